import { transformer } from "@escouade/contracts/transformer";
import { CONTACT_RATE_LIMIT_PER_HOUR } from "@escouade/contracts/contact";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessage } from "../../db/schema/index.ts";
import { Client, createTestApp, uniqueEmail, uniqueIp, type TestApp } from "../../../test-support/app.ts";
import { startSmtpSink, type SmtpSink } from "../../../test-support/mail.ts";

const SUPPORT = "support-test@escouade.app";
let sink: SmtpSink;
let server: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await createTestApp({ smtpUrl: sink.smtpUrl, env: { SUPPORT_EMAIL: SUPPORT, TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await server?.close();
  await sink?.stop();
});

/** Sends the form as a visitor behind the given address (the proxy's X-Forwarded-For). */
async function send(input: Record<string, unknown>, ip = uniqueIp()) {
  const response = await new Client(server.app).request({
    method: "POST",
    url: "/trpc/contact.sendContactMessage",
    payload: transformer.serialize(input),
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
  });
  const body = JSON.parse(response.body) as { error?: { json: { data: { appCode: string; zodError?: { fieldErrors: Record<string, string[]> } } } } };
  return { status: response.statusCode, error: body.error?.json.data };
}

const contact = (email: string, overrides: Record<string, unknown> = {}) => ({
  kind: "contact",
  topic: "question",
  name: "Camille Martin",
  email,
  message: "Bonjour, comment inscrire toute mon équipe à une partie ?",
  website: "",
  ...overrides,
});

async function storedFor(email: string) {
  return server.database.db.select().from(contactMessage).where(eq(contactMessage.email, email));
}

describe("the contact and partner forms", () => {
  it("stores the message and e-mails it to support", async () => {
    const email = uniqueEmail("visitor");
    expect((await send(contact(email))).status).toBe(200);
    expect(await storedFor(email)).toMatchObject([{ kind: "contact", details: { topic: "question" } }]);
    const mail = await sink.waitForMail(SUPPORT, { subject: /Contact \(question\)/ });
    expect(mail.text).toContain(email);
    expect(mail.text).toContain("comment inscrire toute mon équipe");

    const partner = uniqueEmail("shop");
    const result = await send({
      kind: "partner",
      organization: "Airsoft Lyon Shop",
      partnerType: "shop",
      city: "Lyon",
      name: "Alex Dupont",
      email: partner,
      message: "Nous aimerions apparaître sur la carte des boutiques.",
      website: "",
    });
    expect(result.status).toBe(200);
    expect((await sink.waitForMail(SUPPORT, { subject: /Partenariat : Airsoft Lyon Shop/ })).text).toContain("partnerType: shop");
  });

  it("refuses bad input with a key per field and stores nothing", async () => {
    const email = uniqueEmail("bad");
    const empty = await send({ kind: "contact", topic: "question", name: "", email, message: "", website: "" });
    expect(empty.error?.appCode).toBe("VALIDATION_FAILED");
    expect(empty.error?.zodError?.fieldErrors).toMatchObject({ name: ["name_too_short"], message: ["text_too_short"] });
    const wrong = await send(contact("not-an-address", { topic: "pizza", message: "x".repeat(5001) }));
    expect(Object.keys(wrong.error?.zodError?.fieldErrors ?? {}).sort()).toEqual(["email", "message", "topic"]);
    expect((await send({ ...contact(email), name: 42 })).error?.zodError?.fieldErrors.name).toBeDefined();
    expect(await storedFor(email)).toHaveLength(0);
  });

  it("drops what a bot fills in the hidden field, quietly", async () => {
    const email = uniqueEmail("bot");
    expect((await send(contact(email, { website: "http://spam.example" }))).status).toBe(200);
    expect(await storedFor(email)).toHaveLength(0);
  });

  it("limits messages per sender address and per e-mail, per hour", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT_PER_HOUR; i++) expect((await send(contact(uniqueEmail("burst")), ip)).status).toBe(200);
    const refused = await send(contact(uniqueEmail("burst")), ip);
    expect(refused.error?.appCode).toBe("RATE_LIMITED");
    expect(refused.status).toBe(429);

    const email = uniqueEmail("same");
    for (let i = 0; i < CONTACT_RATE_LIMIT_PER_HOUR; i++) await send(contact(email));
    expect((await send(contact(email))).error?.appCode).toBe("RATE_LIMITED");
    expect(await storedFor(email)).toHaveLength(CONTACT_RATE_LIMIT_PER_HOUR);
  });
});
