import { expect, request } from "@playwright/test";
import { test } from "../fixtures";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";

/**
 * Server-first lists: without JavaScript, the HTML the server sends for a list page already holds its
 * first rows (issue 9), instead of skeleton rows that a browser query fills in after hydration.
 */
test.use({ javaScriptEnabled: false });

/** React's escaping of text in HTML, to find a name in the raw document. */
const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

test("the first HTML of the administrator's prgramslist holds its first rows", async ({ page, baseURL }) => {
  // The session cookie from the sign-in API, as a browser would get it from the login form.
  const anon = await request.newContext({ baseURL });
  const login = await anon.post("/api/graphql/auth", {
    data: {
      query: `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { code } }`,
      variables: { e: "admin@weedo.test", p: DEMO_PASSWORD },
    },
  });
  expect((await login.json()).data.login.code).toBe("OK");
  const session = /weedo_session=([^;]+)/.exec(login.headers()["set-cookie"] ?? "");
  expect(session, "a session cookie").toBeTruthy();
  await anon.dispose();
  await page.context().addCookies([{ name: "weedo_session", value: session![1]!, url: baseURL! }]);

  // The list's first row (newest first, as the table sorts it), read through the API as that user.
  const res = await page.request.post("/api/graphql", {
    data: {
      query: `query($f: MyaffilProgramFilter) { myaffilPrograms(filter: $f) { id name createdAt } }`,
      variables: { f: { state: null, validation: null, advertiserClientId: null } },
    },
  });
  const body = (await res.json()) as {
    data?: { myaffilPrograms: { id: number; name: string; createdAt: string }[] };
    errors?: unknown;
  };
  expect(body.errors).toBeUndefined();
  const programs = [...body.data!.myaffilPrograms].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  expect(programs.length, "seeded programs").toBeGreaterThan(0);
  const first = programs[0]!;

  const response = await page.goto("/myaffil/admin/prgramslist");
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('data-testid="programs-table"');
  expect(html).toContain(escapeHtml(first.name));
  expect(html).toContain(`/myaffil/admin/viewprogram?id=${first.id}`);
  // The rows are in the document itself, not only in a script payload for the browser to render.
  await expect(page.getByTestId("programs-table").locator("tbody tr").first()).toContainText(first.name);
});
