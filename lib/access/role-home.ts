import type { Law } from "@/lib/constants";

/** Where each law lands after sign-in (spec section 6, role-home guard). */
export function roleHome(law: Law): string {
  if (law === "ad" || law === "tem" || law === "ma") return "/dashboard";
  if (law === "an") return "/dashboard-annonceur";
  return "/dashboard-editeur";
}
