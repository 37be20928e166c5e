import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("quotes separators and quotes, and defuses cells that would start a formula", () => {
    const csv = toCsv(
      ["a", "b"],
      [
        ["=SUM(1)", 'il a dit "go", puis ; rien'],
        ["+33 6", "-x"],
      ],
    );
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("a,b");
    expect(lines[1]).toBe(`'=SUM(1),"il a dit ""go"", puis ; rien"`);
    expect(lines[2]).toBe("'+33 6,'-x");
    expect(csv.startsWith("\uFEFF")).toBe(true);
  });
});
