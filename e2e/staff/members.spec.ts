import { expect, type APIRequestContext } from "@playwright/test";
import { publisherDraft } from "@/tests/helpers/sign-up-draft";
import { test } from "../fixtures";
import { sinkCount, waitForCode } from "../helpers/mail";
import { signIn } from "../helpers/session";
import { apiLogin, freshPublisher } from "../shell/helpers";

/** A publisher signed up through the real API, e-mail confirmed: it waits in the approval queue. */
async function pendingPublisher(request: APIRequestContext) {
  const email = `attente.${Date.now()}@weedo.test`;
  const password = "Editeur2026";
  const before = sinkCount();
  const reg = await request.post("/api/graphql/auth", {
    data: {
      query: `mutation($input: RegisterInput!) { register(input: $input) { code } }`,
      variables: { input: publisherDraft({ email, password }) },
    },
  });
  expect((await reg.json()).data.register.code).toBe("OK");
  const code = await waitForCode(email, before);
  const val = await request.post("/api/graphql/auth", {
    data: {
      query: `mutation($e: String!, $c: String!) { validateEmail(email: $e, code: $c) { code } }`,
      variables: { e: email, c: code },
    },
  });
  expect((await val.json()).errors).toBeUndefined();
  return { email, password };
}

const loginCode = async (request: APIRequestContext, email: string, password: string) =>
  (
    await (
      await request.post("/api/graphql/auth", {
        data: {
          query: `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { code } }`,
          variables: { e: email, p: password },
        },
      })
    ).json()
  ).data.login.code as string;

test("an administrator approves a pending member from the bell, who can then sign in", async ({ page, request }) => {
  const member = await pendingPublisher(request);
  expect(await loginCode(request, member.email, member.password)).toBe("USER_PENDING");

  await signIn(page, "admin@weedo.test");
  const popup = page.getByTestId("notification-popup");
  await expect(popup).toBeVisible();
  await popup.getByRole("link", { name: /membres? en attente de validation/ }).click();
  await expect(page).toHaveURL(/\/Membreslist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Membres" })).toBeVisible();

  const queue = page.getByTestId("members-queue");
  const row = queue.getByRole("listitem").filter({ hasText: member.email });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText(/validé : un e-mail l'en informe/)).toBeVisible();
  await expect(queue.getByText(member.email)).toHaveCount(0);

  expect(await loginCode(request, member.email, member.password)).toBe("OK");
});

test("an administrator refuses a pending member with a reason", async ({ page, request, baseURL }) => {
  const member = await pendingPublisher(request);
  const cookie = await apiLogin(request, "admin@weedo.test");
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL! }]);
  await page.goto("/Membreslist");
  const row = page.getByTestId("members-queue").getByRole("listitem").filter({ hasText: member.email });
  await row.getByRole("button", { name: "Refuser" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Refuser et envoyer le motif" }).click();
  await expect(dialog.getByRole("alert")).toContainText("5 caractères");
  await dialog.getByLabel("Motif du refus").fill("Site sans contenu éditorial");
  await dialog.getByRole("button", { name: "Refuser et envoyer le motif" }).click();
  await expect(page.getByText(/refusé : le motif lui a été envoyé/)).toBeVisible();
  expect(await loginCode(request, member.email, member.password)).toBe("ACCOUNT_DISABLED");
});

test("an administrator edits a member and sees the change in /Logs", async ({ page, request, baseURL }) => {
  const member = await freshPublisher(request, { siren: "732 829 320", vatIntra: "FR44732829320" });
  const cookie = await apiLogin(request, "admin@weedo.test");
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL! }]);

  // The list finds the member by e-mail and leads to its page, with the company's identifiers.
  await page.goto(`/Membreslist?q=${encodeURIComponent(member.email)}`);
  await page.getByTestId("members-table").locator("tbody a").first().click();
  await expect(page).toHaveURL(/\/member\/\d+$/);
  await expect(page.getByTestId("member-company-ids")).toHaveText("SIREN 732 829 320 · TVA FR44732829320");
  const id = /\/member\/(\d+)$/.exec(page.url())![1]!;

  const society = `Éditions E2E ${Date.now() % 100_000}`;
  await page.getByLabel("Société", { exact: true }).fill(society);
  await page.getByTestId("member-save").click();
  await expect(page.getByText("Modifications enregistrées.")).toBeVisible();
  await expect(page.getByTestId("member-activity")).toContainText(society);

  await page.getByRole("link", { name: "Les changements de son compte" }).click();
  await expect(page).toHaveURL(new RegExp(`/Logs\\?targetType=user&targetId=${id}$`));
  const entry = page.getByTestId("audit-entries").locator("tbody tr").first();
  await expect(entry).toContainText("admin@weedo.test");
  await expect(entry).toContainText(society);
});
