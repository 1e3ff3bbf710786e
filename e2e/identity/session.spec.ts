import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { expiredTokenFor, signIn, signInWithApi } from "../helpers/session";

test("an expired session sends to /login with the notice and local storage cleared", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, "annonceur@weedo.test");
  await page.evaluate(() => {
    localStorage.setItem("user", JSON.stringify({ id: 4 }));
    localStorage.setItem("lang", "fr");
  });
  const token = await expiredTokenFor({
    sub: "4",
    email: "annonceur@weedo.test",
    law: "an",
    multi_droit: false,
    haswebhook: true,
    id_clien_myaffil: 501,
    id_clien_mycoreg: 601,
    id_clien_leadmarket: 701,
    tv: 0,
  });
  await context.addCookies([{ name: "weedo_session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  await page.goto("/dashboard-annonceur");
  await expect(page).toHaveURL(/\/login\?session=expired$/);
  await expect(page.getByRole("status").filter({ hasText: "Session expirée" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("fr");
  expect((await context.cookies()).find((c) => c.name === "weedo_session")).toBeUndefined();
});

test("a background prefetch that meets the expired session does not take the notice away", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, "annonceur@weedo.test");
  const token = await expiredTokenFor({
    sub: "4",
    email: "annonceur@weedo.test",
    law: "an",
    multi_droit: false,
    haswebhook: true,
    id_clien_myaffil: 501,
    id_clien_mycoreg: 601,
    id_clien_leadmarket: 701,
    tv: 0,
  });
  await context.addCookies([{ name: "weedo_session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  // What a link of the open page does on its own before the person's next navigation: a router prefetch.
  await page.evaluate(async () => {
    await fetch("/mes-documents-oi", {
      headers: { RSC: "1", "Next-Router-Prefetch": "1" },
      credentials: "same-origin",
    });
  });
  await page.goto("/dashboard-annonceur");
  await expect(page).toHaveURL(/\/login\?session=expired$/);
  await expect(page.getByRole("status").filter({ hasText: "Session expirée" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "weedo_session")).toBeUndefined();
});

test("a signed-in user is sent from guest pages to the role home", async ({ page }) => {
  await signIn(page, "editeur@weedo.test");
  await expect(page).toHaveURL(/\/dashboard-editeur$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/dashboard-editeur$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard-editeur$/);
});

test("role switch of multi@weedo.test there and back", async ({ page }) => {
  await signIn(page, "multi@weedo.test");
  await expect(page).toHaveURL(/\/dashboard-annonceur$/);
  const toAf = await page.request.post("/api/v1/switch_law", {
    form: { id: "7", law: "af" },
    headers: { "x-weedo-csrf": "1" },
  });
  expect(toAf.status()).toBe(200);
  expect(await toAf.json()).toEqual({ code: "U200_02", utilisateur: { law: "af", id_clien_myaffil: 802 } });
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard-editeur$/);
  const back = await page.request.post("/api/v1/switch_law", {
    form: { id: "7", law: "an" },
    headers: { "x-weedo-csrf": "1" },
  });
  expect((await back.json()).utilisateur).toEqual({ law: "an", id_clien_myaffil: 503 });
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard-annonceur$/);
  const refused = await page.request.post("/api/v1/switch_law", {
    form: { id: "7", law: "ad" },
    headers: { "x-weedo-csrf": "1" },
  });
  expect(refused.status()).toBe(400);
});

test("role switch is refused to an account without multi_droit and without the CSRF header", async ({ page }) => {
  await signInWithApi(page, "annonceur@weedo.test");
  const noHeader = await page.request.post("/api/v1/switch_law", { form: { id: "4", law: "af" } });
  expect(noHeader.status()).toBe(403);
  const notMulti = await page.request.post("/api/v1/switch_law", {
    form: { id: "4", law: "af" },
    headers: { "x-weedo-csrf": "1" },
  });
  expect(notMulti.status()).toBe(403);
  expect(await notMulti.json()).toEqual({ code: "NOT_MULTI_DROIT" });
});
