import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { apiLogin } from "../shell/helpers";

// The page must not depend on the browser to show its first screen: scripts are off for this file.
test.use({ javaScriptEnabled: false });

test("the first HTML of admin Commandes holds its newest order rows, read on the server", async ({
  page,
  request,
  baseURL,
}) => {
  const cookie = await apiLogin(request, "admin@weedo.test");
  const api = await request.post("/api/graphql/market", {
    headers: { cookie },
    data: {
      query: `{ marketOrders(userId: null, categoryId: null, state: null) { id clientEmail categoryName createdAt } }`,
    },
  });
  const orders = (
    (await api.json()) as {
      data: { marketOrders: { id: number; clientEmail: string; categoryName: string; createdAt: string }[] };
    }
  ).data.marketOrders;
  expect(orders.length).toBeGreaterThan(0);
  // The table opens sorted by creation date, newest first: the three newest are on its first page.
  const newest = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3);

  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL! }]);
  const response = await page.goto("/weedomarket/admin/Commandes");
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  for (const o of newest) {
    expect(html).toContain(`href="/weedomarket/admin/Commandes/${o.id}"`);
    expect(html).toContain(o.clientEmail);
  }
  // Rows, not a skeleton: the table's body holds the orders' links in the document the server sent.
  for (const o of newest)
    await expect(
      page.getByTestId("admin-orders").locator(`a[href="/weedomarket/admin/Commandes/${o.id}"]`).first(),
    ).toBeAttached();
});
