import type { CountryCode } from "@escouade/contracts/countries";
import type { CancellationNoticeHours } from "@escouade/contracts/game-rules";
import type { GameType, GameVisibility, PaymentStatus } from "@escouade/contracts/games";
import type { SpokenLanguage } from "@escouade/contracts/languages";
import type { PowerClass } from "@escouade/contracts/power";
import type { RegistrationAnswers, RegistrationQuestion } from "@escouade/contracts/registration-questions";
import type { RepeatEvery } from "@escouade/contracts/series";
import type { StaffRole } from "@escouade/contracts/staff";
import type { Kit } from "./demo-game-kits.ts";

export type DemoUsername =
  | "Ghost"
  | "Sentinelle"
  | "Viper"
  | "Nordwind"
  | "Halcon"
  | "Brumaire"
  | "Kodiak"
  | "Faucon"
  | "Ardent"
  | "Beffroi"
  | "Mistral"
  | "Calanque"
  | "Korrigan"
  | "Ligerien"
  | "Vosges";

type Replica = [PowerClass, number, string];
/** `fairPlay` and `review`: what the organizer and the player rated each other after a past game. */
interface DemoRegistration {
  by: DemoUsername;
  pay: PaymentStatus;
  waitlisted?: true;
  /** A request the organizer has not answered yet (a game with approval on). */
  pending?: true;
  replicas: Replica[];
  /** Answers to the game's questions, by question id. */
  answers?: RegistrationAnswers;
  fairPlay?: number;
  review?: [score: number, comment: string];
  /** On the game's staff with this role, or offering to marshal (docs/product.md §4). */
  staff?: StaffRole | "offered";
}
export interface DemoGame extends Partial<Kit> {
  by: DemoUsername;
  type: GameType;
  /** [days after the next Saturday at least two days ahead, local start hour, length in hours] */
  when: [number, number, number];
  title: string;
  place: [street: string, postalCode: string, city: string, country: CountryCode, latitude: number, longitude: number];
  euros: number;
  max: number;
  visibility?: GameVisibility;
  languages: SpokenLanguage[];
  description: string;
  rules: string;
  /** Until how many hours before the start a place is given up freely; 0 (until the start) if absent. */
  cancellationNoticeHours?: CancellationNoticeHours;
  questions?: RegistrationQuestion[];
  approvalRequired?: true;
  /** Published as a series (docs/product.md §3): its later dates, without players yet, and who follows it. */
  series?: { every: RepeatEvery; count: number; followers: DemoUsername[] };
  cancelled?: true;
  regs?: DemoRegistration[];
}
