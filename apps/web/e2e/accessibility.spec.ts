import { request as playwrightRequest } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { createGameByApi, createTeamByApi, onboardedPlayer, setSiteRole, trpcMutation, userIdOf } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

/*
 * WCAG 2.2 AA on the main screens, contrast included, in the light and the dark theme, on a phone
 * and a desktop: axe-core finds no serious or critical violation.
 */
for (const colorScheme of ["light", "dark"] as const) {
  test(`the main screens pass axe-core in the ${colorScheme} theme @desktop`, async ({ page, baseURL }) => {
    // Nineteen screens, each waited for and scanned: about a minute on two cores under CI.
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme });
    const organizer = await playwrightRequest.newContext({ baseURL });
    await onboardedPlayer(organizer, baseURL!, "orga");
    // A date of a series that asks questions: the series page and the questions in the dialog are scanned too.
    const game = await createGameByApi(organizer, baseURL!, {
      repeat: { every: "week", count: 2 },
      questions: [
        { id: "qbbq", label: "Barbecue le midi ?", kind: "yes_no", required: true, options: [] },
        { id: "qsize", label: "Taille de t-shirt", kind: "choice", required: false, options: ["M", "L"] },
      ],
    });
    // A team's link, as a stranger opens it.
    const team = await createTeamByApi(organizer, baseURL!, {
      description: "Milsim le week-end.",
      recruiting: true,
      recruitingText: "Nous cherchons un infirmier.",
    });
    await organizer.dispose();

    // Each page with something that shows once its data is in.
    const visitorPages: Array<[string, RegExp | string]> = [
      ["/fr", "Trouvez votre prochaine partie"],
      ["/fr/search/games", /\d+ parties? trouvées?/],
      ["/fr/search/shops", /\d+ boutiques? (et|ou) terrains?|Aucune boutique ni terrain/],
      ["/fr/toolbox", "Glossaire"],
      ["/fr/faq/", "Questions fréquentes"],
      ["/fr/auth", "Mot de passe"],
      ["/de/legal-notice", "Impressum"],
      [`/fr/teams/${team.slug}`, "Connectez-vous pour voir ses membres"],
    ];
    for (const [path, shown] of visitorPages) {
      await page.goto(path);
      await expect(page.getByRole("main").getByText(shown).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} (${colorScheme})`);
    }

    await onboardedPlayer(page.request, baseURL!, "joueur");
    for (const path of [
      "/fr/profile/profile",
      "/fr/profile/friends",
      "/fr/search/players",
      "/fr/settings",
      `/fr/series/${game.seriesId}`,
      `/fr/games/${game.id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} signed in (${colorScheme})`);
    }
    // The registration dialog, open over the game page, after an empty submit.
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirmer mon inscription" }).click();
    await expect(page.getByRole("dialog").getByText("Le formulaire contient des erreurs.")).toBeVisible();
    await expectNoSeriousViolations(page, `registration dialog with errors (${colorScheme})`);
    // A form after an empty submit: errors, summary and outline in their colours.
    await page.goto("/fr/games/create");
    await page.getByRole("button", { name: "Publier la partie" }).click();
    await expect(page.getByText("Le formulaire contient des erreurs.")).toBeVisible();
    await expectNoSeriousViolations(page, `/fr/games/create with errors (${colorScheme})`);

    // A field the player runs (granted by a moderator): its page with the owners' tools, then their edit page.
    const moderator = await playwrightRequest.newContext({ baseURL });
    await setSiteRole(await onboardedPlayer(moderator, baseURL!, "modo"), "moderator");
    const address = { street: "Chemin des Crêtes", city: "Lyon", postalCode: "69009", country: "fr", latitude: 45.78, longitude: 4.8 };
    const field = await trpcMutation<{ id: number }>(moderator, baseURL!, "shops.reportShop", { name: "Terrain des Crêtes", type: "field", address });
    await trpcMutation(moderator, baseURL!, "shops.moderateShop", { shopId: field.id, decision: "approved" });
    const claim = await trpcMutation<{ id: number }>(page.request, baseURL!, "shops.claimPlace", {
      shopId: field.id,
      message: "Je préside l'association du terrain.",
      proof: { kind: "phone", value: "04 78 00 00 00" },
    });
    await trpcMutation(moderator, baseURL!, "shops.decideClaim", { claimId: claim.id, decision: "accepted", reason: "" });
    await moderator.dispose();
    for (const path of [`/fr/shops/${field.id}`, `/fr/shops/${field.id}/edit`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} as its owner (${colorScheme})`);
    }

    // A stranger's first message: the list beside the thread with its request banner, then the report dialog with its error.
    const writer = await playwrightRequest.newContext({ baseURL });
    await onboardedPlayer(writer, baseURL!, "ecrit");
    const opened = await writer.post("/trpc/messages.openDirectConversation", {
      data: { json: { userId: await userIdOf(page.request) } },
      headers: { origin: baseURL! },
    });
    expect(opened.ok(), await opened.text()).toBe(true);
    const { conversationId } = ((await opened.json()) as { result: { data: { json: { conversationId: number } } } }).result.data.json;
    const sent = await writer.post("/trpc/messages.sendMessage", {
      data: { json: { conversationId, clientId: crypto.randomUUID(), body: "Salut, tu viens dimanche ? Le plan : https://escouade.app" } },
      headers: { origin: baseURL! },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await writer.dispose();
    await page.goto(`/fr/messages/${conversationId}`);
    await expect(page.getByRole("log").getByText("Salut, tu viens dimanche ?")).toBeVisible();
    await expectNoSeriousViolations(page, `a message request (${colorScheme})`);
    await page.getByRole("button", { name: "Actions sur ce message" }).click();
    await page.getByRole("menuitem", { name: "Signaler ce message" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Signaler", exact: true }).click();
    await expect(page.getByRole("dialog").getByText("Choisissez un motif").first()).toBeVisible();
    await expectNoSeriousViolations(page, `the report dialog with errors (${colorScheme})`);
  });
}
