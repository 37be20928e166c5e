import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const MAP_MARKERS = ".leaflet-marker-pane";

/** WCAG 2.2 A and AA, the level the product promises (docs/product.md §9). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming
 * each rule and the elements it found, so a failure says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, where: string) {
  // A loading placeholder caught mid-pulse reads paler than it is: axe judges the still page, as
  // a player who asked for less motion sees it (styles.css stops the pulse for them).
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude(MAP_MARKERS).analyze();
  // A pin stands where its place is: pins that crowd together are WCAG 2.5.8's "essential"
  // exception, so the markers are checked for everything but their spacing.
  if ((await page.locator(MAP_MARKERS).count()) > 0) {
    const markers = await new AxeBuilder({ page }).withTags(TAGS).include(MAP_MARKERS).disableRules(["target-size"]).analyze();
    results.violations.push(...markers.violations);
  }
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1).join(" ").trim()}`).join("\n")}`,
  );
  expect(report, `axe-core on ${where}`).toEqual([]);
}
