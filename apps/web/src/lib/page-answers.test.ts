import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { askAgainOnMount, seedPageAnswers } from "./page-answers.ts";

/** What a page renderer sends: one game answered. */
function pageState() {
  const server = new QueryClient();
  server.setQueryData(["game", 7], { title: "Opération Aube" });
  return dehydrate(server);
}

describe("the answers a page came with", () => {
  it("are in the cache and not asked again while fresh", () => {
    const client = new QueryClient();
    seedPageAnswers(client, pageState(), 1_000);
    const query = client.getQueryCache().find({ queryKey: ["game", 7] })!;
    expect(query.state.data).toEqual({ title: "Opération Aube" });
    expect(askAgainOnMount(query, 1_000)).toBe(false);
    expect(askAgainOnMount(query, 30_999)).toBe(false);
  });

  it("are asked again once old, or once invalidated", async () => {
    const client = new QueryClient();
    seedPageAnswers(client, pageState(), 1_000);
    const query = client.getQueryCache().find({ queryKey: ["game", 7] })!;
    expect(askAgainOnMount(query, 31_000)).toBe(true);
    await client.invalidateQueries({ queryKey: ["game", 7], refetchType: "none" });
    expect(askAgainOnMount(query, 1_000)).toBe(true);
  });

  it("leave every other query to ask as usual", () => {
    const client = new QueryClient();
    seedPageAnswers(client, pageState(), 1_000);
    client.setQueryData(["game", 8], { title: "Autre" });
    expect(askAgainOnMount(client.getQueryCache().find({ queryKey: ["game", 8] })!, 1_000)).toBe(true);
  });
});
