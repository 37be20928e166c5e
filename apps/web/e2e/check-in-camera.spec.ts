import { writeFileSync } from "node:fs";
import { request as playwrightRequest } from "@playwright/test";
import { encode } from "uqr";
import config, { E2E_PORT } from "../playwright.config.ts";
import { createGameByApi, onboardedPlayer, registerByApi } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

/**
 * The phone's camera at the gate, for real: Chromium's fake camera films a picture of the ticket's
 * QR code (a Y4M file written by the test), and the scanner reads it from the video as on a phone.
 */
const CAMERA_FILE = `/tmp/escouade-e2e-camera-${E2E_PORT}.y4m`;
const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...baseLaunch,
    args: [
      ...(baseLaunch.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
});

/** One still frame (YUV 4:2:0) of the code, dark on light with a quiet zone, as the camera sees a ticket. */
function filmTicket(text: string) {
  const { data: modules, size } = encode(text, { border: 4 });
  const scale = 8;
  const width = size * scale;
  const side = width + (width % 2);
  const luma = Buffer.alloc(side * side, 235);
  for (let y = 0; y < width; y++) for (let x = 0; x < width; x++) if (modules[Math.floor(y / scale)]![Math.floor(x / scale)]) luma[y * side + x] = 16;
  const chroma = Buffer.alloc((side / 2) * (side / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  writeFileSync(CAMERA_FILE, Buffer.concat([Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

test("the organizer scans a ticket with the phone's camera: let in, then told they are already in while the camera keeps reading", async ({
  page,
  baseURL,
}) => {
  await onboardedPlayer(page.request, baseURL!, "camera");
  const startsAt = new Date(Date.now() + 2 * 3600_000);
  const game = await createGameByApi(page.request, baseURL!, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 6 * 3600_000).toISOString(),
  });
  const player = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(player, baseURL!, "scanne");
  await registerByApi(player, baseURL!, game.id);
  const mine = await player.get("/trpc/registrations.getMyGames");
  const ticket = ((await mine.json()) as { result: { data: { json: { registered: Array<{ ticket: string | null }> } } } }).result.data.json.registered[0]!
    .ticket!;
  await player.dispose();
  filmTicket(ticket);

  await page.goto(`/fr/games/${game.id}/registrations`);
  await expect(page.getByText("0 arrivée sur 1")).toBeVisible();
  await page.getByRole("button", { name: "Scanner", exact: true }).click();
  const scanner = page.getByRole("dialog", { name: "Scanner les billets" });
  await expect(scanner.getByRole("status").filter({ hasText: /Arrivée de .+ validée$/ })).toBeVisible({ timeout: 20_000 });
  // Still in front of the camera a few seconds later: read again, not counted again.
  await expect(scanner.getByRole("status").filter({ hasText: / déjà validée, à \d{2}:\d{2}$/ })).toBeVisible({ timeout: 20_000 });
  await scanner.getByRole("button", { name: "Fermer" }).click();
  await expect(scanner).toBeHidden();
  // Closed: the camera is released (no video left playing it).
  expect(await page.locator("video").count()).toBe(0);
  await expect(page.getByText("1 arrivée sur 1")).toBeVisible();
});
