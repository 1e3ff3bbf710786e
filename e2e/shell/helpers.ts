import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Principal } from "@/lib/access/principal";
import { roleHome } from "@/lib/access/role-home";
import { findRoute, type Area } from "@/lib/access/routes";
import { saleTermsFor } from "@/lib/access/sale-terms";
import { sidebarFor } from "@/lib/access/sidebar";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";
import type { RegistrationDraft } from "@/lib/validation/sign-up";
import { publisherDraft } from "@/tests/helpers/sign-up-draft";
import { sinkCount, waitForCode } from "../helpers/mail";

export function principalOf(email: string, law?: Principal["law"]): Principal {
  const a = DEMO_ACCOUNTS.find((x) => x.email === email)!;
  return {
    id: a.id!,
    email: a.email,
    law: law ?? a.law,
    multiDroit: !!a.multiDroit,
    haswebhook: !!a.haswebhook,
    idClienLeadmarket: a.idClienLeadmarket ?? 0,
  };
}

export const sidebar = (page: Page) => page.getByRole("navigation", { name: /^(Menu principal|Main menu)$/ });

/** The sidebar's links as section id → hrefs, read from the page. */
export async function sidebarShape(page: Page): Promise<Record<string, string[]>> {
  const nav = sidebar(page);
  await expect(nav).toBeAttached();
  return nav
    .locator("section")
    .evaluateAll((sections) =>
      Object.fromEntries(
        sections.map((s) => [
          s.getAttribute("aria-labelledby")!.replace("sidebar-", ""),
          [...s.querySelectorAll("a")].map((a) => a.getAttribute("href")!),
        ]),
      ),
    );
}

/** The registry's sidebar for the principal, in the same shape. */
export const expectedShape = (p: Principal, area: Area) =>
  Object.fromEntries(sidebarFor(p, area).map((s) => [s.id, s.items.map((i) => i.href)]));

/** Every item sidebarFor allows, and nothing else. */
export async function expectSidebarOf(page: Page, p: Principal, area: Area) {
  expect(await sidebarShape(page)).toEqual(expectedShape(p, area));
}

/** The footer's sale-terms links for the page's area, as the registry says. */
export async function expectFooterTerms(page: Page, p: Principal, area: Area) {
  const expected = saleTermsFor(area, p.law, p.law === "an" && p.idClienLeadmarket !== 0);
  const terms = page
    .getByRole("contentinfo")
    .getByRole("link", { name: /Conditions générales de vente|terms of sale/ });
  await expect(terms).toHaveCount(expected.length);
}

/**
 * The shell's other areas, through the products section: each entry that has a page yet is opened,
 * its sidebar compared with the registry's, the home button shown, the footer's terms checked
 * (areas whose pages are still to come are skipped).
 */
export async function expectProductAreas(page: Page, p: Principal) {
  const home = roleHome(p.law);
  const entries = sidebarFor(p, "general")
    .find((s) => s.id === "products")!
    .items.filter((i) => !i.external && i.href !== home);
  for (const entry of entries) {
    const res = await page.goto(entry.href);
    if (res?.status() === 404) continue;
    await expectSidebarOf(page, p, entry.area);
    await expect(sidebar(page).locator(`a[href="${entry.href}"]`).first()).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: /^(Accueil|Home)$/ })).toBeVisible();
    if (!findRoute(entry.href)?.hideFooter) await expectFooterTerms(page, p, entry.area);
  }
}

export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post("/api/graphql/auth", {
    data: {
      query: `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { code } }`,
      variables: { e: email, p: password },
    },
  });
  expect((await res.json()).data.login.code).toBe("OK");
  return /weedo_session=[^;]+/.exec(res.headers()["set-cookie"] ?? "")![0];
}

/** A GraphQL call as the signed-in page's user (its cookie jar). */
export async function gqlAs<T = Record<string, unknown>>(
  page: Page,
  service: "auth" | "market" | "myaffil",
  query: string,
) {
  const path = service === "myaffil" ? "/api/graphql" : `/api/graphql/${service}`;
  const res = await page.request.post(path, { data: { query } });
  return (await res.json()) as { data?: T; errors?: unknown[] };
}

/**
 * A publisher with nothing waiting (no payments, no campaigns): signed up through the real API,
 * e-mail confirmed with the code from the SMTP sink, approved by the administrator.
 */
export async function freshPublisher(
  request: APIRequestContext,
  extra: Partial<RegistrationDraft> = {},
): Promise<{ email: string; password: string }> {
  const email = `vide.${Date.now()}@weedo.test`;
  const password = "Editeur2026";
  const before = sinkCount();
  const reg = await request.post("/api/graphql/auth", {
    data: {
      query: `mutation($input: RegisterInput!) { register(input: $input) { code } }`,
      variables: { input: publisherDraft({ ...extra, email, password }) },
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
  const cookie = await apiLogin(request, "admin@weedo.test");
  const pending = await request.post("/api/graphql/auth", {
    headers: { cookie },
    data: { query: `{ pendingMembers { id email } }` },
  });
  const member = ((await pending.json()).data.pendingMembers as { id: number; email: string }[]).find(
    (m) => m.email === email,
  )!;
  const ok = await request.post("/api/graphql/auth", {
    headers: { cookie },
    data: { query: `mutation { approveMember(user_id: ${member.id}) }` },
  });
  expect((await ok.json()).data.approveMember).toBe("OK");
  return { email, password };
}

/** Closes the post-sign-in notifications (the advertiser modal for law an, the bell's popup otherwise) once they are open. */
export async function dismissLoginPopup(page: Page, kind: "modal" | "popup") {
  const el = page.getByTestId(kind === "modal" ? "advertiser-notification-modal" : "notification-popup");
  await expect(el).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(el).toBeHidden();
}

/**
 * Puts the demo password back through the real reset flow (an earlier journey, the forgotten
 * password one, leaves ma@ with another password).
 */
export async function restoreDemoPassword(request: APIRequestContext, email: string) {
  const probe = await request.post("/api/graphql/auth", {
    data: {
      query: `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { code } }`,
      variables: { e: email, p: DEMO_PASSWORD },
    },
  });
  if ((await probe.json()).data.login.code === "OK") return;
  const before = sinkCount();
  const asked = await request.post("/api/graphql/auth", {
    data: { query: `mutation($e: String!) { requestPasswordCode(flow: RESET, email: $e) }`, variables: { e: email } },
  });
  expect((await asked.json()).errors).toBeUndefined();
  const code = await waitForCode(email, before);
  const reset = await request.post("/api/graphql/auth", {
    data: {
      query: `mutation($e: String!, $c: String!, $p: String!) { resetPassword(flow: RESET, email: $e, code: $c, password: $p) }`,
      variables: { e: email, c: code, p: DEMO_PASSWORD },
    },
  });
  expect((await reset.json()).data.resetPassword).toBe("OK");
}
