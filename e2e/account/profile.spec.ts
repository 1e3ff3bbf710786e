import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { solidPng } from "../../tests/helpers/png";
import { coloursSettled } from "../dashboards/helpers";
import { signInWithApi } from "../helpers/session";

const SAVED = "Profil et image modifiés avec succès";

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel("Mot de passe actuel").fill(current);
  await page.getByLabel(/^Nouveau mot de passe/).fill(next);
  await page.getByLabel("Confirmation du nouveau mot de passe").fill(next);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Mot de passe modifié : vos autres sessions ont été fermées")).toBeVisible();
}

/** Sets a theme chip to pressed or not, clicking only when it is not already so. */
async function press(page: Page, name: string, pressed: boolean) {
  const chip = page.getByRole("button", { name, exact: true });
  if ((await chip.getAttribute("aria-pressed")) !== String(pressed)) await chip.click();
  await expect(chip).toHaveAttribute("aria-pressed", String(pressed));
}

test("editeur@ changes city and themes; they persist after a reload", async ({ page }) => {
  await signInWithApi(page, "editeur@weedo.test");
  await page.goto("/pages/user");
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("editeur@weedo.test");
  await expect(page.getByRole("heading", { name: "Paiement" })).toBeVisible();

  const city = page.getByLabel("Ville");
  await city.fill("");
  await page.getByRole("button", { name: "Enregistrer le profil" }).click();
  await expect(page.getByText("Ce champ est obligatoire").first()).toBeVisible();
  await expect(city).toBeFocused();

  await city.fill("Lyon");
  // Pressed whatever the demo publisher had chosen before (a retry meets the first attempt's save).
  for (const theme of ["Voyage", "Santé"]) await press(page, theme, true);
  await press(page, "Banque", false);
  // The demo publisher signed up before the broadcast type was asked: the profile asks for it now.
  await page.getByLabel("Type de diffusion").selectOption("mailing");
  await page.getByRole("button", { name: "Enregistrer le profil" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Ville")).toHaveValue("Lyon");
  await expect(page.getByRole("button", { name: "Voyage" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Santé" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Banque" })).toHaveAttribute("aria-pressed", "false");
});

test("editeur@ uploads a PNG with a progress bar; wrong files are refused in the browser", async ({ page }) => {
  await signInWithApi(page, "editeur@weedo.test");
  await page.goto("/pages/user");
  const picker = page.getByLabel("Choisir une image");

  await picker.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("juste du texte, pas une image"),
  });
  await expect(page.getByText("Format non accepté : choisissez une image PNG, JPEG ou WebP").first()).toBeVisible();
  await picker.setInputFiles({
    name: "grande.png",
    mimeType: "image/png",
    buffer: Buffer.concat([solidPng(2, 2), Buffer.alloc(2 * 1024 * 1024)]),
  });
  await expect(page.getByText("Image trop lourde : 2 Mo maximum").first()).toBeVisible();

  await picker.setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: solidPng(96, 96, [230, 80, 20]) });
  await expect(page.getByRole("img", { name: "Aperçu de la nouvelle photo" })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer l'image" }).click();
  await expect(page.getByRole("progressbar", { name: "Progression de l'envoi de l'image" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await expect(page.getByText(SAVED)).toBeVisible();
  const avatar = page.getByRole("img", { name: "Photo de profil de Émile Leroy" });
  await expect(avatar).toHaveAttribute("src", /^\/api\/profile\/image\/6-[0-9a-f]{24}\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);

  await page.reload();
  await expect(page.getByRole("img", { name: "Photo de profil de Émile Leroy" })).toHaveAttribute(
    "src",
    /6-[0-9a-f]{24}\.png$/,
  );
});

test("editeur@ changes the password, signs in with the new one, and sets the demo one back", async ({
  page,
  context,
}) => {
  await signInWithApi(page, "editeur@weedo.test");
  await page.goto("/pages/user");
  await page.getByLabel("Mot de passe actuel").fill("Faux2026!");
  await page.getByLabel(/^Nouveau mot de passe/).fill("Nouveau2026x");
  await page.getByLabel("Confirmation du nouveau mot de passe").fill("Autre2026x");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Les deux mots de passe ne correspondent pas")).toBeVisible();
  await page.getByLabel("Confirmation du nouveau mot de passe").fill("Nouveau2026x");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Mot de passe actuel incorrect").first()).toBeVisible();

  await changePassword(page, "Weedo2026!", "Nouveau2026x");
  // This session goes on with its new cookie.
  await page.reload();
  await expect(page.getByLabel("Ville")).toBeVisible();

  await context.clearCookies();
  await signInWithApi(page, "editeur@weedo.test", "Nouveau2026x");
  await page.goto("/pages/user");
  // The other journeys sign in with the demo password.
  await changePassword(page, "Nouveau2026x", "Weedo2026!");
});

test("the profile screen has no serious accessibility violation and fits 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The advertiser's post-sign-in notifications may open on the next page as well: closed whenever they would block.
  await signInWithApi(page, "annonceur@weedo.test");
  await page.goto("/pages/user");
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  // Advertisers have preferences but no bank details.
  await expect(page.getByRole("heading", { name: "Préférences" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Paiement" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await coloursSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
