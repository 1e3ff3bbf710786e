import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signIn } from "../helpers/session";

/** The documented signature: HMAC-SHA256 of the other parameters sorted by name, name=value URL-encoded, joined by &. */
function signed(secret: string, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(fields[k]!)}`)
    .join("&");
  return createHmac("sha256", secret).update(canonical).digest("hex");
}

/** An administrator generates (or replaces) the campaign advertiser's postback secret on the pixels page and reads it, shown once. */
async function advertiserSecret(browser: Browser, trackingId: string, campaignName: string): Promise<string> {
  const admin = await as(browser, "admin@weedo.test");
  await admin.goto(`/myaffil/admin/pixels/${encodeURIComponent(trackingId)}/${encodeURIComponent(campaignName)}`);
  const generate = admin.getByRole("button", { name: "Générer un secret" });
  const replace = admin.getByRole("button", { name: "Remplacer le secret" });
  await expect(generate.or(replace)).toBeVisible();
  if (await generate.isVisible()) await generate.click();
  else {
    await replace.click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Remplacer le secret" }).click();
  }
  const secret = await admin.getByTestId("postback-secret").inputValue();
  expect(secret).toMatch(/^wps_/);
  await admin.context().close();
  return secret;
}

/**
 * Issue 5, end to end: an advertiser's program with a campaign and an e-mail visual, validated and
 * started by an administrator; a publisher's support and application, accepted; the publisher's
 * tracking link; a click and a lead postback; the lead in every statistics view; the CSV export.
 * Everything is created under unique names: the demo rows other specs assert on stay untouched.
 */

const stamp = Date.now();
const programName = `E2E parcours ${stamp}`;
const campaignName = `Campagne parcours ${stamp}`;
const visualName = `Visuel parcours ${stamp}`;
const supportName = `Support parcours ${stamp.toString(36).toUpperCase()}`;
const leadEmail = `parcours.${stamp}@weedo.test`;

// Shared along the journey (the tests run in order, each one needs the previous ones).
let programId = 0;
let trackingLink = "";

const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
function daysAgo(n: number): string {
  const d = new Date(`${parisToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

// The statistics screens read the 50 000-lead demo: the first figures may take a while on a busy machine.
const DATA = { timeout: 60_000 };

/** A fresh browser context (own cookies) signed in as `email`. */
async function as(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Once after a sign-in the shell opens the notifications (a modal for advertisers, the bell's
  // popup for the others) whenever there is something to show: close them when they appear.
  for (const id of ["advertiser-notification-modal", "notification-popup"]) {
    await page.addLocatorHandler(page.getByTestId(id), async () => {
      await page.keyboard.press("Escape");
    });
  }
  await signIn(page, email);
  return page;
}

/** What the API answers for the program over the statistics screens' default range (30 days), with the page's session. */
async function programStats(page: Page) {
  const res = await page.request.post("/api/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: `query($input: MyaffilStatsInput!) { myaffilStats(input: $input) { role totals { clicks leads } } }`,
      variables: { input: { from: daysAgo(29), to: parisToday(), groupBy: "day", programId } },
    },
  });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.myaffilStats as { role: string; totals: { clicks: number; leads: number } };
}

/** Opens a statsglobales screen, keeps the journey's program, and checks today's click and lead are counted. */
async function expectProgramFigures(page: Page, url: string, role: string) {
  await page.goto(url);
  await expect(page.getByTestId("stats-view")).toBeVisible(DATA);
  await page.getByLabel("Programme", { exact: true }).selectOption({ label: programName });
  const api = await programStats(page);
  expect(api.role).toBe(role);
  expect(api.totals.leads).toBe(1);
  expect(api.totals.clicks).toBe(1);
  await expect(page.getByTestId("kpi-leads")).toHaveAttribute("data-value", "1", DATA);
  await expect(page.getByTestId("kpi-clicks")).toHaveAttribute("data-value", "1", DATA);
  // One day of activity: today.
  await expect(page.getByTestId("stats-table").getByText("1 ligne", { exact: true })).toBeVisible(DATA);
}

