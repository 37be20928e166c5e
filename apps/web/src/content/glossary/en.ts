import type { GlossaryEntry } from "./glossary-entry.ts";

export const glossary: readonly GlossaryEntry[] = [
  // Replicas and how they are powered
  { id: "replica", term: "Replica", definition: "A BB launcher that looks like a real firearm. Players say replica, never weapon, on the field and off it." },
  {
    id: "rif",
    term: "RIF",
    definition: "Realistic Imitation Firearm: a replica that looks real, whose sale and transport are regulated in several countries.",
  },
  { id: "aeg", term: "AEG", definition: "Automatic Electric Gun: a battery-powered motor cocks a piston for every shot. The standard for assault rifles." },
  { id: "aep", term: "AEP", definition: "Automatic Electric Pistol: a small electric handgun, usually weaker than a gas pistol." },
  { id: "gbb", term: "GBB", definition: "Gas Blowback: a gas replica whose slide or bolt cycles on every shot, for realistic recoil and sound." },
  { id: "nbb", term: "NBB", definition: "Non Blowback: a gas replica whose slide stays still. It uses less gas but feels less real than a GBB." },
  {
    id: "green-gas",
    term: "Green gas",
    definition: "Gas (usually propane with added silicone oil) that powers most gas pistols and rifles. Its pressure changes a lot with temperature.",
  },
  {
    id: "co2",
    term: "CO2",
    definition: "Gas stored in capsules or in the magazine, stronger and less sensitive to cold than green gas. Check the resulting power at the chrono.",
  },
  {
    id: "hpa",
    term: "HPA",
    definition: "High Pressure Air: a system fed by a compressed-air tank through a regulator. Adjustable and very consistent power that needs close checking.",
  },
  { id: "spring", term: "Spring replica", definition: "A replica cocked by hand before every shot, like most sniper rifles and shotguns." },
  {
    id: "dmr",
    term: "DMR",
    definition: "Designated Marksman Rifle: a semi-auto precision rifle allowed more power than an AEG in exchange for a minimum engagement distance.",
  },
  {
    id: "sniper",
    term: "Sniper",
    definition: "A player with a bolt-action replica shooting far and accurately. The most powerful class, with the longest minimum engagement distance.",
  },
  { id: "support", term: "Support (LMG)", definition: "A light machine gun, often fed by a large box magazine, that pins the enemy down with sustained fire." },
  // Inside a replica
  { id: "gearbox", term: "Gearbox", definition: "The mechanical box of an AEG holding the gears, piston, cylinder and spring. The heart of the replica." },
  {
    id: "cylinder",
    term: "Cylinder",
    definition: "The tube in which the piston compresses the air that pushes the BB. Its volume should match the barrel length.",
  },
  {
    id: "piston",
    term: "Piston",
    definition: "The part the spring drives into the cylinder to push the air out. Its teeth wear quickly with springs that are too stiff.",
  },
  {
    id: "nozzle",
    term: "Nozzle",
    definition: "Pushes the BB from the magazine into the hop-up chamber and carries the air to it. A badly fitted nozzle loses power.",
  },
  {
    id: "m-spring",
    term: "Spring (M100, M120...)",
    definition: "The main spring, which sets the replica's power. The number roughly gives the FPS (M120 ≈ 400 fps); always check at the chrono.",
  },
  {
    id: "inner-barrel",
    term: "Inner barrel",
    definition: "The precision brass or steel tube the BB travels through. Its length and quality affect range and consistency.",
  },
  {
    id: "tightbore",
    term: "Tightbore",
    definition: "An inner barrel with a very narrow bore (6.01 to 6.03 mm) that improves consistency and slightly raises the BB's speed.",
  },
  { id: "hop-up", term: "Hop-up", definition: "Gives the BB backspin (the Magnus effect) so it flies further without dropping. Adjusted to the BB weight." },
  {
    id: "bucking",
    term: "Bucking",
    definition: "The rubber seal at the start of the barrel that holds the BB and gives it spin. Its hardness suits the power and the weather.",
  },
  { id: "nub", term: "Nub", definition: "A small part that presses on the bucking to set how hard it grips the BB." },
  {
    id: "mosfet",
    term: "MOSFET",
    definition: "An electronic switch between trigger and motor: it protects the contacts, sharpens trigger response and sometimes adds burst mode.",
  },
  { id: "upgrade", term: "Upgrade", definition: "A better part replacing a stock one, or fitting it. A power upgrade must stay within the field's limits." },
  // Power and shooting
  { id: "bb", term: "BB", definition: "The 6 mm plastic projectile, from 0.12 to 0.48 g. Heavier BBs fly more steadily and resist wind better." },
  { id: "bio-bb", term: "Bio BB", definition: "A biodegradable BB, required on most outdoor fields so as not to pollute the ground." },
  {
    id: "tracer",
    term: "Tracer BB",
    definition: "A glow-in-the-dark BB that a tracer unit lights up at the muzzle, so its flight can be followed in the dark.",
  },
  {
    id: "fps",
    term: "FPS",
    definition: "Feet Per Second: the BB's speed measured at the chrono. Without the BB weight (usually 0.20 g) the figure means nothing.",
  },
  {
    id: "joule",
    term: "Joule",
    definition: "The unit of the BB's energy at the muzzle. Rules set limits in joules because energy does not depend on the BB weight used.",
  },
  {
    id: "chrono",
    term: "Chrono",
    definition: "A device that measures BB speed. Chronographing before the game checks that every replica stays within the power limits.",
  },
  { id: "rof", term: "Rate of fire (ROF)", definition: "How many BBs a replica fires per second on full auto. Some fields limit it, especially in CQB." },
  { id: "semi", term: "Semi-auto", definition: "One BB per trigger pull. Required for DMRs and often indoors." },
  { id: "full-auto", term: "Full auto", definition: "Continuous fire for as long as the trigger is held. Banned on some fields or at close range." },
  { id: "burst", term: "Burst", definition: "A short volley of a fixed number of BBs (often three) per trigger pull." },
  // Magazines and grenades
  { id: "hi-cap", term: "Hi-cap magazine", definition: "A high-capacity magazine (300 BBs or more) wound with a wheel. Sometimes banned in milsim." },
  { id: "mid-cap", term: "Mid-cap magazine", definition: "A spring-fed magazine of about 100 to 200 BBs with no winding: the most common compromise." },
  { id: "low-cap", term: "Low-cap (real-cap) magazine", definition: "A low-capacity magazine close to a real one (about 30 BBs), favoured for realism." },
  {
    id: "smoke-grenade",
    term: "Smoke grenade",
    definition: "A grenade that gives off smoke to hide a movement. Its use depends on the field's rules and the fire risk.",
  },
  {
    id: "impact-grenade",
    term: "Impact grenade",
    definition: "A grenade that goes off when it hits the ground, with BBs or gas. Players within its radius are hit.",
  },
  // Game formats
  { id: "field", term: "Field", definition: "Where games are played: woods, wasteland, a disused building or a purpose-built site, each with its own rules." },
  { id: "cqb", term: "CQB", definition: "Close Quarters Battle: short-range play indoors or in a village. Lower power (often 1 J) and more protection." },
  {
    id: "dominicale",
    term: "Dominicale",
    definition: "French for an open Sunday (or weekend) game on a field, played as a series of short scenarios. The usual way to start.",
  },
  { id: "op", term: "OP", definition: "Operation: a long scripted game, often over one or several days, with objectives, sides and a chain of command." },
  { id: "milsim", term: "Milsim", definition: "Military simulation: a format focused on realism (limited ammunition, logistics, orders, long duration)." },
  { id: "speedsoft", term: "Speedsoft", definition: "A fast, sporty style in light clothing that favours movement and pace of play over realism." },
  { id: "orga", term: "Orga", definition: "The organizer or organizing team of a game: they write the scenario, set the rules and referee." },
  { id: "paf", term: "PAF", definition: "French for the players' share of costs: the fee that covers the field, insurance and organization." },
  { id: "pnj", term: "NPC", definition: "Non-player character: a role played by the organizers in an OP or milsim (civilian, informant, hostage...)." },
  // Rules and fair play
  {
    id: "hit-call",
    term: "Hit call",
    definition: 'A player hit anywhere (their replica included) raises a hand and shouts "hit!". Fair play rests on this call.',
  },
  { id: "dead-rag", term: "Dead rag", definition: "A red cloth or armband a hit player shows to signal they are out of the game while leaving the area." },
  { id: "respawn", term: "Respawn", definition: "A hit player's return to the game, after a set time or through a respawn point." },
  { id: "medic", term: "Medic", definition: 'A player, or a rule, that can "heal" a hit player so they return to the game without going back to respawn.' },
  {
    id: "med",
    term: "Minimum engagement distance (MED)",
    definition: "The distance under which a powerful replica (DMR, sniper) may not be fired. It depends on the replica's energy.",
  },
  {
    id: "bang-rule",
    term: "Surrender rule (bang rule)",
    definition: 'At very close range, you offer the opponent the chance to surrender ("surrender!" or "bang!") instead of shooting. Practice varies by field.',
  },
  { id: "friendly-fire", term: "Friendly fire", definition: "A BB received from a teammate. It counts as a hit." },
  {
    id: "blind-fire",
    term: "Blind fire",
    definition: "Shooting without aiming, the replica held over or around cover. Banned on most fields because you cannot see whom you hit.",
  },
  {
    id: "safe-zone",
    term: "Safe zone",
    definition: "An out-of-game rest area where protection comes off. Replicas there are unloaded, on safe and never fired.",
  },
  // Protection and gear
  { id: "goggles", term: "Goggles", definition: "Eye protection, compulsory and never removed during play. They must withstand BB impacts." },
  {
    id: "mesh",
    term: "Mesh",
    definition: "Metal-grid protection that does not fog. Accepted for the lower face, often refused for the eyes since fragments can get through.",
  },
  { id: "lower-face", term: "Lower face protection", definition: "A mask that protects teeth and mouth. Compulsory for minors and in CQB on many fields." },
  { id: "plate-carrier", term: "Plate carrier", definition: "A vest that carries plates, with magazines and kit attached through MOLLE webbing." },
  { id: "chest-rig", term: "Chest rig", definition: "A light chest harness for magazines and accessories, cooler than a vest." },
  { id: "ghillie", term: "Ghillie", definition: "A camouflage suit covered in strips of fabric or vegetation, favoured by snipers." },
  { id: "red-dot", term: "Red dot", definition: "A non-magnifying sight that projects a lit dot for fast aiming with both eyes open." },
  {
    id: "radio-ptt",
    term: "Radio / PTT",
    definition: "A walkie-talkie used in game. The PTT (Push To Talk) is the button, often remote, that starts transmitting.",
  },
  { id: "comms", term: "Comms", definition: "A team's communications: the radio kit, the frequencies and the discipline of speaking on the channel." },
  // Batteries
  {
    id: "lipo",
    term: "LiPo",
    definition:
      "Lithium-polymer battery, light and punchy, 3.7 V per cell (7.4 V for 2S, 11.1 V for 3S). Charge it on a balance charger and store it half charged.",
  },
  { id: "nimh", term: "NiMH", definition: "Nickel-metal hydride battery, heavier and less punchy than a LiPo but more forgiving. Long supplied with AEGs." },
];
