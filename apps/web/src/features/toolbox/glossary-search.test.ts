import { describe, expect, it } from "vitest";
import { foldForSearch, searchGlossary } from "./glossary-search.ts";

const entries = [
  { id: "nozzle", term: "Nozzle", definition: "Pousse la bille dans la chambre de hop-up." },
  { id: "medic", term: "Médic", definition: "Soigne un joueur touché." },
  { id: "hop-up", term: "Hop-up", definition: "Donne de l'effet à la bille." },
  { id: "aeg", term: "AEG", definition: "Réplique électrique." },
];
const terms = (query: string) => searchGlossary(entries, query, "fr").map((entry) => entry.term);

describe("glossary search", () => {
  it("folds case and accents", () => {
    expect(foldForSearch("Médic Électrique")).toBe("medic electrique");
  });

  it("lists everything alphabetically for an empty query", () => {
    expect(terms("")).toEqual(["AEG", "Hop-up", "Médic", "Nozzle"]);
    expect(terms("   ")).toHaveLength(4);
  });

  it("finds terms whatever the accents and case", () => {
    expect(terms("medic")).toEqual(["Médic"]);
    expect(terms("ÉLECTRIQUE")).toEqual(["AEG"]);
  });

  it("puts term matches before definition matches", () => {
    expect(terms("hop")).toEqual(["Hop-up", "Nozzle"]);
  });

  it("finds nothing for an unknown word", () => {
    expect(terms("paintball")).toEqual([]);
  });
});
