import { describe, expect, it } from "vitest";
import { sendContactMessageSchema } from "./contact.ts";
import { issues } from "./test-support/schema-issues.ts";

const issuesOf = (value: unknown) => issues(sendContactMessageSchema, value);

const contact = { kind: "contact", topic: "question", name: "Jeanne", email: "jeanne@example.com", message: "Comment inscrire mon équipe ?" };
const partner = {
  kind: "partner",
  organization: "Airsoft Lyon",
  partnerType: "shop",
  name: "Jeanne",
  email: "jeanne@example.com",
  message: "Nous aimerions être partenaires.",
};

describe("sendContactMessageSchema", () => {
  it("takes a contact message, trimmed, with an empty honeypot", () => {
    expect(sendContactMessageSchema.parse({ ...contact, name: " Jeanne ", message: `  ${contact.message} ` })).toEqual({ ...contact, website: "" });
  });

  it("takes a partner's request, its city optional and trimmed", () => {
    expect(sendContactMessageSchema.parse({ ...partner, organization: " Airsoft Lyon " })).toEqual({ ...partner, city: "", website: "" });
    expect(sendContactMessageSchema.parse({ ...partner, city: " Lyon " })).toMatchObject({ city: "Lyon" });
  });

  it("needs what each kind is about", () => {
    expect(issuesOf({ ...contact, topic: "spam" })).toEqual(["topic: required"]);
    expect(issuesOf({ ...partner, partnerType: "bank" })).toEqual(["partnerType: required"]);
    expect(issuesOf({ ...partner, organization: " A " })).toEqual(["organization: name_too_short"]);
    expect(issuesOf({ ...contact, kind: "complaint" })).toHaveLength(1);
  });

  it("bounds the name, the address and the message", () => {
    expect(issuesOf({ ...contact, name: " J " })).toEqual(["name: name_too_short"]);
    expect(issuesOf({ ...contact, name: "n".repeat(100), message: "m".repeat(5000) })).toEqual([]);
    expect(issuesOf({ ...contact, name: "n".repeat(101) })).toEqual(["name: too_long"]);
    expect(issuesOf({ ...contact, email: "jeanne" })).toEqual(["email: email_invalid"]);
    expect(issuesOf({ ...contact, email: `${"j".repeat(189)}@example.com` })).toEqual(["email: too_long"]);
    expect(issuesOf({ ...contact, message: " court " })).toEqual(["message: text_too_short"]);
    expect(issuesOf({ ...contact, message: "m".repeat(5001) })).toEqual(["message: too_long"]);
  });

  it("bounds what partners add", () => {
    expect(issuesOf({ ...partner, organization: "o".repeat(150), city: "c".repeat(100) })).toEqual([]);
    expect(issuesOf({ ...partner, organization: "o".repeat(151) })).toEqual(["organization: too_long"]);
    expect(issuesOf({ ...partner, city: "c".repeat(101) })).toEqual(["city: too_long"]);
  });

  it("lets a bot fill the honeypot, within reason", () => {
    expect(sendContactMessageSchema.parse({ ...contact, website: "https://spam.example" })).toMatchObject({ website: "https://spam.example" });
    expect(issuesOf({ ...contact, website: "w".repeat(501) })).toHaveLength(1);
  });
});
