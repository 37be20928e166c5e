import type { MemberState } from "@escouade/contracts/messages";
import type { Tx } from "../db/client.ts";
import { conversation, conversationMember, message } from "../db/schema/index.ts";
import { directKeyOf } from "../modules/messages/service.ts";
import type { DemoUsername } from "./demo-games.ts";

interface DemoConversation {
  between: [DemoUsername, DemoUsername];
  /** The second player's place: friends talk in the inbox, a stranger's first message waits in requests. */
  secondState: MemberState;
  /** [author index 0 or 1, text, minutes ago]; the second player has read up to `readBySecond` lines. */
  lines: [0 | 1, string, number][];
  readBySecond: number;
}

/** Direct conversations of the demo players (issue 14): one with unread lines for Ghost, one request. */
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

export async function seedDemoMessages(tx: Tx, players: Record<DemoUsername, string>) {
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
      .values(demo.lines.map(([author, body, minutesAgo]) => ({ conversationId: row!.id, senderId: author === 0 ? first : second, clientId: crypto.randomUUID(), body, createdAt: at(minutesAgo) })))
      .returning({ id: message.id, senderId: message.senderId });
    const lastBy = (userId: string) => Math.max(0, ...inserted.filter((m) => m.senderId === userId).map((m) => m.id));
    await tx.insert(conversationMember).values([
      { conversationId: row!.id, userId: first, state: "active", lastReadId: inserted.at(-1)!.id },
      { conversationId: row!.id, userId: second, state: demo.secondState, lastReadId: Math.max(lastBy(second), inserted[demo.readBySecond - 1]?.id ?? 0) },
    ]);
  }
}
