import { ADMIN_LAWS } from "@/lib/constants";
import { inEmailList } from "@/lib/config/allow-lists";
import type { Principal } from "./principal";
import { roleHome } from "./role-home";
import { findRoute } from "./routes";
import { allHold } from "./rules";

export const LOGIN = "/login";
export const HOME = "/dashboard";

export type Decision = { action: "next" } | { action: "redirect"; to: string };

const next: Decision = { action: "next" };
const redirect = (to: string): Decision => ({ action: "redirect", to });

/** What the request-time guards do with a path for a principal (null: not signed in). */
export function decide(pathname: string, principal: Principal | null): Decision {
  if (pathname === "/") return redirect(HOME);
  const route = findRoute(pathname);
  if (!route || route.guard === "public") return next;
  if (route.guard === "guest") return principal ? redirect(roleHome(principal.law)) : next;
  if (!principal) return redirect(LOGIN);

  if (route.guard === "admin") {
    if ((pathname === "/report" || pathname.startsWith("/report/")) && !inEmailList("reportViewers", principal.email)) {
      return redirect(roleHome(principal.law));
    }
    if (!ADMIN_LAWS.includes(principal.law)) return redirect(roleHome(principal.law));
  }
  if (route.guard === "anAf" && principal.law !== "an" && principal.law !== "af") return redirect(HOME);
  if (!allHold(route.restrictions, principal)) return redirect(roleHome(principal.law));
  return next;
}
