import { deflateSync } from "node:zlib";
import { devices } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, onboardedPlayer, randomClientAddress } from "./support/fixtures.ts";

/** A real PNG (a two-tone gradient), small enough to upload fast, decodable by the server's image pipeline. */
function makePng(width = 64, height = 36): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([60 + Math.round((140 * x) / width), 70 + Math.round((120 * y) / height), 44], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const pad = (n: number) => String(n).padStart(2, "0");
const dateTimeLocal = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

test("an organizer fills the game form, is told what is missing, publishes the game with photos and edits it; a phone player finds it within 25 km and registers @desktop", async ({
  page,
  browser,
  baseURL,
}) => {
  await onboardedPlayer(page.request, baseURL!, "orga");

  await page.goto("/fr/games/create");
  await expect(page.getByRole("heading", { name: "Publier une partie" })).toBeVisible();

  // Empty, with the end before the start: every error in one round, the date rule among them,
  // the focus on the first field, a summary that links to each, the outline marking its sections.
  const defaultStart = new Date(await page.getByLabel("Début", { exact: true }).inputValue());
  const defaultEnd = await page.getByLabel("Fin", { exact: true }).inputValue();
  const endBeforeStart = dateTimeLocal(new Date(defaultStart.getTime() - 3600_000));
  await page.getByLabel("Fin", { exact: true }).fill(endBeforeStart);
  await page.getByLabel("Fin", { exact: true }).blur();
  await expect(page.getByLabel("Fin", { exact: true })).toHaveValue(endBeforeStart);
  await page.getByRole("button", { name: "Publier la partie" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Le formulaire contient des erreurs." });
  await expect(summary).toBeVisible();
  await expect(page.getByLabel("Titre")).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([
    "Titre",
    "Description",
    "Règles",
    "Fin",
    "Adresse du terrain",
    /^J'accepte les conditions d'utilisation/,
  ]);
  await expect(summary).toContainText("Fin — La fin doit être après le début");
  await expect(page.getByRole("combobox", { name: "Adresse du terrain" })).toHaveAccessibleDescription("Choisissez une adresse (au moins 3 caractères)");
  await expect(page.getByRole("checkbox", { name: /^J'accepte les conditions/ })).toHaveAccessibleDescription(
    "Vous devez accepter les conditions d'utilisation",
  );
  if (test.info().project.name === "desktop") {
    const outline = page.getByRole("navigation", { name: "Sommaire" });
    await expect(outline.getByRole("link", { name: "Informations (3 erreurs)" })).toBeVisible();
    await expect(outline.getByRole("link", { name: "Date et lieu (2 erreurs)" })).toBeVisible();
    await expect(outline.getByRole("link", { name: "Visibilité", exact: true })).toBeVisible();
  }
  await summary.getByRole("link", { name: "Adresse du terrain" }).click();
  await expect(page.getByRole("combobox", { name: "Adresse du terrain" })).toBeFocused();
  await expect(page).toHaveURL(/\/fr\/games\/create$/);
  await page.getByLabel("Fin", { exact: true }).fill(defaultEnd);
  await expect(summary.getByRole("link", { name: "Fin" })).toHaveCount(0);

  const title = `Opération Brocéliande ${Math.random().toString(36).slice(2, 7)}`;
  await page.getByLabel("Titre").fill(title);
  await page.getByLabel("Type de partie").selectOption({ label: "Dominicale" });
  await page.getByLabel("Description").fill("Une dominicale en forêt, deux camps, objectifs tournants toute la journée.");
  await page.getByLabel("Règles").fill("Semi-automatique en intérieur, distance minimale de 10 m pour les DMR.");

  const start = new Date(Date.now() + 10 * 24 * 3600 * 1000);
  start.setHours(9, 30, 0, 0);
  await page.getByLabel("Début", { exact: true }).fill(dateTimeLocal(start));
  // The end follows the start (same duration as the default 9:00-17:00 slot).
  start.setHours(17, 30);
  await expect(page.getByLabel("Fin", { exact: true })).toHaveValue(dateTimeLocal(start));

  // No network in e2e: the server's offline gazetteer answers, with the town and no street.
  const address = page.getByRole("combobox", { name: "Adresse du terrain" });
  await address.fill("Lyo");
  await address.pressSequentially("n");
  await page.getByRole("option", { name: /Lyon/ }).first().click();
  await expect(page.getByLabel("Ville", { exact: true })).toHaveValue("Lyon");
  await expect(page.getByLabel("Rue, chemin ou lieu-dit")).toBeFocused();
  // The town is chosen: what is missing now is the street line, and the form says so in those words.
  await expect(page.getByLabel("Rue, chemin ou lieu-dit")).toHaveAccessibleDescription("Indiquez la rue, le chemin ou le lieu-dit (au moins 3 caractères)");
  await expect(page.getByText("Choisissez une adresse (au moins 3 caractères)")).toHaveCount(0);
  await page.getByLabel("Rue, chemin ou lieu-dit").fill("Chemin des Bois");

  await page.getByLabel("Nombre maximum de joueurs").fill("24");
  await page.getByLabel("Prix par joueur (PAF)").fill("4");
  await expect(page.getByLabel("Prix par joueur (PAF)")).toHaveAccessibleDescription("Le prix minimum est de 5 € par joueur");
  await page.getByLabel("Prix par joueur (PAF)").fill("15");
  await expect(page.getByText(/dont 1\s€ de frais de gestion/)).toBeVisible();
  await expect(page.getByText(/Vous recevez 14\s€ par joueur/)).toBeVisible();

  await page.getByRole("radio", { name: /Amis uniquement/ }).check();
  await page.getByRole("checkbox", { name: "Anglais" }).check();
  await page.getByRole("checkbox", { name: "Masque intégral" }).check();
  await page.getByRole("checkbox", { name: "AEG" }).check();
  await page.getByRole("checkbox", { name: "Parking" }).check();

  await page.getByLabel("AEG : FPS maximum").fill("330");
  await expect(page.getByText("1,01 J à 0,20 g")).toBeVisible();
  await page.getByLabel("DMR : FPS maximum").fill("300");
  await expect(page.getByText("Le maximum doit être supérieur ou égal au minimum").first()).toBeVisible();
  await page.getByLabel("DMR : FPS maximum").fill("450");
  await expect(page.getByText("Le maximum doit être supérieur ou égal au minimum")).toHaveCount(0);

  // A text file is refused before any upload; a real PNG goes through media.uploadImage.
  await page.getByLabel("Image de couverture").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("pas une image") });
  await expect(page.getByText("Ce fichier n'est pas une image JPEG, PNG ou WebP valide")).toBeVisible();
  await page.getByLabel("Image de couverture").setInputFiles({ name: "terrain.png", mimeType: "image/png", buffer: makePng() });
  await expect(page.getByRole("img", { name: "Image de couverture" })).toBeVisible();
  await expect.poll(() => page.getByRole("img", { name: "Image de couverture" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel("Ajouter des photos du terrain").setInputFiles([
    { name: "foret.png", mimeType: "image/png", buffer: makePng(48, 48) },
    { name: "bunker.png", mimeType: "image/png", buffer: makePng(40, 30) },
  ]);
  await expect(page.getByRole("img", { name: /^Photo du terrain/ })).toHaveCount(2);

  await page.getByLabel(/J'accepte les conditions d'utilisation/).check();
  await page.getByRole("button", { name: "Publier la partie" }).click();

  await expectToast(page, "Partie publiée");
  await expect(page).toHaveURL(/\/fr\/games\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Chemin des Bois, ", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Le terrain" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Photo du terrain/ })).toHaveCount(2);

  // The organizer edits it: the form comes back filled, and the change is saved.
  await page.goto(`${new URL(page.url()).pathname}/edit`);
  await expect(page.getByLabel("Titre")).toHaveValue(title);
  await expect(page.getByLabel("Prix par joueur (PAF)")).toHaveValue("15");
  await expect(page.getByRole("radio", { name: /Amis uniquement/ })).toBeChecked();
  // The saved cover is found again from its key alone.
  await expect.poll(() => page.getByRole("img", { name: "Image de couverture" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByLabel("Titre").fill(`${title} (nocturne)`);
  await page.getByRole("radio", { name: /Publique/ }).check();
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expectToast(page, "Partie mise à jour");
  await expect(page.getByRole("heading", { name: `${title} (nocturne)` })).toBeVisible();

  // A player on a phone finds it within 25 km of Lyon, opens it and registers.
  const phone = await browser.newContext({
    ...devices["Pixel 7"],
    viewport: { width: 360, height: 780 },
    locale: "fr-FR",
    serviceWorkers: "block",
    extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() },
  });
  const player = await phone.newPage();
  await player.route("**/tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: makePng(1, 1) }));
  await onboardedPlayer(player.request, baseURL!, "joueur");
  await player.goto("/fr/search/games");
  await player.getByRole("searchbox", { name: "Rechercher une partie" }).fill(title.split(" ").at(-1)!);
  await player.getByRole("button", { name: /^Filtres/ }).click();
  await player.getByRole("combobox", { name: "Rechercher une ville" }).fill("Lyon");
  await player.getByRole("listbox", { name: "Villes" }).getByRole("option").filter({ hasText: /^Lyon/ }).first().click();
  await player.getByLabel("Rayon de recherche").selectOption("25");
  await expect(player).toHaveURL(/radius=25/);
  await expect(player.getByText("1 partie trouvée", { exact: true })).toBeVisible();
  await player.getByRole("link", { name: `${title} (nocturne)` }).click();
  await expect(player.getByRole("heading", { name: `${title} (nocturne)` })).toBeVisible();
  await player.getByRole("button", { name: "S'inscrire" }).click();
  await player.getByRole("dialog").getByLabel("Type").selectOption("aeg");
  await player.getByRole("dialog").getByLabel("FPS").fill("300");
  await player
    .getByRole("dialog")
    .getByLabel(/J'ai lu et j'accepte les règles/)
    .check();
  await player.getByRole("dialog").getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(player, "Inscription confirmée");
  await expect(player.getByText("23 places restantes sur 24")).toBeVisible();
  await phone.close();
});
