import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { TadaDocumentNode } from "gql.tada";
import { print } from "graphql";
import { signIn } from "../helpers/session";

/**
 * Signs in and closes the post-sign-in notifications (modal or popup) if the shell opens them, now
 * or later: a handler closes them whenever they would block an action (a slow machine opens them late).
 */
export async function signInAndSettle(page: Page, email: string) {
  const popup = page.getByTestId("advertiser-notification-modal").or(page.getByTestId("notification-popup"));
  await page.addLocatorHandler(popup.first(), async () => {
    await page.keyboard.press("Escape");
  });
  await signIn(page, email);
  try {
    await popup.first().waitFor({ state: "visible", timeout: 3000 });
    await page.keyboard.press("Escape");
    await expect(popup.first()).toBeHidden();
  } catch {
    // Nothing to notify: no popup.
  }
}

/** English from the next render on: the cookie the server reads and the local storage the client keeps it in step with. */
export async function useEnglish(page: Page) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: page.url() }]);
  await page.evaluate(() => window.localStorage.setItem("lang", "en"));
}

/**
 * A MyAffil API call as the signed-in page's user (its cookie jar): the figures the dashboard must show.
 * The document (`graphql()` of `@/lib/graphql/myaffil`) asks for one field, whose value comes back typed.
 */
export async function myaffilQuery<TData extends object>(
  page: Page,
  query: TadaDocumentNode<TData, never>,
  variables?: Record<string, unknown>,
): Promise<TData[keyof TData]> {
  const res = await page.request.post("/api/graphql", { data: { query: print(query), variables } });
  const body = (await res.json()) as { data?: TData; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  const data = body.data!;
  const [field] = Object.keys(data) as (keyof TData)[];
  return data[field!];
}

/** Whitespace-insensitive: the server's and the browser's ICU may pick different spaces. */
export const squash = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** What Intl gives for this amount in the browser, in the dashboard's locale. */
export function money(page: Page, cents: number, tag: "fr-FR" | "en-GB") {
  return page.evaluate(
    ([c, t]) => new Intl.NumberFormat(t as string, { style: "currency", currency: "EUR" }).format((c as number) / 100),
    [cents, tag] as const,
  );
}

/** A KPI card: its raw value (data-value) and the number it shows. */
export async function kpi(page: Page, id: string) {
  const card = page.getByTestId(`kpi-${id}`);
  await expect(card).toBeVisible();
  return {
    value: await card.getAttribute("data-value"),
    display: squash((await page.getByTestId(`kpi-${id}-display`).textContent()) ?? ""),
  };
}

/** The chart drew its svg inside its container (recharts renders once the container has a size). */
export async function expectChart(page: Page, testId: string) {
  const svg = page.getByTestId(testId).locator("[data-chart-container] svg.recharts-surface");
  await expect(svg.first()).toBeVisible();
}

/** Serious or critical axe violations of the page's content, in the dark and the light theme. */
/**
 * Waits until no CSS transition runs: a colour changed by a theme switch or a hover goes through the
 * page's transitions (instant with reduced motion, yet only from the next frame on, which a loaded
 * machine draws late), and axe must measure the final colour, not the one a transition starts from.
 */
export async function coloursSettled(page: Page) {
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === "running"),
  );
}

/** Puts the page in that theme, its colours final. */
export async function showTheme(page: Page, theme: "dark" | "light") {
  await page.evaluate((t) => document.documentElement.classList.toggle("dark", t === "dark"), theme);
  await coloursSettled(page);
}

export async function seriousViolations(page: Page) {
  const found: string[] = [];
  for (const theme of ["dark", "light"] as const) {
    await showTheme(page, theme);
    const results = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    for (const v of results.violations.filter((x) => x.impact === "serious" || x.impact === "critical"))
      found.push(`${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }
  await showTheme(page, "dark");
  return found;
}
