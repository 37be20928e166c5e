import { limits } from "./demo-game-kits.ts";
import type { DemoGame } from "./demo-game-types.ts";

export const HALCON_AND_BRUMAIRE_GAMES: DemoGame[] = [
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
