import { describe, expect, it } from "vitest";
import { sharedPageHead } from "./shared-page-head.ts";

const ORIGIN = "https://escouade.example";
const jsonLdOf = (head: { scripts: { children: string }[] }) => JSON.parse(head.scripts[0]!.children) as Record<string, unknown>;
const metaOf = (head: { meta: Partial<Record<string, string>>[] }, key: string) => head.meta.find((m) => m.property === key || m.name === key)?.content;

describe("a page meant to be shared", () => {
  it("cannot close its JSON-LD script with what a user wrote", () => {
    const head = sharedPageHead({
      title: "T",
      description: "D",
      url: `${ORIGIN}/fr`,
      image: null,
      jsonLd: { "@type": "Thing", name: "</script><script>alert(1)</script>" },
    });
    expect(head.scripts[0]!.children).not.toContain("</script");
    // Still the same data once parsed.
    expect(jsonLdOf(head)).toEqual({ "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script>" });
    expect(metaOf(head, "twitter:card")).toBe("summary");
    expect(metaOf(head, "og:image")).toBeUndefined();
  });
});
