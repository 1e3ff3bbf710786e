import { expect } from "@playwright/test";
import { test } from "../fixtures";

// The login form checks its two fields itself (no form library on the lightest page): these are the
// behaviours a person relies on, kept from the react-hook-form version.
test.describe("login form", () => {
  test("an empty submit names both fields, focuses the first, and the messages follow the typing", async ({ page }) => {
    await page.goto("/login");
    const email = page.getByLabel("Adresse e-mail");
    const password = page.getByLabel("Mot de passe", { exact: true });
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Saisissez une adresse e-mail valide")).toBeVisible();
    await expect(page.getByText("Saisissez votre mot de passe")).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");

    await email.fill("admin@weedo");
    await expect(page.getByText("Saisissez une adresse e-mail valide")).toBeVisible();
    await email.fill("admin@weedo.test");
    await expect(page.getByText("Saisissez une adresse e-mail valide")).toBeHidden();
    await expect(email).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByText("Saisissez votre mot de passe")).toBeVisible();

    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(password).toBeFocused();
    await password.fill("Weedo2026!");
    await expect(page.getByText("Saisissez votre mot de passe")).toBeHidden();
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL("**/dashboard");
  });

  test("an unknown address gets the API's refusal in the form", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Adresse e-mail").fill("nobody-here@weedo.test");
    await page.getByLabel("Mot de passe", { exact: true }).fill("whatever");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Utilisateur inconnu" })).toBeVisible();
  });
});
