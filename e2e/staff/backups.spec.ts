import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signIn, signInWithApi } from "../helpers/session";

/** Today in Paris (YYYY-MM-DD), as the follow-up date field takes it. */
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

/** Records an interaction with annonceur@ through the dialog of /bedrock/interactions. */
async function recordInteraction(page: Page, subject: string, followUpOn: string) {
  await page.goto("/bedrock/interactions");
  await page.getByTestId("interaction-new").click();
  const form = page.getByTestId("interaction-form");
  await form.getByLabel("Type").selectOption({ label: "Appel" });
  await form.getByTestId("interaction-client-search").fill("annonceur@weedo");
  await form.getByRole("radio").first().check();
  await expect(form.getByTestId("interaction-client-chosen")).toBeVisible();
  await form.getByLabel("Objet").fill(subject);
  await form.getByLabel("Date de relance").fill(followUpOn);
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Interaction enregistrée")).toBeVisible();
}

test.describe("staff back office: interactions and backups", () => {
  test("an interaction recorded shows in the list, and its follow-up is due", async ({ page }) => {
    await signIn(page, "admin@weedo.test");
    const subject = `Relance e2e ${Date.now()}`;
    await recordInteraction(page, subject, parisToday());

    const row = page.getByTestId("interactions-table").locator("tbody tr", { hasText: subject });
    await expect(row).toBeVisible();
    await expect(row.getByTestId("interaction-due")).toHaveText("Relance due");
    // The follow-ups due, on top, hold it too.
    await expect(page.getByTestId("interactions-due-table").locator("tbody tr", { hasText: subject })).toBeVisible();

    // The "follow-ups due only" filter keeps it; filtering by another kind does not.
    await page.getByLabel("Relances dues seulement").check();
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/due=1/);
    await expect(page.getByTestId("interactions-table").locator("tbody tr", { hasText: subject })).toBeVisible();

    // The member's page shows it in its interactions panel.
    await page
      .getByTestId("interactions-table")
      .locator("tbody tr", { hasText: subject })
      .locator('a[href^="/member/"]')
      .click();
    await expect(page).toHaveURL(/\/member\/\d+$/);
    await expect(page.getByTestId("member-interactions")).toContainText(subject);
  });

  test("an administrator creates a backup, then restores it: a change made since is gone", async ({ page }) => {
    // A backup of the e2e database (a 240 MB data directory) and its restore take tens of seconds here.
    test.setTimeout(300_000);
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/backups");
    await expect(page.getByRole("heading", { level: 1, name: "Sauvegardes" })).toBeVisible();
    const rows = page.getByTestId("backups-table").locator("tbody tr");
    // The seed made one.
    const before = await rows.count();
    expect(before).toBeGreaterThan(0);

    await page.getByTestId("backup-create").click();
    await expect(page.getByText("Sauvegarde créée")).toBeVisible({ timeout: 120_000 });
    await expect(rows).toHaveCount(before + 1);
    const newest = rows.first();
    await expect(newest).toContainText("Manuelle");

    // A change after the backup.
    const subject = `Après sauvegarde ${Date.now()}`;
    await recordInteraction(page, subject, "");
    await expect(page.getByTestId("interactions-table")).toContainText(subject);

    await page.goto("/backups");
    await rows.first().getByRole("button", { name: "Restaurer" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("RESTAURER");
    // It says what the restore would drop: the interaction recorded since.
    await expect(dialog.getByTestId("restore-losses")).toContainText(/Interactions membres\s*1 ligne/);
    // A wrong word is refused and the dialog stays.
    await dialog.getByLabel("Mot de confirmation").fill("oui");
    await dialog.getByRole("button", { name: "Restaurer" }).click();
    await expect(page.getByText("Tapez RESTAURER pour confirmer la restauration.")).toBeVisible();
    await dialog.getByLabel("Mot de confirmation").fill("RESTAURER");
    await dialog.getByRole("button", { name: "Restaurer" }).click();
    await expect(page.getByText("Restauration réussie")).toBeVisible({ timeout: 120_000 });
    await expect(dialog).toBeHidden();

    await page.goto(`/bedrock/interactions?client=annonceur`);
    await expect(page.getByTestId("interactions-table")).not.toContainText(subject);

    // The backup file downloads.
    const download = page.waitForEvent("download");
    await page.goto("/backups");
    await rows
      .first()
      .getByRole("link", { name: /Télécharger/ })
      .click();
    expect((await download).suggestedFilename()).toMatch(/^weedo-pglite-.*-manual\.tar\.gz$/);
  });
});
