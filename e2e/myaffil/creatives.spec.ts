import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

async function gql(page: Page, query: string, variables?: Record<string, unknown>) {
  const res = await page.request.post("/api/graphql", { data: { query, variables } });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

test.describe("MyAffil creatives: supports, applications, visuals", () => {
  test("a publisher adds a support (the invalid name first), applies; an administrator accepts it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const supportName = `Newsletter Été ${stamp}`;

    await signInWithApi(page, "editeur@weedo.test");
    await page.goto("/myaffil/editeur/supportslist");
    await expect(page.getByRole("heading", { level: 1, name: "Mes supports" })).toBeVisible();
    await page.getByRole("button", { name: "Ajouter un support" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau support" });
    await dialog.getByLabel("Nom du support").fill("Mon site !");
    await dialog.getByLabel("Type de diffusion").selectOption("email_marketing");
    await dialog.getByLabel("Audience").fill("12000");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Le champ support ne doit pas contenir de caractères spéciaux")).toBeVisible();
    await dialog.getByLabel("Nom du support").fill(supportName);
    await dialog.getByLabel("Adresse (URL)").fill("https://ete.example.fr");
    await dialog.getByRole("button", { name: "Voyage" }).click();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Support ajouté")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByTestId("supports-table").getByRole("cell", { name: supportName, exact: true }),
    ).toBeVisible();

    // A running program editeur@ has not applied to.
    const programs = (await gql(page, `{ myaffilPrograms { id name access application { state } canBroadcast } }`))
      .data!.myaffilPrograms as { id: number; name: string; application: unknown; canBroadcast: boolean }[];
    const program = programs.find((p) => !p.application && !p.canBroadcast);
    expect(program, "a program open to applications").toBeTruthy();
    await page.goto(`/myaffil/editeur/viewprogram?id=${program!.id}`);
    await page.getByRole("button", { name: `Postuler — ${program!.name}` }).click();
    const apply = page.getByRole("dialog", { name: "Postuler au programme" });
    await apply.getByLabel("Support", { exact: true }).selectOption({ label: supportName });
    await apply.getByLabel("Message", { exact: true }).fill("Base opt-in de 12 000 abonnés voyage.");
    await apply.getByRole("button", { name: "Envoyer la candidature" }).click();
    await expect(page.getByText("Candidature envoyée")).toBeVisible();
    await expect(apply).toBeHidden();

    // The administrator accepts it in postulelist.
    const admin = await browser.newPage();
    await signInWithApi(admin, "admin@weedo.test");
    await admin.goto("/myaffil/admin/postulelist");
    await expect(admin.getByRole("heading", { level: 1, name: "Candidatures des éditeurs" })).toBeVisible();
    const table = admin.getByTestId("postules-table");
    // Typed again until the hydrated table applies it (the server's HTML shows the table before hydration).
    await expect(async () => {
      await table.getByRole("searchbox").fill(supportName);
      await expect(table.getByRole("row")).toHaveCount(2, { timeout: 1000 });
    }).toPass();
    // Its data row (the "no match for « … »" row of an empty result names the support too).
    const row = table
      .getByRole("row")
      .filter({ hasText: supportName })
      .filter({ has: admin.getByRole("checkbox", { name: "Sélectionner la ligne" }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(program!.name);
    await expect(row).toContainText("En cours de vérification");
    await row.getByRole("checkbox", { name: "Sélectionner la ligne" }).check();
    await admin.getByRole("button", { name: "Accepter la sélection (1)" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Accepter", exact: true }).click();
    await expect(admin.getByText("1 candidature acceptée")).toBeVisible();
    // The waiting queue on screen no longer lists it; all states show it accepted.
    await expect(row).toHaveCount(0);
    await admin.getByLabel("État", { exact: true }).selectOption("");
    await expect(row).toContainText("Acceptée");
    // Back to the waiting ones (the default filter): the copy of that list cached before the decision
    // is not shown again, neither while the list settles nor after.
    await admin.getByLabel("État", { exact: true }).selectOption("being_verified");
    await expect(row).toHaveCount(0);
    await expect(admin.locator("[data-pending]")).toHaveCount(0);
    expect(await row.count()).toBe(0);
    await expect(table.getByText(`Aucun résultat pour « ${supportName} »`)).toBeVisible();
    await admin.getByLabel("État", { exact: true }).selectOption("accepted");
    await expect(row).toContainText("Acceptée");
    await admin.getByLabel("État", { exact: true }).selectOption("refused");
    await expect(row).toHaveCount(0);
    await admin.close();

    // The publisher's application is now accepted.
    const mine = (await gql(page, `{ myApplications { programId state } }`)).data!.myApplications as {
      programId: number;
      state: string;
    }[];
    expect(mine.find((m) => m.programId === program!.id)?.state).toBe("accepted");
  });

  test("an administrator adds an HTML visual with a script: the saved visual and its public preview have none", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/myaffil/admin/integration/ajoutervisuel");
    await expect(page.getByRole("heading", { level: 1, name: "Ajouter un visuel" })).toBeVisible();
    await page.getByLabel("Campagne", { exact: true }).selectOption({ index: 1 });
    const name = `Visuel e2e ${Date.now().toString(36)}`;
    await page.getByLabel("Nom", { exact: true }).fill(name);
    await page.getByLabel("Objet", { exact: true }).fill("Votre devis en 2 minutes");
    await page.getByLabel("Expéditeur", { exact: true }).fill("Les Bons Plans");
    const html = page.getByLabel("Code HTML", { exact: true });
    await html.fill(
      `<h1>Offre spéciale</h1><script>document.title = "pwned"</script><img src="https://cdn.example/x.png" onerror="alert(1)"><p><a href="">J'en profite</a></p>`,
    );
    // The placeholder goes where the cursor is: between the link's quotes.
    await html.evaluate((el: HTMLTextAreaElement) => {
      const at = el.value.indexOf('href="') + 6;
      el.focus();
      el.setSelectionRange(at, at);
    });
    await page.getByRole("button", { name: "Insérer le lien de tracking" }).click();
    await expect(html).toHaveValue(/href="\{\{tracking_link\}\}"/);
    await expect(page.getByTestId("live-preview")).toHaveAttribute("sandbox", "");
    await page.getByRole("button", { name: "Créer le visuel" }).click();
    await expect(page.getByText("Visuel créé")).toBeVisible();

    const card = page.getByTestId("visual-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    const srcdoc = (await card.getByTestId("visual-preview").getAttribute("srcdoc")) ?? "";
    expect(srcdoc).toContain("Offre spéciale");
    expect(srcdoc).not.toMatch(/<script[\s>]|onerror/i);

    const href = await card.getByRole("link", { name: /Ouvrir l'aperçu/ }).getAttribute("href");
    expect(href).toMatch(/^\/apercu_template\/0\/\d+\/[^/]+\/[^/]+$/);
    // Public: no session needed.
    const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const res = await anonymous.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-security-policy"]).toContain("script-src 'none'");
    const body = await res.text();
    expect(body).toContain("Offre spéciale");
    expect(body).not.toMatch(/<script[\s>]|onerror|javascript:/i);
    expect(body).toMatch(/href="http[^"]*\/t\/[^"?]+\?p=0"/);
    await anonymous.dispose();

    // It is listed on its campaign's page, where it can be deleted after confirmation.
    await page.getByRole("link", { name: "Voir les visuels de la campagne" }).click();
    const listed = page.getByTestId("visual-card").filter({ hasText: name });
    await expect(listed).toBeVisible();
    await listed.getByRole("button", { name: `Supprimer — ${name}` }).click();
    await expect(page.getByRole("alertdialog", { name: "Supprimer ce visuel ?" })).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer", exact: true }).click();
    await expect(page.getByText("Visuel supprimé")).toBeVisible();
    await expect(listed).toHaveCount(0);
    expect((await page.request.get(href!)).status()).toBe(404);
  });
});
