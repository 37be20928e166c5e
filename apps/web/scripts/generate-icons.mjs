// Renders the PWA icons from public/favicon.svg with the system Chromium: `node scripts/generate-icons.mjs`.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const svg = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const icons = [
  { file: "pwa-192.png", size: 192, padding: 0.08, background: "transparent" },
  { file: "pwa-512.png", size: 512, padding: 0.08, background: "transparent" },
  // Maskable icons are cropped to a circle by some launchers: keep the mark in the safe zone.
  { file: "pwa-maskable-512.png", size: 512, padding: 0.2, background: "#f4f5f0" },
  { file: "apple-touch-icon.png", size: 180, padding: 0.12, background: "#f4f5f0" },
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
for (const icon of icons) {
  const inner = Math.round(icon.size * (1 - 2 * icon.padding));
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center;background:${icon.background}">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</body>`,
  );
  await page.screenshot({ path: new URL(`../public/${icon.file}`, import.meta.url).pathname, omitBackground: icon.background === "transparent" });
}
await browser.close();
