import type { Page } from "@playwright/test";
import { liveStreamOpened } from "./fixtures.ts";
import { expect } from "./test.ts";

/*
 * What the messages journeys (e2e/messages-*.spec.ts) share. Messages (docs/product.md §6): conversations
 * between two players, a stranger's first message in the requests, the team's and the game's channels,
 * failed sends, reports. Every arrival is checked on a page that stays open (the tab's one live stream),
 * never after a reload.
 */

/** The app's words this journey looks for, in one place. */
export const COPY = {
  sending: "Envoi en cours…",
  notSent: "Message non envoyé.",
  offline: "Connexion impossible, vérifiez votre connexion internet",
  emptyInbox: /^Aucune conversation pour l'instant/,
  emptyThread: "Aucun message pour l'instant : écrivez le premier.",
  requestBanner: (name: string) => `${name} ne fait pas partie de vos amis et souhaite vous écrire.`,
  writeToParticipants: "Écrire aux participants",
  reported: "Merci ! Le message a été signalé aux modérateurs.",
  alreadyReported: "Vous avez déjà signalé ce contenu : les modérateurs l'examinent",
  reasonRequired: "Choisissez un motif",
};

export const composer = (page: Page) => page.getByRole("textbox", { name: "Votre message" });
export const thread = (page: Page) => page.getByRole("log", { name: "Messages de la conversation" });
export const conversationList = (page: Page) => page.getByRole("region", { name: "Messages", exact: true });

/** Sends what the composer holds as one would on this device: Enter on a computer, the button on a touch screen. */
export async function send(page: Page, isMobile: boolean, body: string) {
  await composer(page).fill(body);
  if (isMobile) await page.getByRole("button", { name: "Envoyer" }).click();
  else await composer(page).press("Enter");
  await expect(composer(page)).toHaveValue("");
  // Sent, not merely shown: the "sending" line is gone once the server has it.
  await expect(thread(page).getByText(body)).toBeVisible();
  await expect(thread(page).getByText(COPY.sending)).toHaveCount(0);
}

/**
 * The unread messages where they show without opening anything: the "Messages" entry of the
 * desktop header, the menu button on a phone (whose name may also count notifications).
 */
export async function expectUnreadMessages(page: Page, isMobile: boolean, count: number) {
  const words = count ? `[ ,]+${count} messages? non lus?` : "";
  if (isMobile) {
    const button = page.getByRole("banner").getByRole("button", { name: /^Ouvrir le menu/ });
    await expect(button).toHaveAccessibleName(new RegExp(`^Ouvrir le menu(?:[ ,]+\\d+ notifications? non lues?)?${words}$`));
  } else {
    const entry = page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: /^Messages/ });
    await expect(entry).toHaveAccessibleName(new RegExp(`^Messages${words}$`));
    if (count) await expect(entry.getByText(count > 9 ? "9+" : String(count), { exact: true })).toBeVisible();
    else await expect(entry.getByText(/^\d\+?$/)).toHaveCount(0);
  }
}

/** Opens /fr/messages and waits for its live stream: what is sent from now on reaches the page. */
export async function openMessages(page: Page) {
  const live = liveStreamOpened(page);
  await page.goto("/fr/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await live;
}

/** Marks the document, to tell later that what arrived came without a reload. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true));
}

export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
}

/** The other people's pages are not the test's context: their uncaught errors are collected here. */
export function collectErrors(...pages: Page[]) {
  const errors: string[] = [];
  for (const page of pages) page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
