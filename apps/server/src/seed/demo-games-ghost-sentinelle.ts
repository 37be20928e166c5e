import type { DemoGame } from "./demo-game-types.ts";

export const GHOST_AND_SENTINELLE_GAMES: DemoGame[] = [
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
];
