import { limits } from "./demo-game-kits.ts";
import type { DemoGame } from "./demo-game-types.ts";

export const VIPER_AND_NORDWIND_GAMES: DemoGame[] = [
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
];
