import type { GlossaryEntry } from "./glossary-entry.ts";

/** The reference glossary: the other languages follow its ids and order. */
export const glossary: readonly GlossaryEntry[] = [
  // Replicas and how they are powered
  {
    id: "replica",
    term: "Réplique",
    definition: "Lanceur de billes reproduisant l'apparence d'une arme réelle. On dit réplique, jamais arme, sur le terrain comme en dehors.",
  },
  {
    id: "rif",
    term: "RIF",
    definition:
      "Realistic Imitation Firearm : terme anglais pour une réplique d'aspect réaliste, dont le transport et la vente sont encadrés dans plusieurs pays.",
  },
  {
    id: "aeg",
    term: "AEG",
    definition:
      "Automatic Electric Gun : réplique électrique dont un moteur, alimenté par une batterie, arme un piston à chaque tir. Le standard des fusils d'assaut.",
  },
  { id: "aep", term: "AEP", definition: "Automatic Electric Pistol : petite réplique de poing électrique, souvent moins puissante qu'un pistolet à gaz." },
  { id: "gbb", term: "GBB", definition: "Gas Blowback : réplique à gaz dont la culasse recule à chaque tir, pour un recul et un bruit proches du réel." },
  { id: "nbb", term: "NBB", definition: "Non Blowback : réplique à gaz dont la culasse reste fixe. Plus économe en gaz mais moins réaliste qu'une GBB." },
  {
    id: "green-gas",
    term: "Green gas",
    definition:
      "Gaz (souvent du propane additionné de silicone) qui alimente la plupart des pistolets et des répliques à gaz. Sa pression varie beaucoup avec la température.",
  },
  {
    id: "co2",
    term: "CO2",
    definition: "Gaz stocké en capsules ou en chargeurs, plus puissant et moins sensible au froid que le green gas. Vérifiez la puissance obtenue au chrono.",
  },
  {
    id: "hpa",
    term: "HPA",
    definition:
      "High Pressure Air : système alimenté par une bouteille d'air comprimé et un régulateur. Puissance réglable et très constante, à contrôler de près.",
  },
  {
    id: "spring",
    term: "Réplique à ressort",
    definition: "Réplique qu'on réarme à la main avant chaque tir. C'est le cas de la plupart des snipers et des fusils à pompe.",
  },
  {
    id: "dmr",
    term: "DMR",
    definition:
      "Designated Marksman Rifle : fusil de précision tirant au coup par coup, autorisé à une puissance supérieure à celle d'une AEG en échange d'une distance minimale d'engagement.",
  },
  {
    id: "sniper",
    term: "Sniper",
    definition:
      "Joueur équipé d'une réplique à verrou (bolt) tirant loin et précisément. La plus puissante des classes, avec la plus grande distance minimale d'engagement.",
  },
  {
    id: "support",
    term: "Support (LMG)",
    definition: "Mitrailleuse légère de soutien, souvent équipée d'une boîte-chargeur de grande capacité, qui fixe l'adversaire par un tir nourri.",
  },
  // Inside a replica
  { id: "gearbox", term: "Gearbox", definition: "Boîtier mécanique d'une AEG : engrenages, piston, cylindre et ressort. Le cœur de la réplique." },
  {
    id: "cylinder",
    term: "Cylindre",
    definition: "Tube dans lequel le piston comprime l'air qui propulse la bille. Son volume doit être adapté à la longueur du canon.",
  },
  {
    id: "piston",
    term: "Piston",
    definition: "Pièce que le ressort projette dans le cylindre pour chasser l'air. Ses dents s'usent avec les ressorts trop durs.",
  },
  {
    id: "nozzle",
    term: "Nozzle",
    definition:
      "Buse qui pousse la bille du chargeur dans la chambre de hop-up et conduit l'air jusqu'à elle. Une nozzle mal ajustée provoque des pertes de puissance.",
  },
  {
    id: "m-spring",
    term: "Ressort (M100, M120...)",
    definition:
      "Ressort principal qui fixe la puissance de la réplique. Le numéro indique environ les FPS obtenus (M120 ≈ 400 fps), à vérifier toujours au chrono.",
  },
  {
    id: "inner-barrel",
    term: "Canon interne",
    definition: "Tube de précision, en laiton ou en acier, dans lequel la bille circule. Sa longueur et sa qualité jouent sur la portée et la régularité.",
  },
  {
    id: "tightbore",
    term: "Tightbore",
    definition: "Canon interne au diamètre très serré (6,01 à 6,03 mm) qui améliore la régularité et légèrement la vitesse de la bille.",
  },
  {
    id: "hop-up",
    term: "Hop-up",
    definition: "Système qui donne à la bille un effet rétro (effet Magnus) pour qu'elle porte plus loin sans retomber. Se règle selon le poids de bille.",
  },
  {
    id: "bucking",
    term: "Joint de hop-up (bucking)",
    definition: "Joint en caoutchouc à l'entrée du canon qui retient la bille et lui donne son effet. Sa dureté s'adapte à la puissance et à la météo.",
  },
  { id: "nub", term: "Nub", definition: "Petite pièce qui appuie sur le joint de hop-up pour régler la pression exercée sur la bille." },
  {
    id: "mosfet",
    term: "MOSFET",
    definition:
      "Interrupteur électronique placé entre la détente et le moteur : il protège les contacts, améliore la réactivité et permet parfois le mode rafale.",
  },
  {
    id: "upgrade",
    term: "Upgrade",
    definition:
      "Pièce améliorée qui remplace une pièce d'origine, ou le fait de l'installer. Une upgrade de puissance doit rester dans les limites du terrain.",
  },
  // Power and shooting
  {
    id: "bb",
    term: "BB (bille)",
    definition: "Projectile de 6 mm de diamètre en plastique, de 0,12 à 0,48 g. Plus la bille est lourde, plus elle est stable et résiste au vent.",
  },
  { id: "bio-bb", term: "BB bio", definition: "Bille biodégradable, exigée sur la plupart des terrains en extérieur pour ne pas polluer le sol." },
  {
    id: "tracer",
    term: "Bille traçante",
    definition: "Bille phosphorescente qu'une unité de traçage (tracer unit) illumine à la sortie du canon, pour suivre sa trajectoire dans le noir.",
  },
  {
    id: "fps",
    term: "FPS",
    definition:
      "Feet Per Second : vitesse de la bille en pieds par seconde, mesurée au chrono. Sans poids de bille (en général 0,20 g), le chiffre ne veut rien dire.",
  },
  {
    id: "joule",
    term: "Joule",
    definition: "Unité de l'énergie de la bille à la sortie du canon. C'est elle que fixent les règles, car elle ne dépend pas du poids de bille utilisé.",
  },
  {
    id: "chrono",
    term: "Chrono",
    definition:
      "Appareil qui mesure la vitesse de la bille. Le passage au chrono avant la partie vérifie que chaque réplique respecte les limites de puissance.",
  },
  {
    id: "rof",
    term: "Cadence de tir (ROF)",
    definition: "Rate Of Fire : nombre de billes tirées par seconde en automatique. Certains terrains la limitent, surtout en CQB.",
  },
  {
    id: "semi",
    term: "Semi-automatique",
    definition: "Une bille par pression sur la détente, aussi appelé coup par coup. Imposé aux DMR et souvent en intérieur.",
  },
  { id: "full-auto", term: "Full auto", definition: "Tir en continu tant que la détente est pressée. Interdit sur certains terrains ou à courte distance." },
  { id: "burst", term: "Burst", definition: "Rafale courte d'un nombre fixe de billes (souvent trois) pour une pression sur la détente." },
  // Magazines and grenades
  {
    id: "hi-cap",
    term: "Chargeur hi-cap",
    definition: "Chargeur de grande capacité (300 billes ou plus) qu'on remonte avec une molette. Parfois interdit en milsim.",
  },
  { id: "mid-cap", term: "Chargeur mid-cap", definition: "Chargeur à ressort de 100 à 200 billes environ, sans molette : le compromis le plus courant." },
  {
    id: "low-cap",
    term: "Chargeur low-cap (real-cap)",
    definition: "Chargeur de faible capacité, proche de celle d'un chargeur réel (30 billes environ), prisé pour le réalisme.",
  },
  {
    id: "smoke-grenade",
    term: "Grenade fumigène",
    definition: "Grenade qui produit de la fumée pour masquer un déplacement. Son usage dépend des règles du terrain et du risque d'incendie.",
  },
  {
    id: "impact-grenade",
    term: "Grenade à impact",
    definition: "Grenade qui détone en touchant le sol, à bille ou à gaz. Les joueurs dans son rayon d'effet sont touchés.",
  },
  // Game formats
  {
    id: "field",
    term: "Terrain",
    definition: "Lieu où se déroulent les parties : bois, friche, bâtiment désaffecté ou installation aménagée, avec ses propres règles.",
  },
  {
    id: "cqb",
    term: "CQB",
    definition: "Close Quarters Battle : combat à courte distance, en intérieur ou dans un village. Puissance réduite (souvent 1 J) et protections renforcées.",
  },
  {
    id: "dominicale",
    term: "Dominicale",
    definition: "Partie ouverte du dimanche (ou d'un jour de week-end) sur un terrain, par petits scénarios enchaînés. Le format le plus courant pour débuter.",
  },
  { id: "op", term: "OP", definition: "Opération : partie longue et scénarisée, souvent sur un ou plusieurs jours, avec objectifs, camps et commandement." },
  { id: "milsim", term: "Milsim", definition: "Military Simulation : format axé sur le réalisme (munitions limitées, logistique, ordres, durée longue)." },
  {
    id: "speedsoft",
    term: "Speedsoft",
    definition: "Pratique sportive et rapide, en tenue légère, où l'on privilégie le mouvement et la vitesse de jeu au réalisme.",
  },
  { id: "orga", term: "Orga", definition: "L'organisateur ou l'équipe d'organisation d'une partie : elle fixe le scénario, les règles et arbitre." },
  { id: "paf", term: "PAF", definition: "Participation aux frais : somme demandée aux joueurs pour couvrir le terrain, l'assurance et l'organisation." },
  { id: "pnj", term: "PNJ", definition: "Personnage non joueur : figurant joué par l'orga en OP ou en milsim (civil, informateur, otage...)." },
  // Rules and fair play
  {
    id: "hit-call",
    term: "Annonce du touché (hit)",
    definition:
      "Un joueur touché, où que ce soit (y compris sa réplique), lève la main et crie « touché ! » ou « hit ! ». Le fair-play repose sur cette annonce.",
  },
  {
    id: "dead-rag",
    term: "Dead rag",
    definition: "Chiffon ou brassard rouge qu'un joueur touché sort pour montrer qu'il est hors jeu pendant qu'il quitte la zone.",
  },
  { id: "respawn", term: "Respawn", definition: "Retour en jeu d'un joueur touché, après un temps donné ou en passant par un point de réapparition." },
  { id: "medic", term: "Médic", definition: "Joueur, ou règle, qui permet de « soigner » un touché pour qu'il revienne en jeu sans repasser par le respawn." },
  {
    id: "med",
    term: "Distance minimale d'engagement (MED)",
    definition: "Distance en deçà de laquelle on n'a pas le droit de tirer avec une réplique puissante (DMR, sniper). Elle dépend de l'énergie de la réplique.",
  },
  {
    id: "bang-rule",
    term: "Règle de reddition (bang)",
    definition:
      "À très courte distance, on propose à l'adversaire de se rendre (« rends-toi ! » ou « bang ! ») au lieu de lui tirer dessus. Pratique selon les terrains.",
  },
  { id: "friendly-fire", term: "Tir ami", definition: "Bille reçue d'un coéquipier. Elle compte comme un touché." },
  {
    id: "blind-fire",
    term: "Tir à l'aveugle",
    definition: "Tir sans viser, réplique passée au-dessus ou à côté d'un obstacle. Interdit sur la plupart des terrains car on ne voit pas qui l'on touche.",
  },
  {
    id: "safe-zone",
    term: "Zone neutre (safe zone)",
    definition: "Zone de repos hors jeu où l'on enlève ses protections. Les répliques y sont déchargées, en sécurité et jamais tirées.",
  },
  // Protection and gear
  {
    id: "goggles",
    term: "Lunettes de protection",
    definition: "Protection des yeux, obligatoire et jamais retirée en jeu. Elles doivent résister aux impacts de bille.",
  },
  {
    id: "mesh",
    term: "Mesh (grille)",
    definition: "Protection en grille métallique qui ne s'embue pas. Acceptée pour le bas du visage, souvent refusée pour les yeux car un éclat peut passer.",
  },
  {
    id: "lower-face",
    term: "Protection du bas du visage",
    definition: "Masque qui protège les dents et la bouche. Obligatoire pour les mineurs et en CQB sur de nombreux terrains.",
  },
  { id: "plate-carrier", term: "Plate carrier", definition: "Gilet porte-plaques sur lequel on fixe chargeurs et équipements par des attaches MOLLE." },
  { id: "chest-rig", term: "Chest rig", definition: "Harnais de poitrine léger qui porte chargeurs et accessoires, plus aéré qu'un gilet." },
  { id: "ghillie", term: "Ghillie", definition: "Tenue de camouflage couverte de lanières de tissu ou de végétation, prisée des snipers." },
  {
    id: "red-dot",
    term: "Point rouge (red dot)",
    definition: "Viseur sans grossissement qui projette un point lumineux pour viser vite, les deux yeux ouverts.",
  },
  {
    id: "radio-ptt",
    term: "Radio / PTT",
    definition: "Talkie-walkie utilisé pour communiquer en jeu. Le PTT (Push To Talk) est le bouton, souvent déporté, qui déclenche l'émission.",
  },
  { id: "comms", term: "Comms", definition: "Communications d'une équipe : l'équipement radio, les fréquences et la discipline de parole sur le canal." },
  // Batteries
  {
    id: "lipo",
    term: "LiPo",
    definition:
      "Batterie lithium-polymère, légère et réactive, de 3,7 V par élément (7,4 V en 2S, 11,1 V en 3S). Elle se charge sur un chargeur équilibreur et se stocke à demi-charge.",
  },
  {
    id: "nimh",
    term: "NiMH",
    definition: "Batterie nickel-métal hydrure, plus lourde et moins réactive qu'une LiPo mais plus tolérante. Longtemps livrée avec les AEG.",
  },
];
