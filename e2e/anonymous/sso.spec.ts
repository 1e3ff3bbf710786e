import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../fixtures";

const PASSWORD = "Weedo2026!";

/** Main-frame URLs the browser committed: what history can hold (redirect hops never commit). */
function committedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** The local OpenID provider's page stands in for Google's and Microsoft's. */
async function signInAtIssuer(page: Page, issuer: "Google" | "Microsoft", email: string) {
  await expect(page.getByRole("heading", { level: 1, name: issuer })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe / Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter / Sign in" }).click();
}

/** A login token as SSO hands it out, caught before the browser spends it. */
async function loginTokenFor(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  let res = await request.get(`${baseURL}/api/auth/sso/google`, { maxRedirects: 0 });
  let url = res.headers().location!;
  res = await request.get(url);
  const page = await res.text();
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)![1]!, res.url());
  res = await request.post(action.href, { form: { email, password: PASSWORD }, maxRedirects: 0 });
  // Through the issuer's resume step to the portal's callback, which answers with /checktocken/{token}.
  for (let hop = 0; hop < 5; hop++) {
    url = new URL(res.headers().location!, res.url()).href;
    res = await request.get(url, { maxRedirects: 0 });
    const location = res.headers().location ?? "";
    const m = /^\/checktocken\/([\w-]+)$/.exec(location);
    if (m) return m[1]!;
  }
  throw new Error("no login token");
}

test.describe("single sign-on and /checktocken", () => {
  test("Google: the publisher lands on its home with a session, /checktocken never in history", async ({
    page,
    context,
  }) => {
    const visited = committedUrls(page);
    await page.goto("/login");
    await page.getByRole("link", { name: "Continuer avec Google" }).click();
    await signInAtIssuer(page, "Google", "editeur@weedo.test");
    await expect(page).toHaveURL(/\/dashboard-editeur$/);
    const session = (await context.cookies()).find((c) => c.name === "weedo_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    // What history can hold is what committed; going back here would land on the issuer's POSTed form.
    expect(visited.filter((u) => u.includes("/checktocken"))).toEqual([]);
  });

  test("Microsoft: the administrator lands on /dashboard", async ({ page, context }) => {
    const visited = committedUrls(page);
    await page.goto("/login");
    await page.getByRole("link", { name: "Continuer avec Microsoft" }).click();
    await signInAtIssuer(page, "Microsoft", "admin@weedo.test");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await context.cookies()).some((c) => c.name === "weedo_session" && c.value.length > 0)).toBe(true);
    expect(visited.filter((u) => u.includes("/checktocken"))).toEqual([]);
  });

  test("the buttons are named in English too", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Continue with Google" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue with Microsoft" })).toBeVisible();
  });

  test("an account awaiting approval is sent back to /login with the reason", async ({ page, context }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Continuer avec Microsoft" }).click();
    await signInAtIssuer(page, "Microsoft", "attente@weedo.test");
    await expect(page).toHaveURL(/\/login\?sso_error=USER_PENDING$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "le compte doit être approuvé par l'administrateur" }),
    ).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === "weedo_session")).toBe(false);
  });

  test("/login#access_token=<token> goes through /checktocken to the role home", async ({ page, context, baseURL }) => {
    const token = await loginTokenFor(context.request, baseURL!, "annonceur@weedo.test");
    await context.clearCookies();
    const visited = committedUrls(page);
    await page.goto(`/login#access_token=${token}&token_type=Bearer`);
    await expect(page).toHaveURL(/\/dashboard-annonceur$/);
    expect((await context.cookies()).some((c) => c.name === "weedo_session")).toBe(true);
    expect(visited.filter((u) => u.includes("/checktocken"))).toEqual([]);
    // Spent: the same token again is refused.
    await context.clearCookies();
    await page.goto(`/login#access_token=${token}`);
    await expect(page).toHaveURL(/\/login\?session=expired$/);
  });

  test("/checktocken/bogus and /checktocken/* without a token go to /login", async ({ page }) => {
    await page.goto("/checktocken/bogus");
    await expect(page).toHaveURL(/\/login\?session=expired$/);
    await page.goto("/checktocken/a/b");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/checktocken");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("/checktocken/* with the token in the hash signs in", async ({ page, context, baseURL }) => {
    const token = await loginTokenFor(context.request, baseURL!, "multi@weedo.test");
    await context.clearCookies();
    await page.goto(`/checktocken/callback/hosted#access_token=${token}`);
    await expect(page).toHaveURL(/\/dashboard-annonceur$/);
  });
});
