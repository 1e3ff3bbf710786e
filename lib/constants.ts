/** Business constants and timings of spec section 9, in one place. */

export const TOAST = {
  durationMs: 5000,
  position: "top-right",
  defaultType: "info",
  offsetPx: 20,
  gapPx: 10,
} as const;

export const ANIMATION_MS = {
  modal: 500,
  accordion: 250,
  pageTransition: 200,
  menu: 250,
  tooltipDelay: 300,
  scrollbarRetry: 100,
  wizardResizeThrottle: 40,
  sidebarResizeTimer: 180,
  sidebarResizeMax: 1000,
} as const;

export const PAGINATION = {
  pageSize: 10,
  pageButtons: 5,
} as const;

export const DELAYS_MS = {
  roleSwitch: 2000,
  languageSwitch: 1000,
  chunkTimeout: 120_000,
} as const;

export const FLOATING_MENU_SCROLL_PX = 50;

/** The low-balance warning is on when this share of the last prepayment exceeds the balance. */
export const LOW_BALANCE_RATIO = 0.2;

/** French VAT applied to the marketplace balance (TTC = HT × 1.2). */
export const VAT_RATE = 0.2;

export const LOCALES = ["fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";
/** Cookie read by the server render, and the local storage key kept in step with it. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_STORAGE_KEY = "lang";

export const SESSION_COOKIE = "weedo_session";

export const LAWS = ["ad", "tem", "ma", "an", "af"] as const;
export type Law = (typeof LAWS)[number];
export const ADMIN_LAWS: readonly Law[] = ["ad", "tem", "ma"];

/** Whether the low-balance indicator should blink (spec section 4). Amounts in cents. */
export function isLowBalance(soldeHtCents: number, lastPrepaiementCents: number | null | undefined): boolean {
  return LOW_BALANCE_RATIO * (lastPrepaiementCents ?? 0) > soldeHtCents;
}
