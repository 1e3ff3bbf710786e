import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { MG_DEMO } from "../../lib/db/seed/mongustave";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { coloursSettled } from "../dashboards/helpers";

const OWN_WS = ["Durand Auto – devis express", MG_DEMO.slowWs, MG_DEMO.testWs];

test("an administrator sees every web service, resumes and pauses one (confirmed), and may validate one in test", async ({
  page,
}) => {
  await signInWithApi(page.context(), "admin@weedo.test");
  await page.goto("/DashboardMonGustaveAdmin");
  const table = page.getByTestId("mg-ws-screen");
  await expect(table).toBeVisible();
  const paused = table.locator("tr", { hasText: MG_DEMO.pausedWs });
  await expect(paused.getByTestId("mg-ws-pause-reason")).toHaveText(
    "Mis en pause automatiquement après des échecs répétés",
  );
  // The secrets are shown as the API masks them, never whole.
  await expect(table.getByRole("columnheader", { name: "Client", exact: true })).toBeVisible();

  // Resume, then pause again behind its confirmation, so that the demo data ends as it started.
  await paused.getByRole("button", { name: "Reprendre" }).click();
  await expect(page.getByText("Web service repris.")).toBeVisible();
  await expect(paused.getByText("Actif", { exact: true })).toBeVisible();
  await paused.getByRole("button", { name: "Mettre en pause" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(MG_DEMO.pausedWs);
  await confirm.getByRole("button", { name: "Mettre en pause" }).click();
  await expect(paused.getByTestId("mg-ws-pause-reason")).toHaveText("Mis en pause manuellement");

  // Validate is offered for the web service in test only.
  const inTest = table.locator("tr", { hasText: MG_DEMO.testWs });
  await expect(inTest.getByRole("button", { name: "Valider" })).toBeVisible();
  await expect(table.getByRole("button", { name: "Valider" })).toHaveCount(1);

  await coloursSettled(page);
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="mg-ws-screen"]').analyze();
  expect(violations).toEqual([]);
});

test("an advertiser sees only its own web services, tests one from the keyboard and edits through a form", async ({
  page,
}) => {
  await signInWithApi(page.context(), "annonceur@weedo.test");
  await page.goto("/mongustave/annonceur/dashboard");
  const table = page.getByTestId("mg-ws-screen");
  await expect(table.locator("tbody tr")).toHaveCount(3);
  for (const name of OWN_WS) await expect(table.locator("tr", { hasText: name })).toHaveCount(1);
  await expect(table.getByRole("columnheader", { name: "Client", exact: true })).toHaveCount(0);
  await expect(table.getByRole("button", { name: "Valider" })).toHaveCount(0);

  // The demo endpoints do not resolve: the test answers as a failed delivery, it does not crash.
  const row = table.locator("tr", { hasText: MG_DEMO.testWs });
  const testButton = row.getByRole("button", { name: "Tester" });
  await testButton.focus();
  await page.keyboard.press("Enter");
  await expect(row.locator('[data-testid^="mg-ws-test-result-"]')).toHaveText(/Test : (erreur|délai dépassé)/, {
    timeout: 15_000,
  });

  // The change form words its field errors in the user's language.
  await row.getByRole("button", { name: "Modifier" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Endpoint (URL)").fill("ftp://nope");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toContainText("L'URL du web service doit commencer par http:// ou https://");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await coloursSettled(page);
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="mg-ws-screen"]').analyze();
  expect(violations).toEqual([]);
});
