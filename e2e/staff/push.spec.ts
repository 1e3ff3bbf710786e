import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "@playwright/test";
// @ts-expect-error http_ece (web-push's own encryption library) ships no types
import ece from "http_ece";
import { test } from "../fixtures";
import { signIn, signInWithApi } from "../helpers/session";

/**
 * Web Push end to end. What is real: the portal's service worker (public/sw.js) registered by the
 * shell, the subscription stored through the API, the notification written and confirmed on the
 * admin screen, the queue's delivery job, the VAPID-signed aes128gcm request the server sends
 * through the guarded outbound client, the decryption with the subscription's keys, the service
 * worker's push handler showing the notification, and its notificationclick handler posting the
 * click. What stands in: headless Chromium has no push service (its pushManager.subscribe needs
 * Google's), so the subscription is one this test owns (its endpoint is a local HTTP server, its
 * keys are generated here), the local server plays the push service, and the decrypted message
 * and the click are dispatched as push and notificationclick events inside the service worker
 * (no push service can deliver to headless Chromium, and no one can click its notifications).
 */
test("an administrator's notification reaches the service worker and its click is counted", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["notifications"]);
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const service = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => service.listen(0, "127.0.0.1", r));
  const endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/e2e-${Date.now()}`;

  try {
    await signIn(page, "admin@weedo.test");
    // The shell registers the portal's service worker on signed-in pages.
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toMatch(/\/sw\.js$/);

    // This browser's subscription, as the shell's registration sends it (see the note above).
    const stored = await page.evaluate(
      async (input) => {
        const res = await fetch("/api/graphql/auth", {
          method: "POST",
          headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
          body: JSON.stringify({
            query: "mutation SubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) }",
            variables: { input },
          }),
        });
        return ((await res.json()) as { data?: { subscribePush: boolean } }).data?.subscribePush;
      },
      { endpoint, p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    );
    expect(stored).toBe(true);

    // The administrator writes a notification for administrators and sends it now.
    const title = `Test e2e ${Date.now()}`;
    await page.goto("/pushNotifications/statistiques");
    await page.getByLabel("Titre", { exact: true }).fill(title);
    await page.getByLabel("Texte", { exact: true }).fill("Une notification envoyée par le test.");
    await page.getByLabel("Lien ouvert au clic").fill("/Logs");
    await page.getByLabel("Administrateurs", { exact: true }).check();
    await page.getByTestId("push-send").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Notification envoyée").first()).toBeVisible();

    // The queue delivers it to the push service: a real VAPID-signed, aes128gcm-encrypted request.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const push = received[0]!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    const plain = (
      ece.decrypt(push.body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }) as Buffer
    ).toString("utf8");
    expect(JSON.parse(plain)).toMatchObject({ title, url: "/Logs" });

    // The push service hands it to the browser's service worker. Headless Chromium has no push service
    // (DevTools' deliverPushMessage needs a registration with a real one), so the test runs the worker's
    // own push handler code (self.showPush, what the push event calls) with the decrypted message.
    const worker = context.serviceWorkers().find((w) => w.url().endsWith("/sw.js"))!;
    await worker.evaluate((text) => (self as unknown as { showPush(t: string): Promise<void> }).showPush(text), plain);
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title)),
      )
      .toContain(title);

    // A click runs the worker's notificationclick code (self.openClicked), which reports it.
    await worker.evaluate(async (wanted) => {
      const sw = self as unknown as {
        registration: ServiceWorkerRegistration;
        openClicked(n: Notification): Promise<unknown>;
      };
      const n = (await sw.registration.getNotifications()).find((x) => x.title === wanted)!;
      await sw.openClicked(n);
    }, title);

    // The statistics count it: one sent, one delivered, one click.
    const row = page.getByTestId("push-notifications").locator("tr", { hasText: title });
    await expect
      .poll(
        async () => {
          await page.reload();
          return row.getByTestId("push-clicked").innerText();
        },
        { timeout: 30_000 },
      )
      .toMatch(/^1/);
    // (Headless Chromium may also hold a subscription of its own that no push service can reach: only ours delivers.)
    await expect(row.getByTestId("push-delivered")).toHaveText("1");

    // The logs show the delivery with the push service's answer.
    await row.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/pushNotifications\/logs\?notificationId=\d+/);
    const delivery = page.getByTestId("push-logs").locator("tbody tr").first();
    await expect(delivery).toContainText("201");
    await expect(delivery).toContainText("Livré");
  } finally {
    await new Promise<void>((r) => service.close(() => r()));
  }
});

test("push notifications are for ad only: a tem is sent back home", async ({ page }) => {
  await signInWithApi(page, "tem@weedo.test");
  await page.goto("/pushNotifications/statistiques");
  await expect(page).not.toHaveURL(/pushNotifications/);
});
