import { describe, expect, it } from "vitest";
import { decide } from "./decide";
import type { Principal } from "./principal";
import { ROUTES } from "./routes";

const p = (over: Partial<Principal>): Principal => ({
  id: 99,
  email: "x@weedo.test",
  law: "af",
  multiDroit: false,
  haswebhook: false,
  idClienLeadmarket: 0,
  ...over,
});
const admin = p({ id: 1, email: "admin@weedo.test", law: "ad" });
const tem = p({ id: 2, email: "tem@weedo.test", law: "tem" });
const an = p({ id: 4, email: "annonceur@weedo.test", law: "an", haswebhook: true, idClienLeadmarket: 701 });
const anPerf = p({ id: 5, email: "annonceur.perf@weedo.test", law: "an" });
const af = p({ id: 6, email: "editeur@weedo.test", law: "af" });

describe("request-time guards", () => {
  it("sends / to /dashboard", () => expect(decide("/", null)).toEqual({ action: "redirect", to: "/dashboard" }));
  it("lets unknown paths through to the not-found page", () =>
    expect(decide("/nope", null)).toEqual({ action: "next" }));

  it("guest-only pages send signed-in users to their home", () => {
    expect(decide("/login", null)).toEqual({ action: "next" });
    expect(decide("/register", an)).toEqual({ action: "redirect", to: "/dashboard-annonceur" });
    expect(decide("/forgotpassword", admin)).toEqual({ action: "redirect", to: "/dashboard" });
  });

  it("public pages pass for everyone", () => {
    expect(decide("/apercu_template/1/2/promo/exemple.fr", null)).toEqual({ action: "next" });
    expect(decide("/checktocken/abc", null)).toEqual({ action: "next" });
    expect(decide("/checktocken/abc/def", an)).toEqual({ action: "next" });
  });

  it("every protected route sends anonymous users to the login page", () => {
    for (const r of ROUTES.filter((r) => r.guard !== "public" && r.guard !== "guest")) {
      const path = r.pattern
        .replace(/\/\{\w+\?\}/g, "")
        .replace(/\/\*$/, "")
        .replace(/\{\w+\}/g, "1");
      expect(decide(path, null), path).toEqual({ action: "redirect", to: "/login" });
    }
  });

  it("role-home guard: admins pass, an → annonceur dashboard, af → editeur dashboard", () => {
    expect(decide("/Membreslist", tem)).toEqual({ action: "next" });
    expect(decide("/Membreslist", an)).toEqual({ action: "redirect", to: "/dashboard-annonceur" });
    expect(decide("/myaffil/admin/prgramslist", af)).toEqual({ action: "redirect", to: "/dashboard-editeur" });
  });

  it("/report only for the report list, compared case-insensitively", () => {
    expect(decide("/report/CaClient", admin)).toEqual({ action: "next" });
    expect(decide("/report", p({ ...admin, email: "ADMIN@Weedo.Test" }))).toEqual({ action: "next" });
    expect(decide("/report/factures", tem)).toEqual({ action: "redirect", to: "/dashboard" });
  });

  it("an/af guard sends admins home; the other side goes to its own home", () => {
    expect(decide("/dashboard-annonceur", admin)).toEqual({ action: "redirect", to: "/dashboard" });
    expect(decide("/dashboard-annonceur", af)).toEqual({ action: "redirect", to: "/dashboard-editeur" });
    expect(decide("/myaffil/editeur/supportslist", af)).toEqual({ action: "next" });
    expect(decide("/myaffil/editeur/supportslist", an)).toEqual({ action: "redirect", to: "/dashboard-annonceur" });
  });

  it("allow-lists and flags of spec section 6", () => {
    expect(decide("/pushNotifications/statistiques", admin)).toEqual({ action: "next" });
    expect(decide("/pushNotifications/statistiques", tem).action).toBe("redirect");
    expect(decide("/weedomarket/annonceur/webhookAnnonceur", an)).toEqual({ action: "next" });
    expect(decide("/weedomarket/annonceur/mesCommandes", anPerf)).toEqual({
      action: "redirect",
      to: "/dashboard-annonceur",
    });
    expect(decide("/weedomarket/admin/categories", admin)).toEqual({ action: "next" });
    expect(decide("/weedomarket/admin/categories", tem).action).toBe("redirect");
    expect(decide("/mongustave/annonceur/extract-mer", an)).toEqual({ action: "next" });
    expect(decide("/mongustave/annonceur/extract-mer", anPerf).action).toBe("redirect");
    expect(decide("/weedocheck/admin/scenarios", tem).action).toBe("redirect");
    expect(decide("/weedocheck/editeur/scenarios", af)).toEqual({ action: "next" });
    expect(decide("/ltv", tem).action).toBe("redirect");
    expect(decide("/DashboardCadeaux", af)).toEqual({ action: "next" });
    expect(decide("/DashboardCadeaux", an).action).toBe("redirect");
  });

  it("matches the spec's odd patterns", () => {
    expect(decide("/myaffil/admin/detailLeads/12&2026-01-01&2026-01-31", admin)).toEqual({ action: "next" });
    expect(decide("/OIlist", admin)).toEqual({ action: "next" });
    expect(decide("/OIlist/7", admin)).toEqual({ action: "next" });
    expect(decide("/weedodata/admin/statsDésabonnes", an).action).toBe("redirect");
    expect(decide("/weedomarket/annonceur/creeCommande", an)).toEqual({ action: "next" });
    expect(decide("/weedomarket/annonceur/creeCommande/12", an)).toEqual({ action: "next" });
  });
});
