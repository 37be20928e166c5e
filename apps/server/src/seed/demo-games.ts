import type { CountryCode } from "@escouade/contracts/countries";
import { venueTimeZone } from "@escouade/contracts/time-zones";
import type { CancellationNoticeHours } from "@escouade/contracts/game-rules";
import { DEFAULT_POWER_LIMITS, type GameType, type GameVisibility, type PaymentStatus, type PowerLimits } from "@escouade/contracts/games";
import type { SpokenLanguage } from "@escouade/contracts/languages";
import type { PowerClass } from "@escouade/contracts/power";
import type { Tx } from "../db/client.ts";
import { eq } from "drizzle-orm";
import { seriesDates, type RepeatEvery } from "@escouade/contracts/series";
import { game, gameSeries, gameStaff, rating, registration, seriesFollow } from "../db/schema/index.ts";
import type { StaffRole } from "@escouade/contracts/staff";
import { answersSchemaFor, type RegistrationAnswers, type RegistrationQuestion } from "@escouade/contracts/registration-questions";

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
type GameRow = typeof game.$inferInsert;
type Kit = Pick<GameRow, "protections" | "equipment" | "pyrotechnics" | "facilities"> & { powerLimits: PowerLimits };

const limits = (aeg: number, dmr: [number, number], semi: number, auto: number): PowerLimits => ({
  aeg: { min: 0, max: aeg },
  dmr: { min: dmr[0], max: dmr[1] },
  semi: { min: 0, max: semi },
  auto: { min: 0, max: auto },
});

