import type { GlossaryEntry } from "./glossary-entry.ts";

export const glossary: readonly GlossaryEntry[] = [
  // Replicas and how they are powered
  {
    id: "replica",
    term: "Replika",
    definition: "Ein Kugelwerfer, der wie eine echte Schusswaffe aussieht. Auf dem Spielfeld und außerhalb sagt man Replika, nie Waffe.",
  },
  {
    id: "rif",
    term: "RIF",
    definition:
      "Realistic Imitation Firearm: englischer Begriff für eine realistisch aussehende Replika, deren Verkauf und Transport in mehreren Ländern geregelt sind.",
  },
  {
    id: "aeg",
    term: "AEG",
    definition: "Automatic Electric Gun: Ein akkubetriebener Motor spannt bei jedem Schuss einen Kolben. Der Standard bei Sturmgewehren.",
  },
  { id: "aep", term: "AEP", definition: "Automatic Electric Pistol: eine kleine elektrische Pistole, meist schwächer als eine Gaspistole." },
  {
    id: "gbb",
    term: "GBB",
    definition: "Gas Blowback: eine Gas-Replika, deren Schlitten oder Verschluss bei jedem Schuss zurückfährt, mit realistischem Rückstoß und Klang.",
  },
  {
    id: "nbb",
    term: "NBB",
    definition: "Non Blowback: eine Gas-Replika mit feststehendem Schlitten. Sparsamer im Gasverbrauch, aber weniger realistisch als eine GBB.",
  },
  {
    id: "green-gas",
    term: "Green Gas",
    definition: "Gas (meist Propan mit Silikonöl), das die meisten Gaspistolen und -gewehre antreibt. Sein Druck hängt stark von der Temperatur ab.",
  },
  { id: "co2", term: "CO2", definition: "Gas in Kapseln oder im Magazin, stärker und weniger kälteempfindlich als Green Gas. Die Leistung am Chrono prüfen." },
  {
    id: "hpa",
    term: "HPA",
    definition:
      "High Pressure Air: ein System, das über einen Regler aus einer Druckluftflasche gespeist wird. Einstellbare, sehr gleichmäßige Leistung, die genau kontrolliert werden muss.",
  },
  {
    id: "spring",
    term: "Federdruck-Replika",
    definition: "Eine Replika, die vor jedem Schuss von Hand gespannt wird, wie die meisten Scharfschützengewehre und Schrotflinten.",
  },
  {
    id: "dmr",
    term: "DMR",
    definition:
      "Designated Marksman Rifle: ein halbautomatisches Präzisionsgewehr, das mehr Leistung als eine AEG haben darf und dafür eine Mindestdistanz einhalten muss.",
  },
  {
    id: "sniper",
    term: "Sniper",
    definition: "Spieler mit einer Repetier-Replika (Bolt Action), die weit und präzise schießt. Die stärkste Klasse mit der größten Mindestdistanz.",
  },
  { id: "support", term: "Support (LMG)", definition: "Ein leichtes Maschinengewehr, oft mit großem Kastenmagazin, das den Gegner mit Dauerfeuer niederhält." },
  // Inside a replica
  { id: "gearbox", term: "Gearbox", definition: "Das Getriebegehäuse einer AEG mit Zahnrädern, Kolben, Zylinder und Feder. Das Herz der Replika." },
  {
    id: "cylinder",
    term: "Zylinder",
    definition: "Das Rohr, in dem der Kolben die Luft verdichtet, die die Kugel antreibt. Sein Volumen sollte zur Lauflänge passen.",
  },
  {
    id: "piston",
    term: "Kolben",
    definition: "Das Teil, das die Feder in den Zylinder schleudert, um die Luft hinauszudrücken. Seine Zähne verschleißen bei zu harten Federn schnell.",
  },
  {
    id: "nozzle",
    term: "Nozzle",
    definition: "Schiebt die Kugel aus dem Magazin in die Hop-up-Kammer und leitet die Luft dorthin. Eine schlecht sitzende Nozzle kostet Leistung.",
  },
  {
    id: "m-spring",
    term: "Feder (M100, M120...)",
    definition: "Die Hauptfeder, die die Leistung der Replika bestimmt. Die Zahl gibt ungefähr die FPS an (M120 ≈ 400 fps); immer am Chrono nachmessen.",
  },
  {
    id: "inner-barrel",
    term: "Innenlauf",
    definition: "Das Präzisionsrohr aus Messing oder Stahl, durch das die Kugel fliegt. Länge und Qualität beeinflussen Reichweite und Gleichmäßigkeit.",
  },
  {
    id: "tightbore",
    term: "Tightbore",
    definition: "Ein Innenlauf mit sehr engem Kaliber (6,01 bis 6,03 mm), der die Gleichmäßigkeit verbessert und die Kugel etwas schneller macht.",
  },
  {
    id: "hop-up",
    term: "Hop-up",
    definition: "Gibt der Kugel einen Rückwärtsdrall (Magnus-Effekt), damit sie weiter fliegt, ohne abzufallen. Wird auf das Kugelgewicht eingestellt.",
  },
  {
    id: "bucking",
    term: "Hop-up-Gummi (Bucking)",
    definition: "Die Gummidichtung am Laufanfang, die die Kugel hält und ihr den Drall gibt. Ihre Härte richtet sich nach Leistung und Wetter.",
  },
  { id: "nub", term: "Nub", definition: "Ein kleines Teil, das auf das Hop-up-Gummi drückt und so den Druck auf die Kugel einstellt." },
  {
    id: "mosfet",
    term: "MOSFET",
    definition:
      "Ein elektronischer Schalter zwischen Abzug und Motor: Er schont die Kontakte, verbessert das Ansprechverhalten und ermöglicht manchmal Feuerstöße.",
  },
  {
    id: "upgrade",
    term: "Upgrade",
    definition: "Ein besseres Teil, das ein Serienteil ersetzt, oder dessen Einbau. Ein Leistungs-Upgrade muss in den Grenzen des Spielfelds bleiben.",
  },
  // Power and shooting
  {
    id: "bb",
    term: "BB (Kugel)",
    definition: "Das 6-mm-Kunststoffgeschoss, 0,12 bis 0,48 g schwer. Schwerere Kugeln fliegen stabiler und sind weniger windanfällig.",
  },
  { id: "bio-bb", term: "Bio-BB", definition: "Eine biologisch abbaubare Kugel, auf den meisten Außengeländen Pflicht, damit der Boden sauber bleibt." },
  {
    id: "tracer",
    term: "Leuchtspurkugel (Tracer)",
    definition: "Eine nachleuchtende Kugel, die eine Tracer-Einheit an der Mündung auflädt, damit man ihre Flugbahn im Dunkeln verfolgen kann.",
  },
  {
    id: "fps",
    term: "FPS",
    definition: "Feet Per Second: die am Chrono gemessene Kugelgeschwindigkeit in Fuß pro Sekunde. Ohne Kugelgewicht (meist 0,20 g) sagt die Zahl nichts aus.",
  },
  {
    id: "joule",
    term: "Joule",
    definition: "Die Einheit der Mündungsenergie der Kugel. Regeln setzen Grenzen in Joule, weil die Energie nicht vom verwendeten Kugelgewicht abhängt.",
  },
  {
    id: "chrono",
    term: "Chrono",
    definition: "Ein Gerät, das die Kugelgeschwindigkeit misst. Beim Chronen vor dem Spiel wird geprüft, ob jede Replika die Leistungsgrenzen einhält.",
  },
  {
    id: "rof",
    term: "Kadenz (ROF)",
    definition: "Rate Of Fire: die Zahl der Kugeln pro Sekunde im Vollautomatikmodus. Manche Spielfelder begrenzen sie, vor allem im CQB.",
  },
  { id: "semi", term: "Semi", definition: "Halbautomatik: eine Kugel pro Abzug, auch Einzelfeuer genannt. Pflicht für DMR und oft in Hallen." },
  {
    id: "full-auto",
    term: "Full Auto",
    definition: "Dauerfeuer, solange der Abzug gedrückt bleibt. Auf manchen Spielfeldern oder auf kurze Distanz verboten.",
  },
  { id: "burst", term: "Feuerstoß (Burst)", definition: "Eine kurze Salve mit einer festen Zahl von Kugeln (oft drei) pro Abzug." },
  // Magazines and grenades
  {
    id: "hi-cap",
    term: "Hi-Cap-Magazin",
    definition: "Ein Magazin mit großer Kapazität (300 Kugeln oder mehr), das über ein Rad aufgezogen wird. Im Milsim manchmal verboten.",
  },
  { id: "mid-cap", term: "Mid-Cap-Magazin", definition: "Ein Federmagazin mit etwa 100 bis 200 Kugeln ohne Aufziehen: der häufigste Kompromiss." },
  {
    id: "low-cap",
    term: "Low-Cap-Magazin (Real-Cap)",
    definition: "Ein Magazin mit kleiner Kapazität wie beim echten Vorbild (etwa 30 Kugeln), beliebt wegen des Realismus.",
  },
  {
    id: "smoke-grenade",
    term: "Rauchgranate",
    definition: "Eine Granate, die Rauch erzeugt, um eine Bewegung zu verdecken. Ihr Einsatz hängt von den Regeln des Spielfelds und der Brandgefahr ab.",
  },
  {
    id: "impact-grenade",
    term: "Aufschlaggranate",
    definition: "Eine Granate, die beim Aufprall auf den Boden auslöst, mit Kugeln oder Gas. Spieler in ihrem Wirkungsradius gelten als getroffen.",
  },
  // Game formats
  {
    id: "field",
    term: "Spielfeld",
    definition: "Der Ort, an dem gespielt wird: Wald, Brachland, leerstehendes Gebäude oder eigens eingerichtetes Gelände, jeweils mit eigenen Regeln.",
  },
  {
    id: "cqb",
    term: "CQB",
    definition: "Close Quarters Battle: Kampf auf kurze Distanz in Gebäuden oder in einem Dorf. Geringere Leistung (oft 1 J) und mehr Schutz.",
  },
  {
    id: "dominicale",
    term: "Dominicale",
    definition: "Französisch für das offene Sonntagsspiel (oder Wochenendspiel) auf einem Spielfeld, mit kurzen Szenarien nacheinander. Der übliche Einstieg.",
  },
  { id: "op", term: "OP", definition: "Operation: ein langes Spiel mit Drehbuch, oft über einen oder mehrere Tage, mit Zielen, Fraktionen und Befehlskette." },
  { id: "milsim", term: "Milsim", definition: "Militärsimulation: ein Format mit Fokus auf Realismus (begrenzte Munition, Logistik, Befehle, lange Dauer)." },
  {
    id: "speedsoft",
    term: "Speedsoft",
    definition: "Eine schnelle, sportliche Spielweise in leichter Kleidung, bei der Bewegung und Tempo vor Realismus gehen.",
  },
  {
    id: "orga",
    term: "Orga",
    definition: "Der Veranstalter oder das Orga-Team eines Spiels: Es schreibt das Szenario, legt die Regeln fest und leitet das Spiel.",
  },
  { id: "paf", term: "PAF", definition: "Französische Abkürzung für den Kostenbeitrag der Spieler: die Gebühr für Gelände, Versicherung und Organisation." },
  {
    id: "pnj",
    term: "NSC",
    definition: "Nicht-Spieler-Charakter: eine Rolle, die die Orga in einer OP oder im Milsim spielt (Zivilist, Informant, Geisel...).",
  },
  // Rules and fair play
  {
    id: "hit-call",
    term: "Treffer ansagen (Hit)",
    definition: "Wer irgendwo getroffen wird (auch an der Replika), hebt die Hand und ruft „Hit!“. Fairplay beruht auf dieser Ansage.",
  },
  {
    id: "dead-rag",
    term: "Dead Rag",
    definition:
      "Ein rotes Tuch oder eine rote Armbinde, die ein getroffener Spieler zeigt, um beim Verlassen des Bereichs als ausgeschieden erkennbar zu sein.",
  },
  { id: "respawn", term: "Respawn", definition: "Die Rückkehr eines getroffenen Spielers ins Spiel, nach einer festen Zeit oder über einen Respawn-Punkt." },
  {
    id: "medic",
    term: "Sanitäter (Medic)",
    definition: "Ein Spieler oder eine Regel, die einen Getroffenen „heilen“ kann, sodass er ohne Umweg über den Respawn weiterspielt.",
  },
  {
    id: "med",
    term: "Mindestdistanz (MED)",
    definition:
      "Die Entfernung, unterhalb derer mit einer starken Replika (DMR, Sniper) nicht geschossen werden darf. Sie hängt von der Energie der Replika ab.",
  },
  {
    id: "bang-rule",
    term: "Kapitulationsregel (Bang-Regel)",
    definition:
      "Auf sehr kurze Distanz bietet man dem Gegner an, sich zu ergeben („Ergib dich!“ oder „Bang!“), statt zu schießen. Von Feld zu Feld verschieden.",
  },
  { id: "friendly-fire", term: "Friendly Fire", definition: "Eine Kugel von einem Mitspieler. Sie zählt als Treffer." },
  {
    id: "blind-fire",
    term: "Blindfeuer",
    definition:
      "Schießen ohne zu zielen, die Replika über oder neben die Deckung gehalten. Auf den meisten Spielfeldern verboten, weil man nicht sieht, wen man trifft.",
  },
  {
    id: "safe-zone",
    term: "Safezone",
    definition:
      "Ein Ruhebereich außerhalb des Spiels, in dem die Schutzausrüstung abgelegt wird. Replikas sind dort entladen, gesichert und werden nie abgefeuert.",
  },
  // Protection and gear
  { id: "goggles", term: "Schutzbrille", definition: "Augenschutz, Pflicht und im Spiel nie abzusetzen. Sie muss Kugeleinschlägen standhalten." },
  {
    id: "mesh",
    term: "Mesh (Gitter)",
    definition:
      "Schutz aus Metallgitter, der nicht beschlägt. Für die untere Gesichtshälfte akzeptiert, für die Augen oft abgelehnt, weil Splitter durchdringen können.",
  },
  {
    id: "lower-face",
    term: "Unterer Gesichtsschutz",
    definition: "Eine Maske, die Zähne und Mund schützt. Auf vielen Spielfeldern für Minderjährige und im CQB Pflicht.",
  },
  { id: "plate-carrier", term: "Plate Carrier", definition: "Eine Plattenträgerweste, an der Magazine und Ausrüstung über MOLLE-Schlaufen befestigt werden." },
  { id: "chest-rig", term: "Chest Rig", definition: "Ein leichtes Brustgeschirr für Magazine und Zubehör, luftiger als eine Weste." },
  { id: "ghillie", term: "Ghillie", definition: "Ein Tarnanzug mit Stoffstreifen oder Pflanzenteilen, bei Snipern beliebt." },
  {
    id: "red-dot",
    term: "Rotpunktvisier (Red Dot)",
    definition: "Ein Visier ohne Vergrößerung, das einen Leuchtpunkt projiziert, um schnell mit beiden Augen offen zu zielen.",
  },
  {
    id: "radio-ptt",
    term: "Funk / PTT",
    definition: "Ein Funkgerät für die Verständigung im Spiel. Die PTT-Taste (Push To Talk), oft abgesetzt, startet das Senden.",
  },
  { id: "comms", term: "Comms", definition: "Die Kommunikation eines Teams: Funkausrüstung, Frequenzen und Funkdisziplin auf dem Kanal." },
  // Batteries
  {
    id: "lipo",
    term: "LiPo",
    definition:
      "Lithium-Polymer-Akku, leicht und spritzig, 3,7 V pro Zelle (7,4 V bei 2S, 11,1 V bei 3S). Mit einem Balancer-Ladegerät laden und halb geladen lagern.",
  },
  {
    id: "nimh",
    term: "NiMH",
    definition: "Nickel-Metallhydrid-Akku, schwerer und träger als ein LiPo, aber fehlertoleranter. Lange Zeit bei AEGs mitgeliefert.",
  },
];
