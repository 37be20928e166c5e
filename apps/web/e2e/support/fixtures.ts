import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import postgres from "postgres";
import { STATE_FILE, type E2eState } from "./state.ts";

const state = () => JSON.parse(readFileSync(STATE_FILE, "utf8")) as E2eState;
const mailApi = () => state().mailApi;

export const PASSWORD = "Tir-groupe-2025";

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@escouade.test`;
}

export function uniqueUsername(label: string) {
  return `${label}${Math.random().toString(36).slice(2, 8)}`;
}

/** Waits for the newest mail to `to` (after `after` mails) at the real SMTP sink and returns its code. */
export async function readCode(to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailApi()}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Array<{ text: string }>;
        code = mails.length > after ? mails[mails.length - 1]!.text.match(/\b(\d{6})\b/)?.[1] : undefined;
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Every mail the real SMTP sink holds for `to`, oldest first. */
export async function mailsTo(to: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await fetch(`${mailApi()}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Array<{ subject: string; text: string }>;
}

export async function mailCount(to: string): Promise<number> {
  const res = await fetch(`${mailApi()}/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as unknown[]).length;
}

/**
 * A client address of its own for each simulated person: the server trusts X-Forwarded-For in
 * the e2e stack (TRUST_PROXY), so the per-address sign-up limit applies per person, as in life.
 */
export function randomClientAddress() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

const addresses = new WeakMap<APIRequestContext, string>();
/** The same person keeps the same address across their calls. */
function clientAddress(request: APIRequestContext) {
  let address = addresses.get(request);
  if (!address) {
    address = randomClientAddress();
    addresses.set(request, address);
  }
  return address;
}

/** Creates an account through the auth API in the page's browser context (the cookie lands there). */
/**
 * Signs up, then in with the password (sign-up itself signs no one in, so that it answers alike
 * for an address that has an account): an unverified session, as someone who came back has.
 */
export async function signUpByApi(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { origin: baseURL, "x-forwarded-for": clientAddress(request) };
  const res = await request.post("/api/auth/sign-up/email", { data: { email, password: PASSWORD, name: email.split("@")[0], lang: "fr" }, headers });
  expect(res.ok()).toBeTruthy();
  const signIn = await request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
}

export async function verifyByApi(request: APIRequestContext, baseURL: string, email: string) {
  const otp = await readCode(email);
  const res = await request.post("/api/auth/email-otp/verify-email", {
    data: { email, otp },
    headers: { origin: baseURL, "x-forwarded-for": clientAddress(request) },
  });
  expect(res.ok()).toBeTruthy();
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

/** Completes onboarding through the real tRPC endpoint (superjson body), as the form would; the real name may be given. */
export async function onboardByApi(request: APIRequestContext, baseURL: string, username: string, realName = { firstName: "Alex", lastName: "Morel" }) {
  const res = await request.post("/trpc/profiles.completeOnboarding", {
    data: {
      json: {
        username,
        ...realName,
        phone: "+33 6 98 76 54 32",
        birthDate: "1990-03-21",
        country: "fr",
        city: "Nantes",
        postalCode: "44000",
        languages: ["fr"],
        termsAccepted: true,
      },
    },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
}

/** A signed-in, verified, onboarded player in its own request context (its own cookies). */
export async function onboardedPlayer(request: APIRequestContext, baseURL: string, label: string) {
  const email = uniqueEmail(label);
  await signUpByApi(request, baseURL, email);
  await verifyByApi(request, baseURL, email);
  await onboardByApi(request, baseURL, uniqueUsername(label));
  return email;
}

const DAY = 24 * 3600 * 1000;

/** Publishes a game through tRPC (superjson: the dates travel with their type). */
export async function createGameByApi(request: APIRequestContext, baseURL: string, overrides: Record<string, unknown> = {}) {
  const startsAt = new Date(Date.now() + 5 * DAY);
  const input = {
    title: `Opération ${Math.random().toString(36).slice(2, 7)}`,
    description: "Une opération de jour en forêt, deux camps, objectifs tournants.",
    rules: "Semi-automatique en intérieur, distance minimale 10 m pour les DMR.",
    type: "operation",
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 8 * 3600 * 1000).toISOString(),
    maxPlayers: 20,
    priceCents: 1500,
    address: { street: "Chemin des Bois", city: "Lyon", postalCode: "69009", country: "fr", latitude: 45.764, longitude: 4.8357 },
    visibility: "public",
    languages: ["fr"],
    protections: ["eyes"],
    equipment: ["aeg"],
    pyrotechnics: ["smoke"],
    facilities: ["parking"],
    powerLimits: { aeg: { min: 0, max: 350 }, dmr: { min: 350, max: 450 }, semi: { min: 0, max: 400 }, auto: { min: 0, max: 350 } },
    paymentUrl: "",
    coverImageKey: null,
    photoKeys: [],
    termsAccepted: true,
    ...overrides,
  };
  const res = await request.post("/trpc/games.createGame", {
    data: { json: input, meta: { values: { startsAt: ["Date"], endsAt: ["Date"] } } },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { result: { data: { json: { id: number; seriesId: number | null } } } };
  return { id: body.result.data.json.id, seriesId: body.result.data.json.seriesId, title: input.title as string };
}

/** Registers for a game through tRPC; a private one needs its link's token. */
export async function registerByApi(request: APIRequestContext, baseURL: string, gameId: number, shareToken?: string) {
  const res = await request.post("/trpc/registrations.registerForGame", {
    data: { json: { gameId, shareToken, replicas: [{ powerClass: "aeg", fps: 320, name: "" }], rulesAccepted: true, rulesVersion: 1 } },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The signed-in user's id, read from the session of the request context (its cookies). */
export async function userIdOf(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/auth/get-session");
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** A friendship action towards `userId` through tRPC, as the profile buttons would. */
export async function friendActionByApi(
  request: APIRequestContext,
  baseURL: string,
  action: "sendFriendRequest" | "acceptFriendRequest" | "pingFriend",
  userId: string,
) {
  const res = await request.post(`/trpc/friends.${action}`, { data: { json: { userId } }, headers: { origin: baseURL } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Gives an account a site role ("moderator", "admin"): only an admin could, so the test writes it. */
export async function setSiteRole(email: string, role: string) {
  const sql = postgres(state().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`update "user" set role = ${role} where email = ${email} returning id`;
    expect(rows).toHaveLength(1);
  } finally {
    await sql.end();
  }
}

/** A background job that failed its last of nine attempts, as pg-boss leaves one in its table (docs/decisions/033). */
export async function insertFailedJob(queue: string, message: string) {
  const sql = postgres(state().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`insert into pgboss.job (name, data, state, retry_count, retry_limit, output, started_on, completed_on)
      values (${queue}, ${sql.json({})}, 'failed', 8, 8, ${sql.json({ message })}, now(), now())`;
  } finally {
    await sql.end();
  }
}

/** An onboarded player whose name and id the test needs (to find them on screen, to reach them). */
export async function onboardedAccount(request: APIRequestContext, baseURL: string, label: string) {
  const email = uniqueEmail(label);
  const username = uniqueUsername(label);
  await signUpByApi(request, baseURL, email);
  await verifyByApi(request, baseURL, email);
  await onboardByApi(request, baseURL, username);
  return { email, username, userId: await userIdOf(request) };
}

/**
 * Another person's browser, the same kind of device as the test's project, on a connection of its
 * own; the page is signed in as a new onboarded player.
 */
export async function otherPersonPage(browser: Browser, testInfo: TestInfo, baseURL: string, label: string) {
  const { viewport, isMobile, hasTouch, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale: locale ?? "fr-FR", serviceWorkers: "block" });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomClientAddress() });
  const page = await context.newPage();
  return { context, page, ...(await onboardedAccount(page.request, baseURL, label)) };
}

/**
 * Resolves once the page's live stream (GET /live) is open: its positions are fixed when it
 * answers, so whatever happens afterwards reaches the page. Call before the navigation that opens it.
 */
export function liveStreamOpened(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/live" && response.status() === 200);
}

export async function trpcMutation<T>(request: APIRequestContext, baseURL: string, path: string, input: unknown): Promise<T> {
  const res = await request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** The direct conversation with `userId` (made on first use), as the "Message" button opens it. */
export async function openConversationByApi(request: APIRequestContext, baseURL: string, userId: string): Promise<number> {
  return (await trpcMutation<{ conversationId: number }>(request, baseURL, "messages.openDirectConversation", { userId })).conversationId;
}

/** Sends a message as the composer does (a fresh client id); returns its id. */
export async function sendMessageByApi(request: APIRequestContext, baseURL: string, conversationId: number, body: string): Promise<number> {
  return (await trpcMutation<{ id: number }>(request, baseURL, "messages.sendMessage", { conversationId, clientId: crypto.randomUUID(), body })).id;
}

/** The bodies of a conversation's latest messages, oldest first, as the account of `request` may read them. */
export async function messageBodiesByApi(request: APIRequestContext, conversationId: number): Promise<string[]> {
  const input = encodeURIComponent(JSON.stringify({ json: { conversationId } }));
  const res = await request.get(`/trpc/messages.getMessages?input=${input}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  const page = (await res.json()) as { result: { data: { json: { items: Array<{ body: string }> } } } };
  return page.result.data.json.items.map((item) => item.body).reverse();
}

/** Founds a team (in Nantes, where the fixtures onboard everyone) through tRPC; its leader is the account of `request`. */
export async function createTeamByApi(request: APIRequestContext, baseURL: string, overrides: Record<string, unknown> = {}) {
  const input = {
    name: `Faucons ${Math.random().toString(36).slice(2, 7)}`,
    city: "Nantes",
    postalCode: "44000",
    country: "fr",
    languages: ["fr"],
    ...overrides,
  };
  const team = await trpcMutation<{ id: string; slug: string }>(request, baseURL, "teams.createTeam", input);
  return { ...team, name: input.name as string };
}

/** A leader invites the player of `memberRequest`, who accepts: they are a member of the team. */
export async function joinTeamByApi(leaderRequest: APIRequestContext, memberRequest: APIRequestContext, baseURL: string, teamId: string) {
  const invitation = await trpcMutation<{ id: string }>(leaderRequest, baseURL, "teams.inviteToTeam", { teamId, userId: await userIdOf(memberRequest) });
  await trpcMutation(memberRequest, baseURL, "teams.acceptInvitation", { invitationId: invitation.id });
}

/** Opens the notifications panel: from the bell on a desktop, through the menu on a phone. */
export async function openNotificationPanel(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: /^Notifications/ })
      .click();
  } else {
    await page.getByRole("button", { name: /^Notifications/ }).click();
  }
  return page.getByRole("dialog", { name: "Notifications" });
}
