import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/lib/db/seed/demo-accounts";
import en from "@/messages/en";
import fr from "@/messages/fr";
import { decide } from "./decide";
import type { Principal } from "./principal";
import { EXTERNAL_NAV, navHref, ROUTES, SHELL_AREAS, WEEDO_MAX_URL, type Area } from "./routes";
import { sidebarFor, sideOf } from "./sidebar";

function principal(email: string): Principal {
  const a = DEMO_ACCOUNTS.find((x) => x.email === email)!;
  return {
    id: a.id!,
    email: a.email,
    law: a.law,
    multiDroit: !!a.multiDroit,
    haswebhook: !!a.haswebhook,
    idClienLeadmarket: a.idClienLeadmarket ?? 0,
  };
}

/** The sidebar as { section: hrefs }. */
const shape = (email: string, area: Area) =>
  Object.fromEntries(sidebarFor(principal(email), area).map((s) => [s.id, s.items.map((i) => i.href)]));

const ADMIN_PRODUCTS_ALL = [
  "/dashboard",
  "/myaffil/admin/dashboard",
  "/weedomarket/admin/categories",
  "/DashboardMonGustaveAdmin",
  "/weedocoreg",
  "/weedodata/admin/dashboard",
  "/weedocheck/admin/verifications",
  "/DashboardCadeaux",
];
const without = (list: string[], ...out: string[]) => list.filter((x) => !out.includes(x));
const AN_PRODUCTS = [
  "/dashboard-annonceur",
  "/myaffil/annonceur/dashboard",
  "/weedomarket/annonceur/dashboard",
  "/mongustave/annonceur/dashboard",
  "/weedocheck/annonceur/verifications",
  WEEDO_MAX_URL,
];
const AF_PRODUCTS = [
  "/dashboard-editeur",
  "/myaffil/editeur/dashboard",
  "/mycoreg/editeur/dashboard",
  "/datadeal/editeur/dashboard",
  "/weedocheck/editeur/verifications",
  "/DashboardCadeaux",
  WEEDO_MAX_URL,
];
const AN_GENERAL = ["/FactureAnnonceur", "/mes-documents-oi", "/mes-prepaiement"];
const MARKET_MENU = [
  "/weedomarket/annonceur/dashboard",
  "/weedomarket/annonceur/mesLeads",
  "/weedomarket/annonceur/mesCommandes",
  "/weedomarket/annonceur/mesfiltres",
  "/weedomarket/annonceur/creeCommande",
  "/weedomarket/annonceur/creefiltre",
  "/weedomarket/annonceur/mes-prepaiement",
  "/weedomarket/annonceur/webhookAnnonceur",
  "/weedomarket/annonceur/mesTarifs",
  "/weedomarket/annonceur/partenaires",
];
const PARTNERS = [
  "ecilia",
  "duplix",
  "oggodata",
  "courtigo",
  "So-Soft",
  "insquary",
  "ernest",
  "bubbleIn",
  "ringover",
].map((p) => `/weedomarket/annonceur/${p}`);