test.describe.serial("MyAffil journey: program → application → tracking → statistics", () => {
  test.beforeEach(() => {
    test.setTimeout(180_000);
  });

  test("the advertiser creates a program, a campaign and an e-mail visual, and previews it", async ({ browser }) => {
    const page = await as(browser, "annonceur@weedo.test");
    await page.goto("/myaffil/annonceur/prgramslist");
    await expect(page.getByRole("heading", { level: 1, name: "Mes programmes" })).toBeVisible();
    await page.getByRole("button", { name: "Nouveau programme" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau programme" });
    const form = dialog.getByTestId("program-form");
    await form.getByLabel("Nom du programme").fill(programName);
    await form.getByLabel("Description").fill("Devis d'assurance habitation en trois minutes.");
    await form.getByLabel("Thématique").selectOption("assurance");
    await form.getByLabel("Prix annonceur (HT)").fill("18");
    await form.getByLabel("Page d'atterrissage").fill("https://habitation.example.test/devis?src=weedo");
    await form.getByLabel("E-mail marketing", { exact: true }).check();
    await dialog.getByRole("button", { name: "Créer le programme" }).click();
    await expect(page.getByText("Programme créé avec succès")).toBeVisible();
    await expect(page).toHaveURL(/\/myaffil\/annonceur\/viewprogram\?id=\d+$/);
    programId = Number(new URL(page.url()).searchParams.get("id"));
    await expect(page.getByRole("heading", { level: 1, name: programName })).toBeVisible();
    await expect(page.getByText("En attente de validation", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Ajouter une campagne" }).click();
    const add = page.getByRole("dialog", { name: "Nouvelle campagne" });
    await add.getByLabel("Nom de la campagne").fill(campaignName);
    await add.getByRole("button", { name: "Créer la campagne" }).click();
    await expect(page.getByText("Campagne créée avec succès")).toBeVisible();
    await expect(add).toBeHidden();
    await expect(
      page.getByTestId("campaigns-table").getByRole("row", { name: new RegExp(campaignName) }),
    ).toContainText(/T[0-9A-Z]{10}/);

    // The visuals card offers the new campaign at once.
    await page.getByRole("button", { name: `Ajouter un visuel à ${campaignName}` }).click();
    const visual = page.getByRole("dialog", { name: `Ajouter un visuel à ${campaignName}` });
    await visual.getByLabel("Nom", { exact: true }).fill(visualName);
    await visual.getByLabel("Objet", { exact: true }).fill("Votre devis habitation offert");
    await visual.getByLabel("Expéditeur", { exact: true }).fill("Les Bons Plans");
    await visual
      .getByLabel("Code HTML", { exact: true })
      .fill(`<h1>Assurez votre logement ${stamp}</h1><p><a href="{{tracking_link}}">Mon devis</a></p>`);
    await visual.getByRole("button", { name: "Créer le visuel" }).click();
    await expect(page.getByText("Visuel créé")).toBeVisible();
    await expect(visual).toBeHidden();
    const card = page.getByTestId("visual-card").filter({ hasText: visualName });
    await expect(card).toBeVisible();

    // The public preview shows the HTML with a tracking link in place of the placeholder.
    const href = await card.getByRole("link", { name: `Ouvrir l'aperçu — ${visualName}` }).getAttribute("href");
    expect(href).toMatch(/^\/apercu_template\/\d+\/\d+\/[^/]+\/[^/]+$/);
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toContain(`Assurez votre logement ${stamp}`);
    expect(body).not.toContain("{{tracking_link}}");
    expect(body).toMatch(/href="http[^"]*\/t\/T[0-9A-Z]{10}\?p=\d+"/);
    await page.goto(href!);
    await expect(page.getByRole("heading", { level: 1, name: `Assurez votre logement ${stamp}` })).toBeVisible();
    await page.context().close();
  });

  test("the administrator validates the program and starts it and its campaign", async ({ browser }) => {
    expect(programId).toBeGreaterThan(0);
    const page = await as(browser, "admin@weedo.test");
    await page.goto(`/myaffil/admin/viewprogram?id=${programId}`);
    await expect(page.getByRole("heading", { level: 1, name: programName })).toBeVisible();
    await expect(page.getByText("En attente de validation", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Valider", exact: true }).click();
    await expect(page.getByText("Programme validé")).toBeVisible();
    await expect(page.getByRole("button", { name: "Valider", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Activer", exact: true }).click();
    await expect(page.getByText("État modifié avec succès").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Mettre en pause", exact: true })).toBeVisible();

    const row = page.getByTestId("campaigns-table").getByRole("row", { name: new RegExp(campaignName) });
    await row.getByRole("button", { name: `Activer ${campaignName}` }).click();
    await expect(row.getByRole("button", { name: `Mettre en pause ${campaignName}` })).toBeVisible();
    await expect(row).toContainText("Actif");
    await page.context().close();
  });

  test("the publisher adds a support and applies; the administrator accepts the application", async ({ browser }) => {
    const page = await as(browser, "editeur@weedo.test");
    await page.goto("/myaffil/editeur/supportslist");
    await expect(page.getByRole("heading", { level: 1, name: "Mes supports" })).toBeVisible();
    await page.getByRole("button", { name: "Ajouter un support" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau support" });
    await dialog.getByLabel("Nom du support").fill(supportName);
    await dialog.getByLabel("Type de diffusion").selectOption("email_marketing");
    await dialog.getByLabel("Audience").fill("25000");
    await dialog.getByLabel("Adresse (URL)").fill("https://parcours.example.fr");
    await dialog.getByRole("button", { name: "Voyage" }).click();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Support ajouté")).toBeVisible();
    await expect(
      page.getByTestId("supports-table").getByRole("cell", { name: supportName, exact: true }),
    ).toBeVisible();

    // The running program is offered; no link before acceptance.
    await page.goto("/myaffil/editeur/prgramslist");
    await page.getByPlaceholder("Rechercher un programme…").fill(programName);
    await page
      .getByTestId("programs-table")
      .getByRole("link", { name: new RegExp(programName) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/myaffil/editeur/viewprogram\\?id=${programId}$`));
    await expect(page.getByRole("heading", { level: 1, name: programName })).toBeVisible();
    await expect(page.getByText("Postulez pour recevoir vos liens de tracking.")).toBeVisible();
    await page.getByRole("button", { name: `Postuler — ${programName}` }).click();
    const apply = page.getByRole("dialog", { name: "Postuler au programme" });
    await apply.getByLabel("Support", { exact: true }).selectOption({ label: supportName });
    await apply.getByLabel("Message", { exact: true }).fill("Newsletter habitation, 25 000 abonnés opt-in.");
    await apply.getByRole("button", { name: "Envoyer la candidature" }).click();
    await expect(page.getByText("Candidature envoyée")).toBeVisible();
    await expect(apply).toBeHidden();
    await expect(page.getByText("En cours de vérification", { exact: true }).first()).toBeVisible();
    await page.context().close();

    const admin = await as(browser, "admin@weedo.test");
    await admin.goto("/myaffil/admin/postulelist");
    await expect(admin.getByRole("heading", { level: 1, name: "Candidatures des éditeurs" })).toBeVisible();
    const table = admin.getByTestId("postules-table");
    // Typed again until the hydrated table applies it (the server's HTML shows the table before hydration).
    await expect(async () => {
      await table.getByRole("searchbox").fill(supportName);
      await expect(table.getByRole("row")).toHaveCount(2, { timeout: 1000 });
    }).toPass();
    const row = table.getByRole("row").filter({ hasText: supportName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(programName);
    await row.getByRole("checkbox", { name: "Sélectionner la ligne" }).check();
    await admin.getByRole("button", { name: "Accepter la sélection (1)" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Accepter", exact: true }).click();
    await expect(admin.getByText("1 candidature acceptée")).toBeVisible();
    await admin.getByLabel("État", { exact: true }).selectOption("");
    await expect(table.getByRole("row").filter({ hasText: supportName })).toContainText("Acceptée");
    await admin.context().close();
  });

  test("the publisher sees the campaign and its tracking link; a click then a lead postback are recorded", async ({
    browser,
  }) => {
    const page = await as(browser, "editeur@weedo.test");
    await page.goto("/myaffil/editeur/campagnelist");
    await expect(page.getByRole("heading", { level: 1, name: "Mes campagnes" })).toBeVisible();
    await page.getByPlaceholder("Rechercher une campagne…").fill(campaignName);
    const row = page.getByTestId("publisher-campaigns").getByRole("row", { name: new RegExp(campaignName) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("?p=801");
    await expect(row.getByRole("button", { name: new RegExp(`^Copier le lien de ${campaignName}`) })).toBeVisible();
    trackingLink = ((await row.locator("code").textContent()) ?? "").trim();
    expect(trackingLink).toMatch(/\/t\/T[0-9A-Z]{10}\?p=801(&|$)/);

    // The click: a redirect to the landing page (its own query kept) with the click id.
    const click = await page.request.get(trackingLink, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    const location = new URL(click.headers()["location"]!);
    expect(location.origin + location.pathname).toBe("https://habitation.example.test/devis");
    expect(location.searchParams.get("src")).toBe("weedo");
    const clickId = location.searchParams.get("click_id");
    expect(clickId).toBeTruthy();

    // A click id alone is not enough: the publisher cannot report its own click.
    const unsigned = await page.request.post("/api/postback", { data: { click_id: clickId, email: leadEmail } });
    expect(unsigned.status()).toBe(401);
    expect((await unsigned.json()).code).toBe("SIGNATURE_REQUIRED");

    // The advertiser's server-to-server postback with that click id, signed as the pixels page says.
    const trackingId = new URL(trackingLink).pathname.split("/")[2]!;
    const secret = await advertiserSecret(browser, trackingId, campaignName);
    const fields = { click_id: clickId!, email: leadEmail };
    const postback = await page.request.post("/api/postback", { data: { ...fields, sig: signed(secret, fields) } });
    expect(postback.status()).toBe(200);
    const answer = await postback.json();
    expect(answer.status).toBe("ok");
    expect(answer.duplicate).toBe(false);
    expect(answer.lead_id).toBeTruthy();
    await page.context().close();
  });

  test("the click and the lead appear in every statistics view; the CSV holds the rows on screen", async ({
    browser,
  }) => {
    // Publisher: its own figures for the program.
    const publisher = await as(browser, "editeur@weedo.test");
    await expectProgramFigures(publisher, "/myaffil/editeur/stats/statsglobales", "publisher");
    await expect(publisher.getByRole("heading", { level: 1, name: "Mes statistiques" })).toBeVisible();

    // The CSV export downloads the table's rows: same count, same figures.
    const table = publisher.getByTestId("stats-table");
    const shown = await table.locator("tbody tr").count();
    expect(shown).toBe(1);
    // Today as the table writes it ("jeudi 3 décembre 2026": the day is not zero-padded).
    const day = new Intl.DateTimeFormat("fr-FR", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Paris",
    }).format(new Date(`${parisToday()}T12:00:00Z`));
    await expect(table.locator("tbody tr").first()).toContainText(day);
    const [download] = await Promise.all([
      publisher.waitForEvent("download"),
      table.getByRole("button", { name: "Exporter en CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stats_globales_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const raw = readFileSync((await download.path())!, "utf8");
    expect(raw.startsWith("\uFEFF")).toBe(true);
    const [header, ...lines] = raw
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(";"));
    expect(header![0]).toBe("Jour");
    expect(lines).toHaveLength(shown);
    const leadsAt = header!.indexOf("Leads");
    const clicksAt = header!.indexOf("Clics");
    expect(leadsAt).toBeGreaterThan(0);
    expect(lines.map((l) => [l[0], Number(l[clicksAt]), Number(l[leadsAt])])).toEqual([[parisToday(), 1, 1]]);
    await publisher.context().close();

    // Administrator: the network's view, and the lead's row with its contact.
    const admin = await as(browser, "admin@weedo.test");
    await expectProgramFigures(admin, "/myaffil/admin/stats/statsglobales", "admin");
    await admin.goto("/myaffil/admin/DetailLeads_Admin");
    await expect(admin.getByTestId("lead-details")).toBeVisible(DATA);
    await admin.getByPlaceholder("E-mail, téléphone, n° de lead, click id…").fill(leadEmail);
    const leadRow = admin.getByTestId("leads-table").getByRole("row").filter({ hasText: leadEmail });
    await expect(leadRow).toHaveCount(1, DATA);
    await expect(leadRow).toContainText(programName);
    await expect(leadRow).toContainText(campaignName);
    await expect(leadRow).toContainText("En attente");
    await admin.context().close();

    // Advertiser: its own program's figures.
    const advertiser = await as(browser, "annonceur@weedo.test");
    await expectProgramFigures(advertiser, "/myaffil/annonceur/stats/statsglobales", "advertiser");
    await advertiser.context().close();
  });
});
