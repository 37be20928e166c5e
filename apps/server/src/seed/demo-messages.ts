import type { MemberState } from "@escouade/contracts/messages";
import type { Tx } from "../db/client.ts";
import { and, eq } from "drizzle-orm";
import { conversation, conversationMember, game, member, message, organization, registration } from "../db/schema/index.ts";
import { directKeyOf } from "../modules/messages/service.ts";
import type { DemoUsername } from "./demo-game-types.ts";

interface DemoConversation {
  between: [DemoUsername, DemoUsername];
  /** The second player's place: friends talk in the inbox, a stranger's first message waits in requests. */
  secondState: MemberState;
  /** [author index 0 or 1, text, minutes ago]; the second player has read up to `readBySecond` lines. */
  lines: [0 | 1, string, number][];
  readBySecond: number;
}

/** Direct conversations of the demo players (docs/product.md §6): one with unread lines for Ghost, one request. */
const CONVERSATIONS: DemoConversation[] = [
  {
    between: ["Viper", "Ghost"],
    secondState: "active",
    lines: [
      [0, "Salut ! Tu viens à la dominicale de la Chézine dimanche ?", 180],
      [1, "Oui, je m'inscris ce soir. Tu fais du covoit depuis Nantes ?", 170],
      [0, "J'ai deux places, départ 7 h 30 place du Commerce.", 60],
      [0, "Pense à ta protection faciale, c'est obligatoire là-bas.", 58],
    ],
    readBySecond: 2,
  },
  {
    between: ["Nordwind", "Ghost"],
    secondState: "active",
    lines: [
      [1, "Merci pour la partie de samedi, super organisation.", 2880],
      [0, "Danke ! À la prochaine, on prévoit une nocturne en mars.", 2870],
    ],
    readBySecond: 2,
  },
  {
    between: ["Halcon", "Ghost"],
    secondState: "request",
    lines: [[0, "Hola Ghost, je cherche une équipe pour le milsim de juin, vous recrutez ?", 30]],
    readBySecond: 0,
  },
];

interface DemoChannel {
  of: { team: string } | { game: string };
  /** [author, text, minutes ago] */
  lines: [DemoUsername | string, string, number][];
  /** Who has not read the last lines yet, and how many they have not read. */
  unreadBy: Partial<Record<DemoUsername, number>>;
}

/** A team's channel and a game's channel with its organizer's announcement; Ghost has some unread. */
const CHANNELS: DemoChannel[] = [
  {
    of: { team: "Les Loups du Rhône" },
    lines: [
      ["Kodiak", "Entraînement CQB jeudi 19 h à l'Entrepôt 47, qui vient ?", 2900],
      ["Faucon", "Présent, je ramène les fumigènes.", 2880],
      ["Ghost", "Je réserve six places, on se retrouve sur le parking à 18 h 45.", 2860],
      ["Kodiak", "Pensez à régler la cotisation 2027 avant la fin du mois, le lien HelloAsso est dans le groupe.", 95],
    ],
    unreadBy: { Ghost: 1 },
  },
  {
    of: { game: "Opération Brume du Nord" },
    lines: [
      ["Viper", "Changement de point de rendez-vous : parking du Héron (chemin du Héron), accueil à 8 h. Le portail nord est fermé pour travaux.", 240],
      ["Nordwind", "Bien noté, merci ! Il reste de la place pour se garer avec une remorque ?", 200],
      ["Viper", "Oui, au fond du parking, côté prairie.", 190],
    ],
    unreadBy: { Ghost: 3 },
  },
];

export async function seedDemoMessages(tx: Tx, players: Record<DemoUsername, string>) {
  await seedDirectConversations(tx, players);
  await seedChannels(tx, players as Record<string, string>);
}

async function seedChannels(tx: Tx, players: Record<string, string>) {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  for (const demo of CHANNELS) {
    let owner: { kind: "team"; teamId: string } | { kind: "game"; gameId: number };
    let members: string[];
    if ("team" in demo.of) {
      const [team] = await tx.select({ id: organization.id }).from(organization).where(eq(organization.name, demo.of.team));
      owner = { kind: "team", teamId: team!.id };
      members = (await tx.select({ userId: member.userId }).from(member).where(eq(member.organizationId, team!.id))).map((m) => m.userId);
    } else {
      const [played] = await tx.select({ id: game.id, organizerId: game.organizerId }).from(game).where(eq(game.title, demo.of.game));
      owner = { kind: "game", gameId: played!.id };
      const confirmed = await tx
        .select({ userId: registration.userId })
        .from(registration)
        .where(and(eq(registration.gameId, played!.id), eq(registration.status, "confirmed")));
      members = [played!.organizerId!, ...confirmed.flatMap((r) => (r.userId ? [r.userId] : []))];
    }
    const [row] = await tx
      .insert(conversation)
      .values({ ...owner, createdAt: at(demo.lines[0]![2]), lastMessageAt: at(demo.lines.at(-1)![2]) })
      .returning({ id: conversation.id });
    const inserted = await tx
      .insert(message)
      .values(
        demo.lines.map(([author, body, minutesAgo]) => ({
          conversationId: row!.id,
          senderId: players[author]!,
          clientId: crypto.randomUUID(),
          body,
          createdAt: at(minutesAgo),
        })),
      )
      .returning({ id: message.id });
    const unreadOf = new Map(Object.entries(demo.unreadBy).map(([username, count]) => [players[username]!, count]));
    await tx.insert(conversationMember).values(
      members.map((userId) => ({
        conversationId: row!.id,
        userId,
        state: "active" as const,
        lastReadId: inserted[inserted.length - 1 - (unreadOf.get(userId) ?? 0)]?.id ?? 0,
      })),
    );
  }
}

async function seedDirectConversations(tx: Tx, players: Record<DemoUsername, string>) {
  for (const demo of CONVERSATIONS) {
    const [first, second] = demo.between.map((username) => players[username]) as [string, string];
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const lastAt = at(demo.lines.at(-1)![2]);
    const [row] = await tx
      .insert(conversation)
      .values({ kind: "direct", directKey: directKeyOf(first, second), createdAt: at(demo.lines[0]![2]), lastMessageAt: lastAt })
      .returning({ id: conversation.id });
    const inserted = await tx
      .insert(message)
      .values(
        demo.lines.map(([author, body, minutesAgo]) => ({
          conversationId: row!.id,
          senderId: author === 0 ? first : second,
          clientId: crypto.randomUUID(),
          body,
          createdAt: at(minutesAgo),
        })),
      )
      .returning({ id: message.id, senderId: message.senderId });
    const lastBy = (userId: string) => Math.max(0, ...inserted.filter((m) => m.senderId === userId).map((m) => m.id));
    await tx.insert(conversationMember).values([
      { conversationId: row!.id, userId: first, state: "active", lastReadId: inserted.at(-1)!.id },
      { conversationId: row!.id, userId: second, state: demo.secondState, lastReadId: Math.max(lastBy(second), inserted[demo.readBySecond - 1]?.id ?? 0) },
    ]);
  }
}
