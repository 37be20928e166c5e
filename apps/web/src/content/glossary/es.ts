import type { GlossaryEntry } from "./glossary-entry.ts";

export const glossary: readonly GlossaryEntry[] = [
  // Replicas and how they are powered
  { id: "replica", term: "Réplica", definition: "Lanzador de bolas con el aspecto de un arma real. En el campo y fuera de él se dice réplica, nunca arma." },
  {
    id: "rif",
    term: "RIF",
    definition: "Realistic Imitation Firearm: término inglés para una réplica de aspecto realista, cuya venta y transporte están regulados en varios países.",
  },
  {
    id: "aeg",
    term: "AEG",
    definition:
      "Automatic Electric Gun: réplica eléctrica en la que un motor alimentado por batería arma un pistón en cada disparo. El estándar de los fusiles de asalto.",
  },
  { id: "aep", term: "AEP", definition: "Automatic Electric Pistol: pequeña pistola eléctrica, normalmente menos potente que una de gas." },
  {
    id: "gbb",
    term: "GBB",
    definition: "Gas Blowback: réplica de gas cuya corredera retrocede en cada disparo, con un retroceso y un sonido cercanos a los reales.",
  },
  { id: "nbb", term: "NBB", definition: "Non Blowback: réplica de gas con la corredera fija. Gasta menos gas, pero es menos realista que una GBB." },
  {
    id: "green-gas",
    term: "Green gas",
    definition: "Gas (casi siempre propano con silicona) que alimenta la mayoría de las pistolas y réplicas de gas. Su presión varía mucho con la temperatura.",
  },
  {
    id: "co2",
    term: "CO2",
    definition: "Gas en cápsulas o en el cargador, más potente y menos sensible al frío que el green gas. Compruebe la potencia en el crono.",
  },
  {
    id: "hpa",
    term: "HPA",
    definition:
      "High Pressure Air: sistema alimentado por una botella de aire comprimido y un regulador. Potencia ajustable y muy constante que hay que controlar de cerca.",
  },
  {
    id: "spring",
    term: "Réplica de muelle",
    definition: "Réplica que se arma a mano antes de cada disparo, como la mayoría de los francotiradores y las escopetas.",
  },
  {
    id: "dmr",
    term: "DMR",
    definition:
      "Designated Marksman Rifle: fusil de precisión semiautomático al que se permite más potencia que a una AEG a cambio de una distancia mínima de enfrentamiento.",
  },
  {
    id: "sniper",
    term: "Francotirador (sniper)",
    definition: "Jugador con una réplica de cerrojo que dispara lejos y con precisión. La clase más potente, con la mayor distancia mínima de enfrentamiento.",
  },
  {
    id: "support",
    term: "Apoyo (LMG)",
    definition: "Ametralladora ligera, a menudo con un cargador de caja de gran capacidad, que fija al enemigo con fuego continuo.",
  },
  // Inside a replica
  { id: "gearbox", term: "Gearbox", definition: "Caja mecánica de una AEG con los engranajes, el pistón, el cilindro y el muelle. El corazón de la réplica." },
  {
    id: "cylinder",
    term: "Cilindro",
    definition: "Tubo en el que el pistón comprime el aire que impulsa la bola. Su volumen debe corresponder a la longitud del cañón.",
  },
  {
    id: "piston",
    term: "Pistón",
    definition: "Pieza que el muelle lanza dentro del cilindro para expulsar el aire. Sus dientes se desgastan con muelles demasiado duros.",
  },
  {
    id: "nozzle",
    term: "Nozzle",
    definition: "Empuja la bola del cargador a la cámara del hop-up y le lleva el aire. Una nozzle mal ajustada pierde potencia.",
  },
  {
    id: "m-spring",
    term: "Muelle (M100, M120...)",
    definition: "Muelle principal que fija la potencia de la réplica. El número indica más o menos los FPS (M120 ≈ 400 fps); compruébelo siempre en el crono.",
  },
  {
    id: "inner-barrel",
    term: "Cañón interior",
    definition: "Tubo de precisión, de latón o acero, por el que viaja la bola. Su longitud y calidad influyen en el alcance y la regularidad.",
  },
  {
    id: "tightbore",
    term: "Tightbore",
    definition: "Cañón interior de calibre muy ajustado (6,01 a 6,03 mm) que mejora la regularidad y aumenta un poco la velocidad de la bola.",
  },
  {
    id: "hop-up",
    term: "Hop-up",
    definition: "Sistema que da a la bola un efecto de retroceso (efecto Magnus) para que llegue más lejos sin caer. Se ajusta según el peso de la bola.",
  },
  {
    id: "bucking",
    term: "Goma de hop-up (bucking)",
    definition: "Junta de goma a la entrada del cañón que retiene la bola y le da el efecto. Su dureza se adapta a la potencia y al clima.",
  },
  { id: "nub", term: "Nub", definition: "Pequeña pieza que presiona la goma del hop-up para ajustar la presión sobre la bola." },
  {
    id: "mosfet",
    term: "MOSFET",
    definition: "Interruptor electrónico entre el gatillo y el motor: protege los contactos, mejora la respuesta y a veces añade el modo ráfaga.",
  },
  {
    id: "upgrade",
    term: "Upgrade",
    definition: "Pieza mejorada que sustituye a una de serie, o el hecho de instalarla. Una mejora de potencia debe respetar los límites del campo.",
  },
  // Power and shooting
  {
    id: "bb",
    term: "BB (bola)",
    definition: "Proyectil de plástico de 6 mm, de 0,12 a 0,48 g. Cuanto más pesada, más estable es la bola y mejor resiste el viento.",
  },
  { id: "bio-bb", term: "Bola bio", definition: "Bola biodegradable, obligatoria en la mayoría de los campos exteriores para no contaminar el suelo." },
  {
    id: "tracer",
    term: "Bola trazadora",
    definition: "Bola fosforescente que una unidad trazadora ilumina en la boca del cañón para seguir su trayectoria en la oscuridad.",
  },
  {
    id: "fps",
    term: "FPS",
    definition:
      "Feet Per Second: velocidad de la bola en pies por segundo, medida con el crono. Sin el peso de la bola (normalmente 0,20 g), la cifra no significa nada.",
  },
  {
    id: "joule",
    term: "Julio",
    definition: "Unidad de la energía de la bola en la boca del cañón. Los reglamentos la usan porque no depende del peso de bola utilizado.",
  },
  {
    id: "chrono",
    term: "Crono",
    definition:
      "Aparato que mide la velocidad de la bola. El paso por el crono antes de la partida comprueba que cada réplica respeta los límites de potencia.",
  },
  {
    id: "rof",
    term: "Cadencia de tiro (ROF)",
    definition: "Rate Of Fire: número de bolas por segundo en automático. Algunos campos la limitan, sobre todo en CQB.",
  },
  {
    id: "semi",
    term: "Semiautomático",
    definition: "Una bola por cada pulsación del gatillo, también llamado tiro a tiro. Obligatorio para los DMR y a menudo en interiores.",
  },
  { id: "full-auto", term: "Full auto", definition: "Fuego continuo mientras se mantiene el gatillo. Prohibido en algunos campos o a corta distancia." },
  { id: "burst", term: "Ráfaga (burst)", definition: "Ráfaga corta de un número fijo de bolas (a menudo tres) por pulsación del gatillo." },
  // Magazines and grenades
  {
    id: "hi-cap",
    term: "Cargador hi-cap",
    definition: "Cargador de gran capacidad (300 bolas o más) que se carga girando una rueda. A veces prohibido en milsim.",
  },
  { id: "mid-cap", term: "Cargador mid-cap", definition: "Cargador de muelle de unas 100 a 200 bolas, sin rueda: el término medio más habitual." },
  {
    id: "low-cap",
    term: "Cargador low-cap (real-cap)",
    definition: "Cargador de poca capacidad, parecida a la de uno real (unas 30 bolas), apreciado por su realismo.",
  },
  {
    id: "smoke-grenade",
    term: "Granada de humo",
    definition: "Granada que produce humo para ocultar un movimiento. Su uso depende de las normas del campo y del riesgo de incendio.",
  },
  {
    id: "impact-grenade",
    term: "Granada de impacto",
    definition: "Granada que estalla al tocar el suelo, de bolas o de gas. Los jugadores dentro de su radio quedan eliminados.",
  },
  // Game formats
  {
    id: "field",
    term: "Campo",
    definition: "Lugar donde se juega: bosque, descampado, edificio abandonado o instalación preparada, cada uno con sus propias normas.",
  },
  {
    id: "cqb",
    term: "CQB",
    definition: "Close Quarters Battle: combate a corta distancia, en interiores o en un pueblo. Potencia reducida (a menudo 1 J) y más protección.",
  },
  {
    id: "dominicale",
    term: "Dominicale",
    definition:
      "Término francés para la partida abierta del domingo (o del fin de semana) en un campo, con escenarios cortos encadenados. La forma habitual de empezar.",
  },
  { id: "op", term: "OP", definition: "Operación: partida larga con guion, a menudo de uno o varios días, con objetivos, bandos y cadena de mando." },
  { id: "milsim", term: "Milsim", definition: "Simulación militar: formato centrado en el realismo (munición limitada, logística, órdenes, larga duración)." },
  {
    id: "speedsoft",
    term: "Speedsoft",
    definition: "Modalidad rápida y deportiva, con ropa ligera, que prima el movimiento y el ritmo de juego sobre el realismo.",
  },
  { id: "orga", term: "Orga", definition: "El organizador o el equipo organizador de una partida: escribe el escenario, fija las normas y arbitra." },
  {
    id: "paf",
    term: "PAF",
    definition: "Siglas francesas de la cuota de participación: lo que pagan los jugadores para cubrir el campo, el seguro y la organización.",
  },
  { id: "pnj", term: "PNJ", definition: "Personaje no jugador: papel que interpreta la organización en una OP o un milsim (civil, informante, rehén...)." },
  // Rules and fair play
  {
    id: "hit-call",
    term: "Cantar el impacto (hit)",
    definition: "Un jugador alcanzado en cualquier parte (incluida su réplica) levanta la mano y grita «¡tocado!» o «¡hit!». El juego limpio se basa en ello.",
  },
  {
    id: "dead-rag",
    term: "Dead rag",
    definition: "Trapo o brazalete rojo que muestra un jugador eliminado para indicar que está fuera de juego mientras sale de la zona.",
  },
  { id: "respawn", term: "Respawn", definition: "Vuelta al juego de un jugador eliminado, tras un tiempo fijado o pasando por un punto de reaparición." },
  { id: "medic", term: "Médico", definition: "Jugador, o regla, que puede «curar» a un eliminado para que vuelva al juego sin pasar por el respawn." },
  {
    id: "med",
    term: "Distancia mínima de enfrentamiento (MED)",
    definition: "Distancia por debajo de la cual no se puede disparar con una réplica potente (DMR, francotirador). Depende de la energía de la réplica.",
  },
  {
    id: "bang-rule",
    term: "Regla de rendición (bang)",
    definition: "A muy corta distancia se ofrece al rival rendirse («¡ríndete!» o «¡bang!») en vez de dispararle. Depende de cada campo.",
  },
  { id: "friendly-fire", term: "Fuego amigo", definition: "Bola recibida de un compañero. Cuenta como impacto." },
  {
    id: "blind-fire",
    term: "Fuego a ciegas",
    definition:
      "Disparar sin apuntar, con la réplica asomada por encima o al lado de una cobertura. Prohibido en la mayoría de los campos porque no se ve a quién se alcanza.",
  },
  {
    id: "safe-zone",
    term: "Zona segura (safe zone)",
    definition:
      "Zona de descanso fuera del juego donde uno se quita las protecciones. Allí las réplicas están descargadas, con el seguro puesto y nunca se disparan.",
  },
  // Protection and gear
  {
    id: "goggles",
    term: "Gafas de protección",
    definition: "Protección de los ojos, obligatoria y que nunca se quita durante el juego. Deben resistir el impacto de las bolas.",
  },
  {
    id: "mesh",
    term: "Mesh (rejilla)",
    definition:
      "Protección de rejilla metálica que no se empaña. Aceptada para la parte baja de la cara, a menudo rechazada para los ojos porque pueden pasar fragmentos.",
  },
  {
    id: "lower-face",
    term: "Protección de la parte baja de la cara",
    definition: "Máscara que protege dientes y boca. Obligatoria para menores y en CQB en muchos campos.",
  },
  { id: "plate-carrier", term: "Plate carrier", definition: "Chaleco portaplacas al que se fijan cargadores y equipo mediante el sistema MOLLE." },
  { id: "chest-rig", term: "Chest rig", definition: "Arnés de pecho ligero para cargadores y accesorios, más fresco que un chaleco." },
  { id: "ghillie", term: "Ghillie", definition: "Traje de camuflaje cubierto de tiras de tela o vegetación, preferido por los francotiradores." },
  {
    id: "red-dot",
    term: "Punto rojo (red dot)",
    definition: "Visor sin aumentos que proyecta un punto luminoso para apuntar rápido con los dos ojos abiertos.",
  },
  {
    id: "radio-ptt",
    term: "Radio / PTT",
    definition: "Walkie-talkie para comunicarse en el juego. El PTT (Push To Talk) es el botón, a menudo remoto, que activa la transmisión.",
  },
  { id: "comms", term: "Comms", definition: "Las comunicaciones de un equipo: el material de radio, las frecuencias y la disciplina al hablar por el canal." },
  // Batteries
  {
    id: "lipo",
    term: "LiPo",
    definition:
      "Batería de polímero de litio, ligera y con buena respuesta, de 3,7 V por celda (7,4 V en 2S, 11,1 V en 3S). Se carga con un cargador balanceador y se guarda a media carga.",
  },
  {
    id: "nimh",
    term: "NiMH",
    definition: "Batería de níquel-metal hidruro, más pesada y con menos respuesta que una LiPo, pero más tolerante. Durante años venía con las AEG.",
  },
];
