import { compilePattern } from "./match";
import type { Area, NavPlacement, RouteDef, SidebarLabel } from "./route-def";
import { ADMIN_AREA_ROUTES } from "./routes-admin";
import { GENERAL_ROUTES, PUBLIC_ROUTES, REPORT_ROUTES } from "./routes-general";
import { ADVERTISER_AREA_ROUTES, PUBLISHER_AREA_ROUTES } from "./routes-partner";
import { onlyLaws, type Restriction } from "./rules";

export type { Area, Guard, NavPlacement, NavSection, RouteDef, Side } from "./route-def";

/**
 * The route registry: every route of spec section 2 with its guard, side, shell (area),
 * restrictions, title key, footer and padding flags and sidebar placement. The proxy, the
 * sidebars, the browser titles and the tests all read it.
 */
export const ROUTES: RouteDef[] = [
  ...PUBLIC_ROUTES,
  ...GENERAL_ROUTES,
  ...REPORT_ROUTES,
  ...ADMIN_AREA_ROUTES,
  ...PUBLISHER_AREA_ROUTES,
  ...ADVERTISER_AREA_ROUTES,
];

/** Weedo Max lives outside the portal. */
export const WEEDO_MAX_URL = "https://max.weedo.fr";

/** Sidebar items that leave the portal; the same restrictions as routes apply. */
export interface ExternalNavItem {
  href: string;
  label: SidebarLabel;
  nav: NavPlacement & { sides: ("admin" | "annonceur" | "editeur")[] };
  restrictions: Restriction[];
}

export const EXTERNAL_NAV: ExternalNavItem[] = [
  // Weedo Max: advertisers and publishers.
  {
    href: WEEDO_MAX_URL,
    label: "sidebar.products.weedoMax",
    nav: { section: "products", order: 20, sides: ["annonceur", "editeur"] },
    restrictions: [onlyLaws("an", "af")],
  },
];

/** The areas that render inside the portal shell. */
export const SHELL_AREAS: Area[] = [
  "general",
  "myaffil",
  "weedomarket",
  "weedodata",
  "weedocheck",
  "mongustave",
  "mycoreg",
  "datadeal",
  "report",
];

const compiled = ROUTES.map((route) => ({ route, re: compilePattern(route.pattern) }));

/** Paths already matched: the proxy and every sidebar link ask again on each request. */
const found = new Map<string, RouteDef | null>();
/** Bounds the memory a stream of made-up paths (scanners) could take: past it, paths are matched each time. */
const FOUND_MAX = 5_000;

/** The registry entry of a (decoded) path, or undefined for an unknown path. */
export function findRoute(pathname: string): RouteDef | undefined {
  const known = found.get(pathname);
  if (known !== undefined) return known ?? undefined;
  const route = compiled.find((c) => c.re.test(pathname))?.route;
  if (found.size < FOUND_MAX) found.set(pathname, route ?? null);
  return route;
}

/** The link a sidebar item points at: the pattern without its optional parameters. */
export const navHref = (pattern: string) => pattern.replace(/\/\{\w+\?\}/g, "");