describe("sidebars per demo principal (spec sections 2 and 6)", () => {
  it("admin@ (ad, in every staff list): the whole admin general sidebar", () => {
    expect(shape("admin@weedo.test", "general")).toEqual({
      general: [
        "/StatsTopCaAnOrAf",
        "/Membreslist",
        "/bedrock/interactions",
        "/suivi_weedo_trust/statistiques",
        "/OIlist",
        "/ListePresPaiements",
        "/Logs",
        "/pushNotifications/statistiques",
        "/report",
        "/stats-valides/stats-valides-myaffil",
        "/report/CaClient",
        "/statsSocialMedia",
        "/TeletechLeads",
        "/ltv",
        "/temps-reel/mongustave",
        "/temps-reel/weedomarket",
        "/backups",
      ],
      products: ADMIN_PRODUCTS_ALL,
    });
    expect(shape("admin@weedo.test", "weedocheck").menu).toEqual([
      "/weedocheck/admin/verifications",
      "/weedocheck/admin/scenarios",
      "/weedocheck/admin/events",
      "/weedocheck/admin/calculateur_weedo_trust",
      "/suivi_weedo_trust/statistiques",
    ]);
    expect(shape("admin@weedo.test", "myaffil")).toEqual({
      menu: [
        "dashboard",
        "stats/statsglobales",
        "objectifs",
        "toptm",
        "prgramslist",
        "liste_campagnes",
        "postulelist",
        "Shootlist",
      ].map((p) => `/myaffil/admin/${p}`),
      tools: [
        "stats/statsAvancees",
        "stats/statsleadmarket",
        "stats/extractEditeurs",
        "UploadImages",
        "stats/Manivox_tags",
        "stats/manivox_calls",
      ].map((p) => `/myaffil/admin/${p}`),
      products: ADMIN_PRODUCTS_ALL,
    });
    const market = shape("admin@weedo.test", "weedomarket");
    expect(market.menu).toHaveLength(9);
    expect(market.tools).toEqual(
      ["codepromo", "OggoData", "webhook_clients", "phoneNumberValidation"].map((p) => `/weedomarket/admin/${p}`),
    );
    expect(market.emailStats).toEqual(
      ["statGustave", "statClientsGustave", "tempReponseWS", "fraude_mongustave", "stats_mg"].map(
        (p) => `/weedomarket/admin/stats/${p}`,
      ),
    );
    expect(shape("admin@weedo.test", "weedodata").menu).toEqual(
      ["dashboard", "vuestock", "statsDésabonnes", "VerifEmail", "contactsDesabonnes"].map(
        (p) => `/weedodata/admin/${p}`,
      ),
    );
    expect(shape("admin@weedo.test", "report").menu).toEqual([
      "/report",
      ...[
        "rapport",
        "rapportCoreg",
        "rapportMongustave",
        "payments",
        "factures",
        "facturesMonGustave",
        "facturesLeadMarket",
        "facturesAvoir",
        "facturesWeedoMarket",
        "CaClient",
      ].map((p) => `/report/${p}`),
    ]);
  });

  it("tem@ (in no list): no restricted item, no push notifications, no marketplace, no reports, no gift points", () => {
    expect(shape("tem@weedo.test", "general")).toEqual({
      general: [
        "/Membreslist",
        "/bedrock/interactions",
        "/OIlist",
        "/ListePresPaiements",
        "/Logs",
        "/stats-valides/stats-valides-myaffil",
        "/statsSocialMedia",
      ],
      products: without(ADMIN_PRODUCTS_ALL, "/weedomarket/admin/categories", "/DashboardCadeaux"),
    });
    expect(shape("tem@weedo.test", "weedocheck").menu).toEqual(["/weedocheck/admin/verifications"]);
    expect(shape("tem@weedo.test", "weedomarket")).toEqual({
      products: without(ADMIN_PRODUCTS_ALL, "/weedomarket/admin/categories", "/DashboardCadeaux"),
    });
  });

  it("ma@ (report viewer, marketplace admin): reports and the marketplace link, nothing restricted", () => {
    expect(shape("ma@weedo.test", "general")).toEqual({
      general: [
        "/Membreslist",
        "/bedrock/interactions",
        "/OIlist",
        "/ListePresPaiements",
        "/Logs",
        "/report",
        "/stats-valides/stats-valides-myaffil",
        "/report/CaClient",
        "/statsSocialMedia",
      ],
      products: without(ADMIN_PRODUCTS_ALL, "/DashboardCadeaux"),
    });
    expect(shape("ma@weedo.test", "weedocheck").menu).toEqual(["/weedocheck/admin/verifications"]);
  });

  it("annonceur@ (marketplace client, webhook, extract-mer, check scenarios)", () => {
    expect(shape("annonceur@weedo.test", "general")).toEqual({ general: AN_GENERAL, products: AN_PRODUCTS });
    expect(shape("annonceur@weedo.test", "weedomarket")).toEqual({
      menu: MARKET_MENU,
      partners: PARTNERS,
      products: AN_PRODUCTS,
    });
    expect(shape("annonceur@weedo.test", "mongustave").menu).toEqual(
      ["dashboard", "statistiques", "extract-mer"].map((p) => `/mongustave/annonceur/${p}`),
    );
    expect(shape("annonceur@weedo.test", "weedocheck").menu).toEqual(
      ["verifications", "scenarios", "calculateur_weedo_trust", "events"].map((p) => `/weedocheck/annonceur/${p}`),
    );
    expect(shape("annonceur@weedo.test", "myaffil").menu).toEqual(
      ["dashboard", "prgramslist", "MesShoots", "stats/statsglobales", "stats/statsdetaillees"].map(
        (p) => `/myaffil/annonceur/${p}`,
      ),
    );
  });

  it("annonceur.perf@ (no marketplace client id, no webhook): no marketplace at all", () => {
    const products = without(AN_PRODUCTS, "/weedomarket/annonceur/dashboard");
    expect(shape("annonceur.perf@weedo.test", "general")).toEqual({ general: AN_GENERAL, products });
    expect(shape("annonceur.perf@weedo.test", "weedomarket")).toEqual({ products });
    expect(shape("annonceur.perf@weedo.test", "mongustave").menu).toEqual([
      "/mongustave/annonceur/dashboard",
      "/mongustave/annonceur/statistiques",
    ]);
    expect(shape("annonceur.perf@weedo.test", "weedocheck").menu).toEqual([
      "/weedocheck/annonceur/verifications",
      "/weedocheck/annonceur/calculateur_weedo_trust",
    ]);
  });

  it("editeur@ (af, Teletech, check scenarios, gift points)", () => {
    expect(shape("editeur@weedo.test", "general")).toEqual({
      general: ["/AppelFactureEditeur", "/infos-bancaire/affilie-france", "/TeletechLeads"],
      products: AF_PRODUCTS,
    });
    expect(shape("editeur@weedo.test", "myaffil").menu).toEqual(
      [
        "dashboard",
        "prgramslist",
        "MesShoots",
        "campagnelist",
        "supportslist",
        "visuel",
        "StatsShoots",
        "stats/statsglobales",
        "stats/statscampagnes",
        "DetailLeads",
      ].map((p) => `/myaffil/editeur/${p}`),
    );
    expect(shape("editeur@weedo.test", "weedocheck").menu).toEqual(
      ["verifications", "calculateur_weedo_trust", "scenarios", "events"].map((p) => `/weedocheck/editeur/${p}`),
    );
    expect(shape("editeur@weedo.test", "mycoreg").menu).toEqual(["/mycoreg/editeur/dashboard"]);
    expect(shape("editeur@weedo.test", "datadeal").menu).toEqual(["/datadeal/editeur/dashboard"]);
  });

  it("multi@ (an, marketplace client without webhook)", () => {
    expect(shape("multi@weedo.test", "general")).toEqual({ general: AN_GENERAL, products: AN_PRODUCTS });
    expect(shape("multi@weedo.test", "weedomarket").menu).toEqual(
      without(MARKET_MENU, "/weedomarket/annonceur/webhookAnnonceur"),
    );
    expect(shape("multi@weedo.test", "mongustave").menu).not.toContain("/mongustave/annonceur/extract-mer");
    expect(shape("multi@weedo.test", "weedocheck").menu).toEqual([
      "/weedocheck/annonceur/verifications",
      "/weedocheck/annonceur/calculateur_weedo_trust",
    ]);
  });
});

