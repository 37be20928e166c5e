import type { CountryCode } from "@escouade/contracts/countries";
import type { ShopType } from "@escouade/contracts/shops";
import type { Tx } from "../db/client.ts";
import { shop } from "../db/schema/index.ts";

/** [type, name, street, postal code, city, country, latitude, longitude, opening hours, description] — invented names, real places. */
type DemoShop = [ShopType, string, string, string, string, CountryCode, number, number, string, string];

const SHOPS: DemoShop[] = [
  ["physical", "Tactical Lyon", "12 rue de la Part-Dieu", "69003", "Lyon", "fr", 45.7605, 4.8526, "Mar.–sam. 10h–19h", "Répliques AEG et GBB, atelier de réglage hop-up, billes bio et gaz en stock."],
  ["field", "Terrain du Fort de Bron", "Chemin du Fort", "69500", "Bron", "fr", 45.7335, 4.9185, "Dim. 8h30–17h", "Forêt et bâtiments autour du fort, dominicales chaque semaine, location de matériel."],
  ["workshop", "Atelier Gearbox 69", "5 rue Paul Bert", "69100", "Villeurbanne", "fr", 45.7667, 4.8797, "Sur rendez-vous", "Révision de gearbox, upgrade HPA, réglage au chrono."],
  ["physical", "Airsoft Paris Bastille", "48 rue de la Roquette", "75011", "Paris", "fr", 48.8553, 2.3745, "Lun.–sam. 10h30–19h30", "Boutique historique : répliques, protections, tenues et conseils pour débutants."],
  ["field", "Zone 77 CQB", "Zone d'activités des Prés", "77100", "Meaux", "fr", 48.9601, 2.8788, "Sam.–dim. 9h–18h", "Entrepôt de 3 000 m² aménagé pour le CQB, sessions de nuit le samedi."],
  ["online", "BB Factory", "", "", "Lille", "fr", 50.6292, 3.0573, "Livraison en 48 h", "Billes bio, traçantes et consommables, expédiés partout en Europe."],
  ["field", "Bois des Hurlus", "Route de Comines", "59250", "Halluin", "fr", 50.7833, 3.1264, "Dim. 9h–17h", "Terrain boisé avec tranchées et village reconstitué, opérations mensuelles."],
  ["physical", "Gironde Airsoft Shop", "21 cours de l'Yser", "33800", "Bordeaux", "fr", 44.8261, -0.5685, "Mar.–sam. 10h–19h", "Répliques, atelier et point de rencontre des équipes girondines."],
  ["field", "Domaine des Pins", "Allée des Résiniers", "33700", "Mérignac", "fr", 44.824, -0.701, "Dim. 8h30–16h", "Forêt de pins, zone CQB en palettes, buvette sur place."],
  ["physical", "Massilia Tactical", "77 boulevard Baille", "13005", "Marseille", "fr", 43.2888, 5.3912, "Mar.–sam. 10h–19h", "Spécialiste GBB et HPA, stand de tir au chrono dans la boutique."],
  ["field", "Garrigue Ops", "Chemin de la Sainte-Baume", "13400", "Aubagne", "fr", 43.305, 5.608, "Dim. 8h–17h", "Grand terrain de garrigue pour les opérations et le milsim."],
  ["physical", "Airsoft Toulouse Minimes", "3 avenue des Minimes", "31200", "Toulouse", "fr", 43.6195, 1.4351, "Mar.–sam. 10h–19h", "Répliques, tenues, réparation express."],
  ["workshop", "Tech Airsoft Nantes", "14 rue de Strasbourg", "44000", "Nantes", "fr", 47.2167, -1.5507, "Mer.–sam. 14h–19h", "Réparations, upgrades et réglages de précision pour DMR et snipers."],
  ["field", "Terrain de la Chézine", "Chemin de la Chézine", "44800", "Saint-Herblain", "fr", 47.2236, -1.6503, "Dim. 9h–17h", "Bois et ruines, dominicales accessibles aux débutants."],
  ["physical", "Alsace Airsoft", "9 rue du Jeu-des-Enfants", "67000", "Strasbourg", "fr", 48.5843, 7.7438, "Mar.–sam. 10h–18h30", "Répliques et protections, clientèle franco-allemande."],
  ["field", "Fort de Mutzig Airsoft", "Route du Fort", "67190", "Mutzig", "fr", 48.5366, 7.4566, "Un dimanche sur deux", "Parties dans les galeries d'un fort historique (lampes obligatoires)."],
  ["physical", "Rennes Tactical Store", "2 boulevard de la Tour d'Auvergne", "35000", "Rennes", "fr", 48.1079, -1.6856, "Mar.–sam. 10h–19h", "Boutique et salle de réglage, ateliers débutants le samedi."],
  ["online", "Patchs & Co", "", "", "Montpellier", "fr", 43.6108, 3.8767, "Livraison en 72 h", "Écussons, drapeaux d'équipe et brassards personnalisés."],
  ["field", "Airsoft Tournai Arena", "Chaussée de Lille", "7500", "Tournai", "be", 50.6056, 3.3878, "Sam.–dim. 9h–18h", "Terrain mixte CQB et forêt à la frontière franco-belge."],
  ["physical", "Brussels Airsoft Center", "Rue de la Loi 150", "1040", "Bruxelles", "be", 50.8439, 4.3855, "Lun.–sam. 10h–18h", "Grand choix de répliques et d'équipements, conseils en français et en néerlandais."],
  ["field", "Schwarzwald Airsoft Gelände", "Waldweg 3", "79100", "Freiburg im Breisgau", "de", 47.9759, 7.8305, "So. 9–17 Uhr", "Waldgelände mit Bunkeranlage, regelmäßige Spiele auf Deutsch und Französisch."],
  ["physical", "Airsoft Genève", "Rue de Carouge 60", "1205", "Genève", "ch", 46.1948, 6.1425, "Mar.–sam. 10h–18h30", "Répliques conformes à la législation suisse, atelier."],
  ["field", "Camp Collserola", "Carretera de la Rabassada", "08195", "Sant Cugat del Vallès", "es", 41.4536, 2.0806, "Dom. 9–17 h", "Campo de bosque con zona urbana, partidas dominicales en español y francés."],
];

/** Approved shops and fields across France and its neighbours, for the map and the shop search. */
export async function seedDemoShops(tx: Tx) {
  await tx.insert(shop).values(
    SHOPS.map(([type, name, street, postalCode, city, country, latitude, longitude, openingHours, description]) => ({
      type, name, street, postalCode, city, country, latitude, longitude, openingHours, description, status: "approved" as const,
      website: type === "online" ? `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example` : "",
    })),
  );
  return SHOPS.length;
}
