import { describe, expect, it } from "vitest";
import { splitLinks } from "./text-links.ts";

describe("splitLinks", () => {
  it("keeps plain text as one run, markup included, never as HTML", () => {
    expect(splitLinks("<img src=x onerror=alert(1)> salut")).toEqual([{ kind: "text", text: "<img src=x onerror=alert(1)> salut" }]);
  });

  it("finds http(s) and www addresses, leaving a sentence's punctuation out", () => {
    expect(splitLinks("Plan : https://terrain.fr/plan. Et www.escouade.app, merci")).toEqual([
      { kind: "text", text: "Plan : " },
      { kind: "link", text: "https://terrain.fr/plan", href: "https://terrain.fr/plan" },
      { kind: "text", text: ". Et " },
      { kind: "link", text: "www.escouade.app", href: "https://www.escouade.app/" },
      { kind: "text", text: ", merci" },
    ]);
  });

  it("keeps a bracket that belongs to the address, drops one that closes the sentence", () => {
    expect(splitLinks("(voir https://fr.wikipedia.org/wiki/Airsoft_(sport))")).toEqual([
      { kind: "text", text: "(voir " },
      { kind: "link", text: "https://fr.wikipedia.org/wiki/Airsoft_(sport)", href: "https://fr.wikipedia.org/wiki/Airsoft_(sport)" },
      { kind: "text", text: ")" },
    ]);
  });

  it("never links another scheme", () => {
    expect(splitLinks("javascript:alert(1) data:text/html,x ftp://x.fr").every((run) => run.kind === "text")).toBe(true);
  });
});

describe("splitLinks on what players write", () => {
  it("links a bare domain over https, and never a protocol-relative address", () => {
    expect(splitLinks("Inscriptions sur helloasso.com ou //evil.example")).toEqual([
      { kind: "text", text: "Inscriptions sur " },
      { kind: "link", text: "helloasso.com", href: "https://helloasso.com/" },
      { kind: "text", text: " ou //evil.example" },
    ]);
  });

  it("leaves e-mail addresses and version numbers as text", () => {
    expect(splitLinks("orga@terrain.fr, v1.2.3, 192.168.1.1").every((run) => run.kind === "text")).toBe(true);
  });
});
