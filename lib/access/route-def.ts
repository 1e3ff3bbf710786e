import type { KeysUnder, MessageKey } from "@/lib/i18n/keys";
import type { Restriction } from "./rules";

/** A key of the "routes" messages namespace. */
export type RouteTitle = KeysUnder<"routes">;
/** A root-level key of a sidebar label. */
export type SidebarLabel = Extract<MessageKey, `sidebar.${string}`>;

/**
 * Guards of spec section 6:
 * - public: anyone; guest: signed-in users go to their home;
 * - auth: signed-in users;
 * - admin: the role-home guard (ad, tem, ma pass; an → /dashboard-annonceur; others → /dashboard-editeur;
 *   paths under /report only for the report allow-list);
 * - anAf: an or af pass, others go to Home.
 */
export type Guard = "public" | "guest" | "auth" | "admin" | "anAf";
export type Side = "admin" | "annonceur" | "editeur" | "any";
/** The shell a route renders in: "general" is the dashboard layout, the others are product areas. */
export type Area =
  | "auth"
  | "public"
  | "general"
  | "myaffil"
  | "weedomarket"
  | "weedodata"
  | "weedocheck"
  | "mongustave"
  | "mycoreg"
  | "datadeal"
  | "report";

/** Sidebar sections, in the order they are painted. "products" (the areas' entry points) is in every sidebar of a side. */
export const NAV_SECTIONS = ["general", "menu", "tools", "emailStats", "partners", "products"] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export interface NavPlacement {
  section: NavSection;
  order: number;
  /** Sides whose sidebars show the item; default: the route's own side. */
  sides?: Side[];
  /** The area whose sidebar shows it; default: "general" for the general section, else the route's area. */
  in?: Area;
  /** A root-level message key replacing the route's title as the item's label (e.g. "sidebar.products.myaffil"). */
  label?: SidebarLabel;
}

export interface RouteDef {
  /** The spec's URL, `{param}` and `/{param?}` included (users have bookmarks). */
  pattern: string;
  guard: Guard;
  side: Side;
  area: Area;
  restrictions?: Restriction[];
  /** Key in the "routes" messages namespace: the browser title and the default sidebar label. */
  title: RouteTitle;
  hideFooter?: boolean;
  noPadding?: boolean;
  nav?: NavPlacement[];
}

export interface RouteOptions {
  r?: Restriction[];
  nav?: NavPlacement | NavPlacement[];
  hideFooter?: boolean;
  noPadding?: boolean;
}

const navList = (nav: RouteOptions["nav"]) => (nav === undefined ? undefined : Array.isArray(nav) ? nav : [nav]);

export function route(
  pattern: string,
  title: RouteTitle,
  guard: Guard,
  side: Side,
  area: Area,
  o: RouteOptions = {},
): RouteDef {
  const def: RouteDef = { pattern, guard, side, area, title };
  if (o.r?.length) def.restrictions = o.r;
  const nav = navList(o.nav);
  if (nav) def.nav = nav;
  if (o.hideFooter) def.hideFooter = true;
  if (o.noPadding) def.noPadding = true;
  return def;
}

/** One entry of an area table: path below the prefix, title key, options. */
export type Entry = [path: string, title: RouteTitle, options?: RouteOptions];

/** The routes of one product area, all sharing a prefix, a guard, a side and some restrictions. */
export function areaRoutes(
  prefix: string,
  guard: Guard,
  side: Side,
  area: Area,
  common: Restriction[],
  entries: Entry[],
): RouteDef[] {
  return entries.map(([path, title, o = {}]) =>
    route(`${prefix}/${path}`, title, guard, side, area, { ...o, r: [...common, ...(o.r ?? [])] }),
  );
}

export const menu = (order: number, extra: Partial<NavPlacement> = {}): NavPlacement => ({
  section: "menu",
  order,
  ...extra,
});
export const tools = (order: number): NavPlacement => ({ section: "tools", order });
export const general = (order: number, extra: Partial<NavPlacement> = {}): NavPlacement => ({
  section: "general",
  order,
  ...extra,
});
export const product = (
  order: number,
  label: KeysUnder<"sidebar.products">,
  extra: Partial<NavPlacement> = {},
): NavPlacement => ({ section: "products", order, label: `sidebar.products.${label}`, ...extra });