/** What a field of each type usually asks for; an entry overrides any of it. */
const KITS: Record<GameType, Kit> = {
  dominicale: {
    protections: ["eyes", "lower_face"],
    equipment: ["aeg", "gbb", "hpa", "dmr", "bolt_action", "shotgun", "pistol"],
    pyrotechnics: ["grenades", "smoke"],
    facilities: ["parking", "toilets", "equipment_rental", "consumables", "facial_protection"],
    powerLimits: DEFAULT_POWER_LIMITS,
  },
  operation: {
    protections: ["eyes", "lower_face"],
    equipment: ["aeg", "gbb", "hpa", "dmr", "bolt_action", "support", "pistol", "grenade_launcher"],
    pyrotechnics: ["grenades", "smoke", "flash"],
    facilities: ["parking", "toilets", "smoke", "grenades", "consumables"],
    powerLimits: limits(350, [350, 450], 450, 350),
  },
  milsim: {
    protections: ["eyes", "lower_face", "helmet"],
    equipment: ["aeg", "gbb", "hpa", "dmr", "bolt_action", "support", "pistol", "grenade_launcher"],
    pyrotechnics: ["grenades", "smoke", "flash"],
    facilities: ["parking", "toilets", "accommodation", "pyrotechnics"],
    powerLimits: limits(370, [370, 470], 500, 350),
  },
  scenario: {
    protections: ["eyes", "lower_face"],
    equipment: ["aeg", "gbb", "hpa", "dmr", "bolt_action", "support", "pistol"],
    pyrotechnics: ["grenades", "smoke"],
    facilities: ["parking", "toilets", "consumables", "smoke"],
    powerLimits: DEFAULT_POWER_LIMITS,
  },
  nocturne: {
    protections: ["full_face", "ears"],
    equipment: ["aeg", "gbb", "hpa", "shotgun", "pistol"],
    pyrotechnics: ["flash"],
    facilities: ["parking", "toilets", "consumables"],
    powerLimits: limits(330, [330, 400], 350, 330),
  },
  cqb: {
    protections: ["full_face", "gloves"],
    equipment: ["aeg", "gbb", "hpa", "shotgun", "pistol"],
    pyrotechnics: ["grenades"],
    facilities: ["parking", "toilets", "equipment_rental", "consumables", "facial_protection", "grenades"],
    powerLimits: limits(330, [0, 330], 330, 330),
  },
  physique: {
    protections: ["eyes", "lower_face", "gloves"],
    equipment: ["aeg", "gbb", "hpa", "shotgun", "pistol"],
    pyrotechnics: ["grenades"],
    facilities: ["parking", "toilets", "consumables"],
    powerLimits: limits(350, [350, 400], 400, 330),
  },
  speedsoft: {
    protections: ["full_face", "gloves"],
    equipment: ["aeg", "hpa", "pistol"],
    pyrotechnics: [],
    facilities: ["parking", "toilets", "consumables", "facial_protection"],
    powerLimits: limits(300, [0, 300], 300, 300),
  },
};

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
interface DemoGame extends Partial<Kit> {
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

const GAMES: DemoGame[] = [
  // Lyon, Grenoble, Clermont-Ferrand
  {
    by: "Ghost",
    type: "dominicale",
    when: [1, 9, 8],
    title: "Dominicale du Fort de Bron",
    place: ["Chemin du Fort", "69500", "Bron", "fr", 45.7335, 4.9185],
    euros: 10,
    max: 60,
    cancellationNoticeHours: 48,
    series: { every: "month", count: 4, followers: ["Sentinelle", "Nordwind"] },
    languages: ["fr", "en"],
    description:
      "Notre dominicale mensuelle sur le terrain boisé autour du fort. Accueil et café à partir de 8h30, chrono à l'entrée, briefing à 9h15 et premières parties à 9h30. Scénarios courts de 30 à 45 minutes, deux camps rééquilibrés à la pause de midi. Barbecue sur place le midi (5 €, à réserver à l'inscription).",
    rules:
      "Lunettes homologuées et protection du bas du visage obligatoires. Distance minimale d'engagement de 10 m pour les DMR et les snipers, pas de rafale à moins de 5 m. Fair-play : on crie « touché » et on lève la main. Billes bio uniquement, vendues sur place.",
    questions: [
      { id: "qbbq", label: "Barbecue le midi (5 €, réglé sur place) ?", kind: "yes_no", required: true, options: [] },
      { id: "qrental", label: "Location", kind: "choice", required: true, options: ["J'ai mon matériel", "Réplique AEG", "Réplique AEG et masque"] },
      { id: "qnote", label: "Une remarque pour l'orga ?", kind: "text", required: false, options: [] },
    ],
    regs: [
      { by: "Viper", pay: "paid", replicas: [["aeg", 345, "Specna Arms SA-E03"]], staff: "marshal", answers: { qbbq: true, qrental: "J'ai mon matériel" } },
      {
        by: "Nordwind",
        pay: "unpaid",
        replicas: [
          ["aeg", 340, "G&G CM16 Raider"],
          ["semi", 380, "Ares Amoeba Striker"],
        ],
        answers: { qbbq: false, qrental: "J'ai mon matériel", qnote: "J'arriverai vers 9h, je viens de Grenoble." },
      },
      { by: "Halcon", pay: "exempt", replicas: [["aeg", 330, "VFC HK416"]], staff: "offered", answers: { qbbq: true, qrental: "J'ai mon matériel" } },
      { by: "Brumaire", pay: "unpaid", replicas: [["aeg", 348, "Cyma AK-74"]], answers: { qbbq: true, qrental: "Réplique AEG et masque" } },
    ],
  },
  {
    by: "Ghost",
    type: "nocturne",
    when: [14, 20, 8],
    title: "Nuit Blanche au Bunker",
    place: ["Lieu-dit Les Grandes Terres", "69330", "Meyzieu", "fr", 45.7745, 5.0135],
    euros: 20,
    max: 40,
    cancellationNoticeHours: 72,
    languages: ["fr"],
    description:
      "Une nuit complète dans l'ancien dépôt et ses galeries. Ouverture du parking à 19h, chrono et briefing à 19h45, début du jeu à 20h30. Deux camps, objectifs à tenir et à saboter jusqu'à 4h du matin. Soupe et café chaud offerts à minuit.",
    rules:
      "Masque intégral obligatoire, lampe autorisée mais pas de stroboscope ni de laser. Bâton lumineux rouge pour les blessés. 330 fps pour les AEG, 400 fps pour les DMR à 20 m minimum, pas de sniper. Personne ne quitte le terrain seul : on prévient un orga.",
    // A night game for players the organizer knows: each request waits for Ghost's answer.
    approvalRequired: true,
    questions: [{ id: "qnight", label: "Avez-vous déjà joué de nuit ? Où ?", kind: "text", required: true, options: [] }],
    regs: [
      { by: "Sentinelle", pay: "paid", replicas: [["aeg", 320, "Tokyo Marui MP5 Next Gen"]], answers: { qnight: "Oui, trois nocturnes au Bunker." } },
      { by: "Brumaire", pay: "unpaid", pending: true, replicas: [["aeg", 330, "Cyma AK-74"]], answers: { qnight: "Une fois, à la Nuit des Loups." } },
      {
        by: "Nordwind",
        pay: "unpaid",
        pending: true,
        replicas: [["aeg", 320, "G&G CM16 Raider"]],
        answers: { qnight: "Jamais, mais je joue en CQB toutes les semaines." },
      },
    ],
  },
  {
    by: "Ghost",
    type: "cqb",
    when: [5, 19, 4],
    title: "CQB du jeudi soir — Entrepôt 47",
    place: ["Rue des Ateliers", "69200", "Vénissieux", "fr", 45.6975, 4.8867],
    euros: 8,
    max: 24,
    visibility: "friends",
    languages: ["fr"],
    description:
      "Soirée d'entraînement CQB entre habitués dans l'entrepôt de l'asso. Accueil à 18h45, chrono à l'entrée, manches de 10 minutes en rotation jusqu'à 23h. Idéal pour travailler l'entrée de pièce et la communication en binôme.",
    rules:
      "Masque intégral et gants obligatoires. 330 fps maximum, semi-automatique uniquement à l'intérieur. Grenades à gaz autorisées, pas de fumigènes en intérieur. Pas de tir à l'aveugle au-dessus des murs.",
  },
  {
    by: "Ghost",
    type: "milsim",
    when: [42, 8, 30],
    title: "Opération Edelweiss",
    place: ["Lieu-dit La Garenne", "38120", "Saint-Égrève", "fr", 45.245, 5.665],
    euros: 35,
    max: 120,
    languages: ["fr", "en"],
    description:
      "Milsim de 30 heures sur les pentes boisées au-dessus de l'Isère. Arrivée le samedi à partir de 7h, chrono et contrôle des sacs, briefing par camp à 8h. Logistique réelle : ravitaillement en billes et en eau par convoi, bivouac sur le terrain. Fin de l'opération le dimanche à 14h, débriefing commun.",
    rules:
      "Casque conseillé, lunettes et bas de visage obligatoires. Munitions limitées : 300 billes par chargeur maximum, pas de chargeur « hi-cap ». Distance minimale 20 m pour les DMR et 30 m pour les snipers. Repos obligatoire en zone neutre de 2h à 6h.",
    regs: [
      {
        by: "Nordwind",
        pay: "paid",
        replicas: [
          ["aeg", 360, "VFC HK416"],
          ["dmr", 450, "G&G SR-25"],
        ],
      },
      { by: "Halcon", pay: "unpaid", replicas: [["aeg", 350, "Specna Arms SA-H12"]] },
    ],
  },
  {
    by: "Ghost",
    type: "physique",
    when: [29, 9, 8],
    title: "Physique des Volcans",
    place: ["Chemin du Puy d'Anzelle", "63800", "Cournon-d'Auvergne", "fr", 45.728, 3.215],
    euros: 12,
    max: 40,
    languages: ["fr"],
    description:
      "Une journée rythmée sur terrain vallonné : manches courtes, respawns rapides et beaucoup de déplacements. Accueil à 8h30, chrono, briefing à 9h15. Prévoyez de l'eau et de bonnes chaussures, ça monte ! Pique-nique tiré du sac.",
    rules:
      "Lunettes, bas de visage et gants obligatoires. 350 fps maximum pour les AEG, pas de sniper. Respawn toutes les 3 minutes au drapeau. Toute bille dans le matériel compte.",
  },
  // Bordeaux, Marseille, Paris region
  {
    by: "Sentinelle",
    type: "scenario",
    when: [21, 9, 9],
    title: "Le Dernier Convoi",
    place: ["Chemin du Bois des Chênes", "33160", "Saint-Médard-en-Jalles", "fr", 44.887, -0.752],
    euros: 15,
    max: 80,
    languages: ["fr"],
    description:
      "Scénario suivi sur toute la journée : un convoi de ravitaillement doit traverser la forêt pendant que les insurgés cherchent à l'intercepter. Accueil à 8h30, chrono, briefing de camp à 9h15. Chaque manche change le rapport de forces. Repas du midi compris.",
    rules:
      "Lunettes et bas de visage obligatoires. Véhicules du scénario : on ne tire pas sur les conducteurs sans arme. Distance minimale de 10 m pour les DMR. Les objectifs se récupèrent sans contact physique.",
    regs: [
      {
        by: "Ghost",
        pay: "paid",
        replicas: [
          ["aeg", 340, "Tokyo Marui M4 MWS"],
          ["semi", 300, "Glock 17 GBB"],
        ],
      },
      { by: "Brumaire", pay: "unpaid", replicas: [["aeg", 345, "Cyma AK-74"]] },
    ],
  },
  {
    by: "Sentinelle",
    type: "dominicale",
    when: [-13, 9, 8],
    title: "Dominicale des Pins",
    place: ["Allée des Résiniers", "33700", "Mérignac", "fr", 44.824, -0.701],
    euros: 10,
    max: 50,
    languages: ["fr"],
    description:
      "La dominicale de la forêt de pins, ouverte aux débutants comme aux vétérans. Accueil à 8h30, chrono à l'entrée, briefing à 9h15. Matériel de location disponible sur réservation. Buvette et sandwichs sur place.",
    rules:
      "Lunettes homologuées obligatoires, bas de visage obligatoire pour les mineurs. Pas de tir à moins de 5 m : on propose la reddition. Billes bio uniquement. Pas de pyrotechnie artisanale.",
    regs: [
      { by: "Ghost", pay: "paid", replicas: [["aeg", 338, "Tokyo Marui M4 MWS"]], fairPlay: 5 },
      {
        by: "Brumaire",
        pay: "paid",
        replicas: [["aeg", 342, "Cyma AK-74"]],
        fairPlay: 4,
        review: [5, "Super ambiance, scénarios bien rythmés et arbitres présents. Le sandwich merguez vaut le déplacement !"],
      },
      {
        by: "Viper",
        pay: "exempt",
        replicas: [["aeg", 340, "Specna Arms SA-E03"]],
        fairPlay: 5,
        review: [4, "Très bonne dominicale, terrain varié. Un peu d'attente au chrono le matin."],
      },
    ],
  },
  {
    by: "Sentinelle",
    type: "physique",
    when: [8, 9, 4],
    title: "Entraînement d'équipe — Escouade Garonne",
    place: ["Chemin de Bourgailh", "33600", "Pessac", "fr", 44.796, -0.659],
    euros: 5,
    max: 16,
    visibility: "private",
    languages: ["fr"],
    description:
      "Matinée d'entraînement réservée à l'équipe et à ses invités : déplacements en binôme, couverture mutuelle et communication radio. Rendez-vous à 8h45 au parking, fin vers 13h.",
    rules: "Lunettes, bas de visage et gants obligatoires. Radio conseillée (canal communiqué la veille). 350 fps maximum, pas de pyrotechnie.",
  },
  {
    by: "Sentinelle",
    type: "operation",
    when: [35, 8.5, 9.5],
    title: "Opération Mistral",
    place: ["Route de la Sainte-Baume", "13400", "Aubagne", "fr", 43.305, 5.608],
    euros: 25,
    max: 150,
    languages: ["fr", "en"],
    description:
      "Grande opération dans la garrigue au pied du massif. Deux factions, un poste de commandement chacune et des objectifs secondaires qui tombent par radio toute la journée. Accueil dès 7h30, chrono obligatoire, briefing général à 8h15. Repas chaud du midi inclus.",
    rules:
      "Lunettes et bas de visage obligatoires, chapeau et eau indispensables. Distance minimale de 15 m pour les DMR et 25 m pour les snipers. Feux et cigarettes interdits sur tout le terrain (risque incendie). Pyrotechnie du commerce uniquement.",
    regs: [
      {
        by: "Halcon",
        pay: "paid",
        replicas: [
          ["aeg", 345, "VFC HK416"],
          ["semi", 420, "Ares Amoeba Striker"],
        ],
      },
    ],
  },
  {
    by: "Sentinelle",
    type: "milsim",
    when: [56, 7, 32],
    title: "Opération Tempête d'Acier",
    place: ["Lieu-dit La Garenne", "78120", "Rambouillet", "fr", 48.662, 1.857],
    euros: 45,
    max: 200,
    languages: ["fr", "en", "de"],
    description:
      "Notre milsim annuel : 32 heures de jeu continu en forêt, du samedi 7h au dimanche 15h. Chaîne de commandement réelle, missions transmises par radio, ravitaillement et évacuation des blessés simulés. Accueil le vendredi soir possible (bivouac). Chrono et contrôle des chargeurs à l'entrée, briefing de faction à 6h30.",
    rules:
      "Casque et protections oculaires obligatoires, bas de visage fortement conseillé. Chargeurs « real-cap » uniquement. Distance minimale 20 m pour les DMR, 30 m pour les snipers. Zone de repos neutre de 1h à 5h. Tout comportement dangereux entraîne l'exclusion immédiate.",
  },
  // Lille, Belgium, Paris, Nice
  {
    by: "Viper",
    type: "operation",
    when: [7, 9, 9],
    title: "Opération Brume du Nord",
    place: ["Chemin du Héron", "59650", "Villeneuve-d'Ascq", "fr", 50.638, 3.165],
    euros: 20,
    max: 100,
    languages: ["fr", "nl", "en"],
    description:
      "Opération d'une journée autour des anciens bâtiments agricoles. Accueil à 8h, chrono, briefing bilingue français-néerlandais à 8h45. Trois phases : reconnaissance, assaut, défense. Frites et boissons à la buvette du midi.",
    rules:
      "Lunettes et bas de visage obligatoires. 350 fps pour les AEG, 450 fps pour les DMR avec 15 m minimum. Grenades et fumigènes du commerce autorisés. Fair-play exigé : trois avertissements et c'est fini.",
    regs: [
      { by: "Ghost", pay: "unpaid", replicas: [["aeg", 340, "Tokyo Marui M4 MWS"]] },
      { by: "Nordwind", pay: "paid", replicas: [["aeg", 345, "G&G CM16 Raider"]] },
    ],
  },
  {
    by: "Viper",
    type: "speedsoft",
    when: [15, 10, 7],
    title: "Speedsoft Cup — manche 2",
    place: ["Rue du Canal", "7500", "Tournai", "be", 50.611, 3.408],
    euros: 15,
    max: 32,
    languages: ["fr", "nl", "en"],
    description:
      "Deuxième manche du championnat speedsoft transfrontalier. Équipes de 4, matchs de 5 minutes sur terrain gonflable, phases de poules le matin et élimination directe l'après-midi. Accueil à 9h, chrono, tirage des poules à 9h45.",
    rules:
      "Masque intégral et gants obligatoires. 300 fps maximum, billes de 0,20 g fournies. Une touche = éliminé, aucune tolérance sur le « ghosting ». Arbitres sur chaque match, leur décision est définitive.",
    regs: [{ by: "Halcon", pay: "paid", replicas: [["aeg", 295, "Tokyo Marui Hi-Cycle"]] }],
  },
  {
    by: "Viper",
    type: "cqb",
    when: [6, 19, 4],
    title: "CQB Parisien — Entrepôt Nord",
    place: ["Rue des Entrepôts", "92230", "Gennevilliers", "fr", 48.933, 2.3],
    euros: 12,
    max: 30,
    languages: ["fr", "en"],
    description:
      "Vendredi soir en intérieur sur deux niveaux d'entrepôt. Accueil à 18h30, chrono, briefing à 19h. Parties en rotation : hostage rescue, bombe, élimination. Location de répliques et de masques sur place.",
    rules:
      "Masque intégral obligatoire, gants conseillés. 330 fps maximum, semi-automatique uniquement. Grenades à gaz autorisées. Pas de course dans les escaliers.",
  },
  {
    by: "Viper",
    type: "dominicale",
    when: [43, 9, 8],
    title: "Dominicale des Baous",
    place: ["Lieu-dit Les Plans", "06510", "Carros", "fr", 43.788, 7.188],
    euros: 12,
    max: 50,
    languages: ["fr", "it", "en"],
    description:
      "Dominicale sur les restanques au-dessus du Var, avec vue sur la mer. Accueil à 8h30, chrono, briefing à 9h15, parties de 40 minutes jusqu'à 17h. Nos voisins italiens sont les bienvenus, briefing aussi en italien. Pan bagnat à la buvette.",
    rules:
      "Lunettes homologuées et bas de visage obligatoires. Pas de tir à moins de 5 m. DMR : 15 m minimum. Interdiction de fumer et de faire du feu (risque incendie). Billes bio uniquement.",
    regs: [
      { by: "Brumaire", pay: "paid", replicas: [["aeg", 340, "Cyma AK-74"]] },
      {
        by: "Sentinelle",
        pay: "unpaid",
        replicas: [
          ["aeg", 345, "Tokyo Marui MP5 Next Gen"],
          ["dmr", 420, "G&G SR-25"],
        ],
      },
    ],
  },
  // Strasbourg, Freiburg, Switzerland, Dijon
  {
    by: "Nordwind",
    type: "operation",
    when: [21, 9, 9],
    title: "Operation Schwarzwald",
    place: ["Waldweg am Schönberg", "79111", "Freiburg im Breisgau", "de", 47.968, 7.828],
    euros: 25,
    max: 90,
    languages: ["de", "fr", "en"],
    description:
      "Ganztägige Operation im Waldgelände südlich von Freiburg. Einlass ab 8 Uhr, Chrono und Einweisung um 8:45 Uhr, Spielbeginn um 9:30 Uhr. Zwei Fraktionen, wechselnde Missionen per Funk. Mittagessen vom Grill inklusive.",
    rules:
      "Schutzbrille Pflicht, Unterkieferschutz empfohlen. Vollautomatische Repliken nur bis 0,5 J. Mindestabstand 15 m für DMR. Kein Alkohol auf dem Gelände, Teilnahme ab 18 Jahren mit Ausweis.",
    powerLimits: limits(390, [390, 480], 520, 230),
    regs: [{ by: "Viper", pay: "paid", replicas: [["aeg", 345, "Specna Arms SA-E03"]] }],
  },
  {
    by: "Nordwind",
    type: "nocturne",
    when: [28, 20, 7],
    title: "Nuit de l'Ill",
    place: ["Chemin du Baggersee", "67400", "Illkirch-Graffenstaden", "fr", 48.515, 7.72],
    euros: 18,
    max: 50,
    languages: ["fr", "de"],
    description:
      "Partie de nuit dans la forêt rhénane. Accueil à 19h, chrono, briefing bilingue à 19h45, début du jeu à 20h. Recherche de caches, sabotage et extraction jusqu'à 3h. Thé et café chaud au PC.",
    rules:
      "Masque intégral obligatoire. Lampe blanche autorisée, pas de laser ni de stroboscope. 330 fps pour les AEG, 400 fps pour les DMR à 20 m minimum. Bâton lumineux rouge pour les touchés.",
    regs: [{ by: "Viper", pay: "paid", replicas: [["aeg", 325, "Specna Arms SA-E03"]] }],
  },
  {
    by: "Nordwind",
    type: "scenario",
    when: [49, 9, 9],
    title: "Scénario : Frontière Jura",
    place: ["Chemin des Grèves", "1400", "Yverdon-les-Bains", "ch", 46.77, 6.62],
    euros: 30,
    max: 70,
    languages: ["fr", "de", "en"],
    description:
      "Scénario de contrebande à la frontière : douaniers, passeurs et milice se disputent les routes du Jura. Accueil à 8h, chrono et contrôle des documents, briefing à 8h45. Repas de midi compris, boissons en vente.",
    rules:
      "Lunettes et bas de visage obligatoires. Respect strict de la législation suisse sur le transport des répliques (dans une housse fermée). 350 fps pour les AEG, 450 fps pour les DMR avec 15 m minimum.",
    regs: [{ by: "Ghost", pay: "paid", replicas: [["aeg", 340, "Tokyo Marui M4 MWS"]] }],
  },
  {
    by: "Nordwind",
    type: "dominicale",
    when: [22, 9, 8],
    title: "Dominicale de la Combe",
    place: ["Lieu-dit La Combe Saint-Joseph", "21800", "Quetigny", "fr", 47.32, 5.12],
    euros: 10,
    max: 45,
    languages: ["fr", "de"],
    description:
      "Dominicale détendue en lisière de forêt. Accueil dès 8h30, chrono, briefing à 9h15, parties de 30 minutes jusqu'à 17h. Prêt de matériel pour les débutants sur demande.",
    rules: "Lunettes homologuées obligatoires. Pas de tir à moins de 5 m. Billes bio uniquement. Les mineurs viennent avec une autorisation parentale.",
  },
  // Barcelona, Toulouse, Montpellier, Marseille
  {
    by: "Halcon",
    type: "dominicale",
    when: [8, 9, 6],
    title: "Partida dominical en Collserola",
    place: ["Camí de la Font Groga", "08172", "Sant Cugat del Vallès", "es", 41.46, 2.1],
    euros: 12,
    max: 60,
    languages: ["es", "en"],
    description:
      "Partida dominical en el bosque de Collserola. Recepción a las 8:30, cronógrafo y briefing a las 9:15, partidas cortas hasta las 15:00. Bebidas y bocadillos en el bar del campo.",
    rules:
      "Gafas homologadas obligatorias, protección facial inferior recomendada. AEG hasta 380 fps, DMR con distancia mínima de 15 m. Bolas biodegradables únicamente. Prohibido fumar en el bosque.",
    powerLimits: limits(380, [380, 470], 450, 380),
    regs: [{ by: "Nordwind", pay: "unpaid", replicas: [["aeg", 360, "G&G CM16 Raider"]] }],
  },
  {
    by: "Halcon",
    type: "operation",
    when: [28, 8.5, 9.5],
    title: "Opération Pyrène",
    place: ["Chemin de la Ménude", "31770", "Colomiers", "fr", 43.62, 1.31],
    euros: 22,
    max: 120,
    languages: ["fr", "es", "en"],
    description:
      "Opération franco-espagnole d'une journée. Accueil à 7h45, chrono, briefing trilingue à 8h15. Deux armées, un pont à tenir et trois villages à contrôler. Repas du midi compris (paella !).",
    rules:
      "Lunettes et bas de visage obligatoires. 350 fps pour les AEG, 450 fps pour les DMR à 15 m minimum, 450 fps pour les snipers à 25 m minimum. Fumigènes autorisés hors bâtiments.",
    regs: [
      { by: "Sentinelle", pay: "paid", replicas: [["aeg", 345, "Tokyo Marui MP5 Next Gen"]] },
      {
        by: "Ghost",
        pay: "unpaid",
        replicas: [
          ["aeg", 340, "Tokyo Marui M4 MWS"],
          ["semi", 420, "Ares Amoeba Striker"],
        ],
      },
    ],
  },
  {
    by: "Halcon",
    type: "scenario",
    when: [63, 9, 9],
    title: "Scénario : Garrigue Rouge",
    place: ["Chemin de la Valsière", "34790", "Grabels", "fr", 43.656, 3.79],
    euros: 15,
    max: 60,
    languages: ["fr", "es"],
    description:
      "Une équipe humanitaire disparaît dans la garrigue : deux camps cherchent les indices avant l'autre. Accueil à 8h30, chrono, briefing à 9h15. Jeu en continu jusqu'à 18h avec respawns en base.",
    rules:
      "Lunettes et bas de visage obligatoires, eau obligatoire (2 litres minimum). 350 fps pour les AEG. Pas de pyrotechnie en période sèche. Respect total des cultures voisines.",
    regs: [{ by: "Brumaire", pay: "paid", replicas: [["aeg", 340, "Cyma AK-74"]] }],
  },
  {
    by: "Halcon",
    type: "nocturne",
    when: [14, 20, 8],
    title: "Nocturne des Calanques",
    place: ["Route du Bec de l'Aigle", "13600", "La Ciotat", "fr", 43.195, 5.625],
    euros: 18,
    max: 40,
    languages: ["fr", "es"],
    cancelled: true,
    description:
      "Partie de nuit entre pinède et anciennes carrières. Accueil à 19h30, chrono, briefing à 20h. Annulée : le terrain n'est plus disponible à cette date, remboursement intégral des inscrits.",
    rules: "Masque intégral obligatoire. 330 fps pour les AEG, pas de sniper. Aucune flamme ni cigarette sur le terrain.",
    regs: [{ by: "Brumaire", pay: "unpaid", replicas: [["aeg", 320, "Cyma AK-74"]] }],
  },
  // Nantes, Rennes, Paris region
  {
    by: "Brumaire",
    type: "dominicale",
    when: [0, 9, 8],
    title: "Dominicale de la Chézine",
    place: ["Lieu-dit La Bernardière", "44800", "Saint-Herblain", "fr", 47.23, -1.65],
    euros: 8,
    max: 50,
    languages: ["fr"],
    description:
      "La dominicale de l'asso, en bord de Chézine. Accueil à 8h30, chrono à l'entrée, briefing à 9h15, parties jusqu'à 17h. Galettes-saucisses le midi à la buvette.",
    rules: "Lunettes homologuées et bas de visage obligatoires. Pas de tir à moins de 5 m. DMR et snipers : 10 m minimum. Billes bio uniquement.",
    regs: [{ by: "Sentinelle", pay: "exempt", replicas: [["aeg", 340, "Tokyo Marui MP5 Next Gen"]] }],
  },
  {
    by: "Brumaire",
    type: "cqb",
    when: [36, 9, 4],
    title: "Stage CQB encadré — progression en binôme",
    place: ["Rue de la Galarne", "44400", "Rezé", "fr", 47.18, -1.56],
    euros: 15,
    max: 3,
    languages: ["fr"],
    description:
      "Stage de 4 heures en très petit comité avec un instructeur : entrée de pièce, angles, communication et progression en binôme. Accueil à 8h45, chrono, échauffement et théorie, puis mise en pratique. Les places partent vite : inscrivez-vous en liste d'attente.",
    rules:
      "Masque intégral et gants obligatoires. 330 fps maximum, semi-automatique uniquement. Réplique de poing conseillée. Consignes de l'instructeur à respecter strictement.",
    regs: [
      { by: "Ghost", pay: "paid", replicas: [["aeg", 325, "Tokyo Marui MP5 Next Gen"]] },
      { by: "Viper", pay: "paid", replicas: [["aeg", 320, "Specna Arms SA-E03"]] },
      { by: "Sentinelle", pay: "unpaid", replicas: [["aeg", 328, "Tokyo Marui MP5 Next Gen"]] },
      { by: "Halcon", pay: "unpaid", waitlisted: true, replicas: [["aeg", 310, "Tokyo Marui Hi-Cycle"]] },
      { by: "Nordwind", pay: "unpaid", waitlisted: true, replicas: [["aeg", 320, "G&G CM16 Raider"]] },
    ],
  },
  {
    by: "Brumaire",
    type: "physique",
    when: [15, 9.5, 6.5],
    title: "Physique de la Vilaine",
    place: ["Chemin de la Monniais", "35510", "Cesson-Sévigné", "fr", 48.13, -1.58],
    euros: 10,
    max: 40,
    languages: ["fr"],
    description:
      "Journée physique sur terrain boisé : attaques et défenses chronométrées, respawns rapides. Accueil à 9h, chrono, briefing à 9h30. Fin vers 16h, goûter offert.",
    rules: "Lunettes, bas de visage et gants obligatoires. 350 fps pour les AEG, pas de sniper. Chaussures montantes conseillées.",
  },
  {
    by: "Brumaire",
    type: "dominicale",
    when: [50, 9, 8],
    title: "Dominicale de la Butte",
    place: ["Chemin de la Butte Verte", "77200", "Torcy", "fr", 48.84, 2.64],
    euros: 12,
    max: 70,
    languages: ["fr", "en"],
    description:
      "Dominicale en Seine-et-Marne, à une demi-heure de Paris en RER A. Accueil à 8h30, chrono, briefing à 9h15, parties jusqu'à 17h. Location de matériel complète (réplique, lunettes, billes) sur réservation.",
    rules:
      "Lunettes homologuées obligatoires, bas de visage pour les mineurs. Pas de tir à moins de 5 m. Billes bio uniquement. Pyrotechnie du commerce autorisée en extérieur.",
  },
];

const DAY = 24 * 3600 * 1000;

/** Offset in hours of Europe/Paris (every demo field's zone) from UTC at `date`. */
function parisOffsetHours(date: Date) {
  const name = new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", timeZoneName: "shortOffset" }).format(date);
  return Number(name.split("GMT")[1] || 0);
}

/** `hour` (local) on the day `offset` days after the first Saturday at least two days from `now`. */
function localTime(now: Date, offset: number, hour: number) {
  const day = new Date(now.getTime() + 2 * DAY);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7) + offset);
  day.setUTCHours(12, 0, 0, 0);
  return new Date(day.getTime() + (hour - 12 - parisOffsetHours(day)) * 3600 * 1000);
}

