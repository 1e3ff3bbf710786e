import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInAndSettle } from "../dashboards/helpers";

/** scripts/e2e-server.ts gives the server this key unless the environment sets one. */
const INTAKE_KEY = process.env.MONGUSTAVE_INTAKE_KEY ?? "e2e-mongustave-intake-key";

/** A counter's value as a number (French formatting puts narrow spaces between thousands). */
async function counter(page: Page, key: string): Promise<number> {
  return Number((await page.getByTestId(`realtime-${key}`).textContent())!.replace(/\D/g, ""));
}

test.describe("real-time statistics /temps-reel/mongustave", () => {
  test("a request taken in by the engine shows on the open page within two seconds", async ({ page }) => {
    await signInAndSettle(page, "admin@weedo.test");
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "fetch" || r.resourceType() === "xhr" || r.resourceType() === "eventsource")
        requests.push(new URL(r.url()).pathname);
    });
    await page.goto("/temps-reel/mongustave");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temps réel Mon Gustave");
    await expect(page.getByTestId("realtime-status")).toHaveAttribute("data-status", "live");
    const before = await counter(page, "leadsIn");

    const stamp = Date.now() % 1_000_000;
    const posted = Date.now();
    const res = await page.request.post("/api/mongustave/leads", {
      headers: { authorization: `Bearer ${INTAKE_KEY}` },
      data: {
        product: "energie",
        source: "e2e-temps-reel",
        first_name: "Lina",
        last_name: "Direct",
        email: `lina.gustave.${stamp}@exemple.test`,
        phone: `0612${String(stamp).padStart(6, "0")}`,
        postcode: "69003",
        city: "Lyon",
      },
    });
    expect(res.status()).toBe(201);
    // Pushed by the lead's notification: well before the stream's own refresh (ROLL_MS, 60 s), with
    // room for a loaded 2-core machine.
    await expect.poll(() => counter(page, "leadsIn"), { timeout: 10_000 }).toBeGreaterThan(before);
    console.log(`realtime mongustave: request on the page ${Date.now() - posted} ms after the post was sent`);
    await expect(page.getByTestId("realtime-products").getByRole("row", { name: /Énergie/ })).toBeVisible();
    // One stream, and no read of the figures by the page itself.
    expect(requests.filter((p) => p === "/api/realtime/mongustave")).toHaveLength(1);
    expect(requests.filter((p) => p.startsWith("/api/graphql/market"))).toEqual([]);
  });

  test("another administrator is kept out of the page and its stream", async ({ page }) => {
    await signInAndSettle(page, "ma@weedo.test");
    const stream = await page.request.get("/api/realtime/mongustave");
    expect(stream.status()).toBe(403);
    await page.goto("/temps-reel/mongustave");
    await expect(page.getByTestId("realtime-status")).toHaveCount(0);
  });
});
