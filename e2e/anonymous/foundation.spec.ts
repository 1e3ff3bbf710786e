import { expect } from "@playwright/test";
import { test } from "../fixtures";

test.describe("foundation", () => {
  test("health answers 200 with the database up", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "up" });
  });

  test("/login renders in French by default, dark by default", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
    await expect(page.getByLabel("Adresse e-mail")).toBeVisible();
    await expect(page).toHaveTitle(/Connexion/);
    // The body is painted dark (not merely classed).
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe("rgb(250, 250, 250)");
  });

  test("switching to English re-renders the page in English and remembers it", async ({ page, context }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    await page.getByRole("button", { name: "Français" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
  });

  test("local storage alone brings the language back when the cookie is gone", async ({ page, context }) => {
    await page.goto("/login");
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await context.clearCookies();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  });

  test("the theme can be switched to light", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Changer de thème" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("a wrong password shows the spec's message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Adresse e-mail").fill("admin@weedo.test");
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Nom d'utilisateur ou mot de passe incorrect" }),
    ).toBeVisible();
  });

  test("unknown paths show the not-found text", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
    const res = await page.goto("/cette-page-n-existe-pas");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("The page you requested could not be found.")).toBeVisible();
  });
});
