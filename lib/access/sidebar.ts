import { allowListVariables } from "@/lib/config/allow-lists";
import { ADMIN_LAWS, type Law } from "@/lib/constants";
import { decide } from "./decide";
import type { Principal } from "./principal";
import {
  NAV_SECTIONS,
  type Area,
  type NavPlacement,
  type NavSection,
  type RouteTitle,
  type SidebarLabel,
} from "./route-def";
import { EXTERNAL_NAV, navHref, ROUTES } from "./routes";
import { allHold } from "./rules";
import { packSidebars, type SidebarSet } from "./sidebar-set";

export type SidebarSide = "admin" | "annonceur" | "editeur";

export interface SidebarItem {
  href: string;
  /** Root-level message key of the label ("routes.…" or "sidebar.…"). */
  label: `routes.${RouteTitle}` | SidebarLabel;
  /** The area the link leads to (the products section highlights the current one). */
  area: Area;
  external?: boolean;
}

export interface SidebarSection {
  id: NavSection;
  items: SidebarItem[];
}

/** Spec section 6: ad, tem, ma use the admin sidebars; an the advertiser's; af the publisher's. */
export function sideOf(law: Law): SidebarSide {
  if (ADMIN_LAWS.includes(law)) return "admin";
  return law === "an" ? "annonceur" : "editeur";
}

const placedIn = (nav: NavPlacement, routeArea: Area): Area | "all" =>
  nav.section === "products" ? "all" : (nav.in ?? (nav.section === "general" ? "general" : routeArea));

/**
 * The sidebar of `area` for a principal: every registry item placed there for the principal's side
 * that the request-time guards would let the principal open (so a link is never shown that the
 * proxy would refuse, and every visibility rule of spec section 6 lives in the registry's
 * restrictions), plus the external items their restrictions allow.
 */
export function sidebarFor(principal: Principal, area: Area): SidebarSection[] {
  const side = sideOf(principal.law);
  const placed: (SidebarItem & { section: NavSection; order: number })[] = [];

  for (const route of ROUTES) {
    for (const nav of route.nav ?? []) {
      const where = placedIn(nav, route.area);
      if (where !== "all" && where !== area) continue;
      const sides = nav.sides ?? [route.side];
      if (!sides.includes(side)) continue;
      const href = navHref(route.pattern);
      if (decide(href, principal).action !== "next") continue;
      placed.push({
        href,
        label: nav.label ?? `routes.${route.title}`,
        area: route.area,
        section: nav.section,
        order: nav.order,
      });
    }
  }
  for (const ext of EXTERNAL_NAV) {
    if (!ext.nav.sides.includes(side) || !allHold(ext.restrictions, principal)) continue;
    placed.push({
      href: ext.href,
      label: ext.label,
      area: "public",
      external: true,
      section: ext.nav.section,
      order: ext.nav.order,
    });
  }

  return NAV_SECTIONS.map((id) => ({
    id,
    items: placed
      .filter((p) => p.section === id)
      .sort((a, b) => a.order - b.order)
      .map(({ section: _s, order: _o, ...item }) => item),
  })).filter((s) => s.items.length > 0);
}

/** Sets already computed, by principal and allow-lists: every signed-in page asks for one. */
const computed = new Map<string, SidebarSet>();
const COMPUTED_MAX = 2_000;

/**
 * Every sidebar of the shell, computed on the server where the allow-lists' environment is read.
 * The set depends only on the principal's claims and the allow-lists (read again each time, since
 * tests change them), and walking the registry for each area took 2 % of a dashboard's CPU.
 */
export function sidebarsFor(principal: Principal, areas: readonly Area[]): SidebarSet {
  const { id, email, law, multiDroit, haswebhook, idClienLeadmarket } = principal;
  const key = JSON.stringify([
    id,
    email,
    law,
    multiDroit,
    haswebhook,
    idClienLeadmarket,
    areas,
    allowListVariables.map((name) => process.env[name] ?? null),
  ]);
  let set = computed.get(key);
  if (!set) {
    set = packSidebars(Object.fromEntries(areas.map((a) => [a, sidebarFor(principal, a)])));
    if (computed.size >= COMPUTED_MAX) computed.clear();
    computed.set(key, set);
  }
  return set;
}
