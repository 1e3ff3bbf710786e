import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { exportPKCS8, importPKCS8 } from "jose";
import { linkKeyOf, signLinkWith } from "@/features/data/contacts/server/links";
import dns2 from "dns2";
import { signIn, signInWithApi } from "../helpers/session";

/**
 * Issue 14, Weedo data: a person unsubscribes through the public link of a send and an administrator
 * sees it in contactsDesabonnes; an administrator cleans a CSV list and downloads the result.
 *
 * The MX check asks DNS: run with CHECK_DNS_SERVERS=127.0.0.1:3389 and this spec answers it from a
 * local server (exemple.fr has MX records); without it, the good rows' fate is the machine's DNS's.
 */
// A French person's browser (the public pages follow the portal's locale cookie, French by default).
test.use({ locale: "fr-FR" });

const DNS_PORT = Number(/^127\.0\.0\.1:(\d+)$/.exec(process.env.CHECK_DNS_SERVERS ?? "")?.[1] ?? 0);
let zone: ReturnType<typeof dns2.createServer> | null = null;

test.beforeAll(async () => {
  // Any signed-link check makes the server load its key (written to DATA_DIR on first use), which
  // the links below are signed with.
  await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/api/data/unsubscribe?e=a%40b.fr&s=x&sig=x`);
  if (!DNS_PORT) return;
  // exemple.fr has an MX record; every other name is NXDOMAIN.
  zone = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const q = request.questions[0]!;
      if (q.name.toLowerCase() === "exemple.fr")
        response.answers.push(
          dns2.Packet.createResourceFromQuestion(
            { ...q, type: dns2.Packet.TYPE.MX },
            { ttl: 60, exchange: "mx.exemple.fr", priority: 10 },
          ),
        );
      else response.header.rcode = 3;
      void send(response);
    },
  });
  await zone.listen({ udp: { port: DNS_PORT, address: "127.0.0.1" } });
});
test.afterAll(() => zone?.close());

/** The signed unsubscribe link the server would put in a send (its key is in the e2e DATA_DIR). */
async function unsubscribeLink(email: string, source: string): Promise<string> {
  const pem = readFileSync(path.join(process.env.DATA_DIR ?? ".data/e2e", "jwt-es256.pem"), "utf8");
  const key = linkKeyOf(await exportPKCS8(await importPKCS8(pem, "ES256", { extractable: true })));
  const q = new URLSearchParams({ e: email, s: source, sig: signLinkWith(key, "unsubscribe", email, source) });
  return `/api/data/unsubscribe?${q}`;
}

test("a public unsubscribe link (one click, or its page) shows in contactsDesabonnes", async ({ page, request }) => {
  // The mail client's one-click POST (RFC 8058), with no session.
  const oneClick = await request.post(await unsubscribeLink("e2e.unclic@exemple.fr", "e2e-newsletter"), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  // A tampered link changes nothing.
  const forged = (await unsubscribeLink("e2e.unclic@exemple.fr", "e2e-newsletter")).replace("unclic", "victime");
  expect((await request.post(forged, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(403);

  // The person opens the link in a browser: a page with one button (opening it unsubscribes nobody).
  await page.goto(await unsubscribeLink("e2e.page@exemple.fr", "e2e-newsletter"));
  await expect(page.getByRole("heading", { name: "Se désabonner" })).toBeVisible();
  await page.getByRole("button", { name: "Me désabonner" }).click();
  await expect(page.getByRole("heading", { name: "Vous êtes désabonné(e)" })).toBeVisible();

  await signInWithApi(page, "admin@weedo.test");
  await page.goto("/weedodata/admin/contactsDesabonnes");
  await page.getByTestId("suppression-search").fill("e2e.");
  await page.getByRole("button", { name: "Filtrer" }).click();
  const table = page.getByTestId("suppressions-table");
  await expect(table.getByRole("row", { name: /e2e\.unclic@exemple\.fr.*e2e-newsletter.*Un clic/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /e2e\.page@exemple\.fr.*Lien de désinscription/ })).toBeVisible();
  await expect(table.getByText("e2e.victime@exemple.fr")).toHaveCount(0);
});

test("an administrator cleans a CSV list and downloads the cleaned list and the removed rows", async ({
  page,
  request,
}) => {
  const left = await request.post(await unsubscribeLink("e2e.partie@exemple.fr", "e2e-liste"), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(left.status()).toBe(200);
  await signIn(page, "admin@weedo.test");
  // The bell's popup opens after a sign-in, over the top of the page: closed as a person would.
  await page.addLocatorHandler(page.getByTestId("notification-popup"), () => page.keyboard.press("Escape"));
  await page.goto("/weedodata/admin/VerifEmail");
  const csv = [
    "nom;email",
    "Camille Martin;camille.martin@exemple.fr",
    "Léa Dubois;lea.dubois@exemple.fr",
    "Sans arobase;pas-une-adresse",
    "Doublon;Camille.Martin@exemple.fr",
    "Désabonnée;e2e.partie@exemple.fr",
  ].join("\r\n");
  await page
    .getByTestId("verify-file")
    .setInputFiles({ name: "liste.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByTestId("verify-start").click();
  await expect(page.getByTestId("verify-progress")).toHaveText("5 / 5 adresses vérifiées");
  await expect(page.getByTestId("verify-result")).toBeVisible();
  await expect(page.getByTestId("verify-reason-syntax")).toContainText("1");
  await expect(page.getByTestId("verify-reason-duplicate")).toContainText("1");
  await expect(page.getByTestId("verify-reason-suppressed")).toContainText("1");

  const cleanedDownload = page.waitForEvent("download");
  await page.getByTestId("verify-download-clean").click();
  const cleaned = readFileSync((await (await cleanedDownload).path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = cleaned.trim().split("\r\n");
  expect(lines[0]).toBe("nom;email");
  expect(cleaned).not.toContain("pas-une-adresse");
  expect(cleaned).not.toContain("Camille.Martin@exemple.fr");
  expect(cleaned).not.toContain("e2e.partie@exemple.fr");
  if (zone)
    expect(lines.slice(1)).toEqual(["Camille Martin;camille.martin@exemple.fr", "Léa Dubois;lea.dubois@exemple.fr"]);

  const removedDownload = page.waitForEvent("download");
  await page.getByTestId("verify-download-removed").click();
  const removed = readFileSync((await (await removedDownload).path())!, "utf8");
  expect(removed).toContain("Sans arobase;pas-une-adresse;Syntaxe invalide");
  expect(removed).toContain("Doublon;Camille.Martin@exemple.fr;Doublon");
  expect(removed).toContain("Désabonnée;e2e.partie@exemple.fr;Désabonnée");
});

/** The signed double opt-in landing of a contact (the spec's URL, the signature as ?sig=). */
async function confirmationLink(email: string, source: string, tamper = false): Promise<string> {
  const pem = readFileSync(path.join(process.env.DATA_DIR ?? ".data/e2e", "jwt-es256.pem"), "utf8");
  const key = linkKeyOf(await exportPKCS8(await importPKCS8(pem, "ES256", { extractable: true })));
  const sig = signLinkWith(key, "confirm", tamper ? `x${email}` : email, source);
  return `/weedodata/admin/VerifEmailConfirmation/${encodeURIComponent(email)}/${encodeURIComponent(source)}?sig=${sig}`;
}

test("the stock lists the seeded base; a contact's signed double opt-in link confirms it, signed out", async ({
  page,
  browser,
}) => {
  await signInWithApi(page, "admin@weedo.test");
  await page.goto("/weedodata");
  await expect(page.getByTestId("data-kpi-total")).toContainText("4");
  await page.goto("/weedodata/admin/vuestock?state=active");
  const row = page.getByTestId("stock-contacts").locator("tbody tr").first();
  const email = (await row.locator("td").nth(0).innerText()).trim();
  const source = (await row.locator("td").nth(1).innerText()).split("\n")[0]!.trim();
  await expect(page.locator('nav[aria-label="Pagination"] a')).not.toHaveCount(0);

  const anonymous = await browser.newPage();
  await anonymous.goto(await confirmationLink(email, source, true));
  await expect(anonymous.getByTestId("confirmation-invalid_link")).toBeVisible();
  await anonymous.goto(await confirmationLink(email, source));
  await expect(anonymous.getByRole("heading", { name: /Inscription confirmée|Déjà confirmée/ })).toBeVisible();
  await anonymous.reload();
  await expect(anonymous.getByTestId("confirmation-already")).toBeVisible();
  await anonymous.close();
});

test("statsDésabonnes answers at the spec's non-ASCII URL, from the sidebar too", async ({ page }) => {
  await signInWithApi(page, "admin@weedo.test");
  await page.goto("/weedodata/admin/dashboard");
  await page.getByRole("link", { name: "Statistiques des désabonnés" }).first().click();
  await expect(page).toHaveURL(/\/weedodata\/admin\/statsD(%C3%A9|é)sabonnes/);
  await expect(page.getByRole("heading", { name: "Statistiques des désabonnés" })).toBeVisible();
  await expect(page.getByTestId("stats-by-channel")).toBeVisible();
});
