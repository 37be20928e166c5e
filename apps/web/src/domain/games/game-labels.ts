import type { EQUIPMENT, FACILITIES, GameType, GameVisibility, PaymentStatus, PROTECTIONS, PYROTECHNICS, RegistrationStatus } from "@escouade/contracts/games";
import type { PowerClass } from "@escouade/contracts/power";
import type { StaffRole } from "@escouade/contracts/staff";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QuestionKind } from "@escouade/contracts/registration-questions";

/** Words for the game vocabulary, shared by every screen that shows a game. */
export const GAME_TYPE_LABELS: Record<GameType, MessageDescriptor> = {
  operation: msg`Opération`,
  dominicale: msg`Dominicale`,
  physique: msg`Physique`,
  cqb: msg`CQB`,
  milsim: msg`Milsim`,
  nocturne: msg`Nocturne`,
  speedsoft: msg`Speedsoft`,
  scenario: msg`Scénario`,
};

export const VISIBILITY_LABELS: Record<GameVisibility, MessageDescriptor> = {
  public: msg`Publique`,
  friends: msg`Amis uniquement`,
  private: msg`Privée`,
};

export const FACILITY_LABELS: Record<(typeof FACILITIES)[number], MessageDescriptor> = {
  parking: msg`Parking`,
  toilets: msg`Toilettes`,
  accommodation: msg`Hébergement`,
  equipment_rental: msg`Location de matériel`,
  smoke: msg`Fumigènes`,
  grenades: msg`Grenades`,
  pyrotechnics: msg`Pyrotechnie`,
  consumables: msg`Consommables (billes, gaz)`,
  facial_protection: msg`Protections faciales`,
};

export const PROTECTION_LABELS: Record<(typeof PROTECTIONS)[number], MessageDescriptor> = {
  eyes: msg`Lunettes ou masque balistique`,
  full_face: msg`Masque intégral`,
  lower_face: msg`Protection du bas du visage`,
  helmet: msg`Casque`,
  gloves: msg`Gants`,
  ears: msg`Protections auditives`,
};

export const EQUIPMENT_LABELS: Record<(typeof EQUIPMENT)[number], MessageDescriptor> = {
  aeg: msg`AEG`,
  gbb: msg`GBB`,
  hpa: msg`HPA`,
  bolt_action: msg`Sniper à verrou`,
  dmr: msg`DMR`,
  support: msg`Mitrailleuse de soutien`,
  shotgun: msg`Fusil à pompe`,
  pistol: msg`Pistolet`,
  grenade_launcher: msg`Lance-grenades`,
};

export const PYROTECHNIC_LABELS: Record<(typeof PYROTECHNICS)[number], MessageDescriptor> = {
  grenades: msg`Grenades`,
  smoke: msg`Fumigènes`,
  flash: msg`Grenades flash`,
};

export const POWER_CLASS_LABELS: Record<PowerClass, MessageDescriptor> = {
  aeg: msg`AEG`,
  dmr: msg`DMR`,
  semi: msg`Semi-automatique`,
  auto: msg`Automatique`,
};

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, MessageDescriptor> = {
  confirmed: msg`Confirmé`,
  waitlisted: msg`Liste d'attente`,
  pending: msg`En attente de validation`,
  cancelled: msg`Annulé`,
  removed: msg`Retiré`,
  declined: msg`Refusé`,
};

/** The kinds of registration questions (docs/product.md §3). */
export const QUESTION_KIND_LABELS: Record<QuestionKind, MessageDescriptor> = {
  text: msg`Réponse courte`,
  choice: msg`Un seul choix`,
  choices: msg`Plusieurs choix`,
  yes_no: msg`Oui ou non`,
};

/** A game's staff roles (docs/product.md §4). */
export const STAFF_ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  marshal: msg`Marshal`,
  referee: msg`Arbitre`,
  medic: msg`Secouriste`,
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  unpaid: msg`Non payé`,
  paid: msg`Payé`,
  refunded: msg`Remboursé`,
  exempt: msg`Exempté`,
};