/** A game's later dates as one series, with its followers; the dates copy the game, without players. */
async function seedSeries(tx: Tx, first: typeof game.$inferSelect, series: NonNullable<DemoGame["series"]>, players: Record<DemoUsername, string>) {
  const [row] = await tx
    .insert(gameSeries)
    .values({ organizerId: first.organizerId, title: first.title, createdAt: first.createdAt })
    .returning({ id: gameSeries.id });
  await tx.update(game).set({ seriesId: row!.id }).where(eq(game.id, first.id));
  const { id: _id, seriesId: _series, confirmedCount: _count, shareToken: _token, ...copy } = first;
  const later = seriesDates(first, first.timeZone, { every: series.every, count: series.count }).slice(1);
  await tx.insert(game).values(later.map((dates) => ({ ...copy, ...dates, seriesId: row!.id })));
  await tx.insert(seriesFollow).values(series.followers.map((username) => ({ seriesId: row!.id, userId: players[username] })));
}

/** Seeds the demo games and registrations; `players` maps each demo username to its user id. */
export async function seedDemoGames(tx: Tx, players: Record<DemoUsername, string>, now = new Date()) {
  let registrations = 0;
  for (const g of GAMES) {
    const { by, when, place, euros, max, cancelled, regs = [], series, ...rest } = g;
    const kit = { ...KITS[g.type], ...rest };
    const startsAt = localTime(now, when[0], when[1]);
    const endsAt = new Date(startsAt.getTime() + when[2] * 3600 * 1000);
    const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 25 * DAY);
    for (const r of regs) {
      if (r.by === by) throw new Error(`${by} registers for their own game "${g.title}"`);
      if (!answersSchemaFor(g.questions ?? []).safeParse(r.answers ?? {}).success) throw new Error(`${r.by}'s answers do not fit "${g.title}"`);
      for (const [powerClass, fps] of r.replicas) {
        const limit = kit.powerLimits[powerClass];
        if (fps < limit.min || fps > limit.max) throw new Error(`${fps} fps out of bounds for ${powerClass} in "${g.title}"`);
      }
    }
    const [created] = await tx
      .insert(game)
      .values({
        ...kit,
        organizerId: players[by],
        visibility: g.visibility ?? "public",
        startsAt,
        endsAt,
        maxPlayers: max,
        priceCents: euros * 100,
        street: place[0],
        postalCode: place[1],
        city: place[2],
        country: place[3],
        latitude: place[4],
        longitude: place[5],
        timeZone: venueTimeZone({ country: place[3], latitude: place[4], longitude: place[5] }),
        confirmedCount: regs.filter((r) => !r.waitlisted && !r.pending).length,
        cancelledAt: cancelled ? new Date(now.getTime() - 3 * DAY) : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (series) await seedSeries(tx, created!, series, players);
    if (regs.length === 0) continue;
    await tx.insert(registration).values(
      regs.map((r, i) => {
        const at = new Date(createdAt.getTime() + (i + 1) * DAY);
        return {
          gameId: created!.id,
          userId: players[r.by],
          status: r.pending ? ("pending" as const) : r.waitlisted ? ("waitlisted" as const) : ("confirmed" as const),
          paymentStatus: r.pay,
          replicas: r.replicas.map(([powerClass, fps, name]) => ({ powerClass, fps, name })),
          answers: r.answers ?? {},
          // Each ticked the game's rules, as registering asks.
          rulesAcceptedVersion: 1,
          rulesAcceptedAt: at,
          createdAt: at,
          queuedAt: at,
          updatedAt: at,
        };
      }),
    );
    registrations += regs.length;
    const staff = regs.flatMap((r) =>
      r.staff
        ? [
            {
              gameId: created!.id,
              userId: players[r.by],
              role: r.staff === "offered" ? ("marshal" as const) : r.staff,
              status: r.staff === "offered" ? ("offered" as const) : ("confirmed" as const),
            },
          ]
        : [],
    );
    if (staff.length > 0) await tx.insert(gameStaff).values(staff);
    const ratings = regs.flatMap((r) => [
      ...(r.fairPlay ? [{ kind: "fair_play" as const, authorId: players[by], subjectId: players[r.by], score: r.fairPlay, comment: "" }] : []),
      ...(r.review ? [{ kind: "game" as const, authorId: players[r.by], subjectId: players[by], score: r.review[0], comment: r.review[1] }] : []),
    ]);
    if (ratings.length > 0) await tx.insert(rating).values(ratings.map((r) => ({ ...r, gameId: created!.id, createdAt: endsAt, updatedAt: endsAt })));
  }
  return { games: GAMES.length, registrations };
}
