import type { FieldKind, PlaceService } from "@escouade/contracts/places";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { game, registration, shop, shopClaim, shopFollow, shopOwner, shopPost, shopReview, shopVisit } from "../db/schema/index.ts";

type Players = Record<string, string>;

interface DemoPlace {
  name: string;
  owners: string[];
  fieldKind?: FieldKind;
  services: PlaceService[];
  description?: string;
  rules?: string;
  followers: string[];
  news?: [by: string, text: string][];
  /** Players who marked the shop as visited (a field's reviewers were checked in at a game there). */
  visitors?: string[];
  reviews?: { by: string; rating: number; comment: string; answer?: string }[];
  /** The games held there are "official": the field's owners vouch for them. */
  official?: true;
}

const DAY = 24 * 3600 * 1000;

const PLACES: DemoPlace[] = [
  {
    name: "Terrain du Fort de Bron",
    owners: ["Ghost", "Kodiak"],
    fieldKind: "mixed",
    services: ["rental", "chrono", "parking", "food"],
    description:
      "Huit hectares de bois et les casemates du fort, entretenus par l'association depuis 2012. Dominicales chaque mois, opérations de nuit deux fois par an. Location de répliques et de masques sur réservation, chrono obligatoire à l'entrée.",
    rules:
      "Lunettes homologuées et protection du bas du visage obligatoires. Limites : AEG 1,2 J, DMR 1,9 J avec 20 m d'engagement, sniper 2,2 J avec 30 m. Pas de rafale en intérieur. Billes bio uniquement. Pas de pyrotechnie artisanale.",
    followers: ["Sentinelle", "Nordwind", "Viper"],
    news: [["Ghost", "Le nouveau bunker du secteur nord est terminé : il sera ouvert dès la prochaine dominicale. Merci aux bénévoles du chantier !"]],
    official: true,
  },
  {
    name: "Domaine des Pins",
    owners: ["Sentinelle"],
    fieldKind: "woods",
    services: ["rental", "parking", "food", "showers"],
    description: "Forêt de pins à dix minutes de Bordeaux, avec un village de palettes et une tranchée. Douches chaudes et buvette sur place.",
    rules:
      "Lunettes homologuées obligatoires, bas de visage obligatoire pour les mineurs. Pas de tir à moins de 5 m : on propose la reddition. Billes bio uniquement.",
    followers: ["Ghost", "Brumaire"],
    reviews: [
      { by: "Brumaire", rating: 5, comment: "Terrain varié et bien entretenu, les douches après la partie sont un vrai plus." },
      {
        by: "Viper",
        rating: 4,
        comment: "Très bon terrain, un peu d'attente au chrono le matin.",
        answer: "Merci Viper ! Nous ouvrons un deuxième poste de chrono dès le mois prochain.",
      },
    ],
  },
  {
    name: "Tactical Lyon",
    owners: ["Viper"],
    services: ["repair", "chrono", "shop"],
    followers: ["Ghost", "Nordwind"],
    news: [["Viper", "Arrivage de répliques GBB et de billes bio 0,28 g ce samedi. Atelier hop-up ouvert sans rendez-vous l'après-midi."]],
    visitors: ["Nordwind", "Halcon"],
    reviews: [{ by: "Nordwind", rating: 4, comment: "Bon conseil pour choisir ma première DMR, réglage au chrono offert." }],
  },
];

/**
 * Places run by their owners (docs/product.md §7): games are linked to the known field at their
 * address, owners keep a few pages, players follow and review them; one claim waits for the moderators.
 */
export async function seedDemoPlaces(tx: Tx, players: Players) {
  // A game held at a known field's address is that field's.
  await tx.execute(
    sql`update ${game} set shop_id = ${shop.id} from ${shop} where ${shop.type} = 'field' and ${shop.status} = 'approved' and ${shop.street} = ${game.street} and ${shop.postalCode} = ${game.postalCode}`,
  );
  for (const place of PLACES) {
    const [row] = await tx.select({ id: shop.id, type: shop.type }).from(shop).where(eq(shop.name, place.name));
    if (!row) throw new Error(`no demo place named ${place.name}`);
    await tx
      .update(shop)
      .set({
        services: place.services,
        fieldKind: place.fieldKind ?? null,
        rules: place.rules ?? "",
        ...(place.description ? { description: place.description } : {}),
      })
      .where(eq(shop.id, row.id));
    await tx.insert(shopOwner).values(place.owners.map((username) => ({ shopId: row.id, userId: players[username]! })));
    await tx.insert(shopFollow).values(place.followers.map((username) => ({ shopId: row.id, userId: players[username]! })));
    if (place.official) await tx.update(game).set({ official: true }).where(eq(game.shopId, row.id));
    for (const [by, text] of place.news ?? [])
      await tx.insert(shopPost).values({ shopId: row.id, authorId: players[by]!, text, createdAt: new Date(Date.now() - 2 * DAY) });
    if (place.visitors) await tx.insert(shopVisit).values(place.visitors.map((username) => ({ shopId: row.id, userId: players[username]! })));
    if (row.type === "field" && place.reviews) {
      // A field's reviewers were let in at a game there: their tickets were checked at the gate.
      const played = await tx
        .select({ id: game.id, startsAt: game.startsAt })
        .from(game)
        .where(and(eq(game.shopId, row.id), sql`${game.endsAt} < now()`));
      const gameIds = played.map((g) => g.id);
      if (gameIds.length > 0) {
        await tx
          .update(registration)
          .set({ checkedInAt: sql`(select ${game.startsAt} from ${game} where ${game.id} = ${registration.gameId})` })
          .where(and(inArray(registration.gameId, gameIds), eq(registration.status, "confirmed")));
      }
    }
    for (const review of place.reviews ?? []) {
      const at = new Date(Date.now() - 10 * DAY);
      await tx.insert(shopReview).values({
        shopId: row.id,
        authorId: players[review.by]!,
        rating: review.rating,
        comment: review.comment,
        createdAt: at,
        updatedAt: at,
        ...(review.answer ? { answer: review.answer, answeredBy: players[place.owners[0]!]!, answeredAt: new Date(at.getTime() + DAY) } : {}),
      });
    }
  }
  const [collserola] = await tx.select({ id: shop.id }).from(shop).where(eq(shop.name, "Camp Collserola"));
  await tx.insert(shopClaim).values({
    shopId: collserola!.id,
    userId: players.Halcon!,
    message: "Soy el presidente de la asociación que gestiona el campo de Collserola desde 2018.",
    proofKind: "email",
    proof: "presidente@campcollserola.example",
  });
  return PLACES.length;
}