describe("sidebar invariants", () => {
  const emails = DEMO_ACCOUNTS.filter((a) => a.status === "active").map((a) => a.email);

  it("never shows a link the proxy would refuse, nor another side's pages", () => {
    for (const email of emails) {
      const p = principal(email);
      for (const area of SHELL_AREAS) {
        for (const item of sidebarFor(p, area).flatMap((s) => s.items)) {
          if (item.external) continue;
          expect(decide(item.href, p), `${email} ${item.href}`).toEqual({ action: "next" });
        }
      }
    }
  });

  it("push notifications for ad only; Weedo Max for advertisers and publishers only", () => {
    for (const email of emails) {
      const p = principal(email);
      const hrefs = sidebarFor(p, "general").flatMap((s) => s.items.map((i) => i.href));
      expect(hrefs.includes("/pushNotifications/statistiques"), email).toBe(p.law === "ad");
      expect(hrefs.includes(WEEDO_MAX_URL), email).toBe(p.law === "an" || p.law === "af");
    }
  });

  it("sides follow the law", () => {
    expect(["ad", "tem", "ma", "an", "af"].map((l) => sideOf(l as Principal["law"]))).toEqual([
      "admin",
      "admin",
      "admin",
      "annonceur",
      "editeur",
    ]);
  });

  it("placed routes link to a path without parameters", () => {
    for (const r of ROUTES.filter((r) => r.nav?.length)) expect(navHref(r.pattern), r.pattern).not.toMatch(/[{}*]/);
  });
});

describe("route metadata messages", () => {
  const lookup = (messages: unknown, key: string) =>
    key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);
  const keys = [
    ...ROUTES.map((r) => `routes.${r.title}`),
    ...ROUTES.flatMap((r) => (r.nav ?? []).flatMap((n) => (n.label ? [n.label] : []))),
    ...EXTERNAL_NAV.map((e) => e.label),
  ];

  it.each([
    ["fr", fr],
    ["en", en],
  ])("every title and sidebar label exists in %s", (_, messages) => {
    for (const key of keys) expect(typeof lookup(messages, key), key).toBe("string");
  });
});
