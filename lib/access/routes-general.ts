import { areaRoutes, general, product, route as r, type RouteDef } from "./route-def";
import { emailListed, idListed, onlyLaws } from "./rules";

const AN = [onlyLaws("an")];
const AF = [onlyLaws("af")];
const AD_ONLY = [onlyLaws("ad")];

/** Guest and public pages. */
export const PUBLIC_ROUTES: RouteDef[] = [
  r("/login", "auth.login", "guest", "any", "auth"),
  r("/register", "auth.register", "guest", "any", "auth"),
  r("/forgotpassword", "auth.forgotPassword", "guest", "any", "auth"),
  r("/resetPassword", "auth.resetPassword", "guest", "any", "auth"),
  r("/resetPasswordOldUser", "auth.resetPasswordOldUser", "guest", "any", "auth"),
  r("/validateEmail", "auth.validateEmail", "guest", "any", "auth"),
  r("/apercu_template/{idf}/{id_visuel}/{campagne}/{hostname}", "auth.templatePreview", "public", "any", "public"),
  r("/checktocken/*", "auth.checkToken", "public", "any", "auth"),
];

/**
 * The dashboard layout routes and the three general sidebars of spec section 2 (admin, publisher,
 * advertiser), with the products section: each area's entry point, in every sidebar of its side.
 */
export const GENERAL_ROUTES: RouteDef[] = [
  r("/pages/user", "general.profile", "auth", "any", "general"),
  // Issue 13: the staff's record of contacts with members, beside the members list.
  r("/bedrock/interactions", "general.bedrockInteractions", "admin", "admin", "general", { nav: general(2.5) }),

  r("/dashboard", "general.dashboard", "admin", "admin", "general", { nav: product(0, "home") }),
  r("/dashboard-annonceur", "general.dashboardAnnonceur", "anAf", "annonceur", "general", {
    r: AN,
    nav: product(0, "home"),
  }),
  r("/dashboard-editeur", "general.dashboardEditeur", "anAf", "editeur", "general", { r: AF, nav: product(0, "home") }),
  r("/DashboardMonGustaveAdmin", "general.dashboardMonGustave", "admin", "admin", "general", {
    nav: product(3, "gustave"),
  }),
  r("/DashboardCadeaux", "general.dashboardCadeaux", "auth", "any", "general", {
    r: [{ kind: "giftPointsViewer" }],
    nav: product(8, "gifts", { sides: ["admin", "editeur"] }),
  }),
  r("/weedocoreg", "general.weedocoreg", "admin", "admin", "general", { nav: product(4, "coreg") }),
  r("/weedodata", "general.weedodata", "admin", "admin", "general"),

  // Admin general sidebar, in the spec's order.
  r("/StatsTopCaAnOrAf", "general.statsTopCa", "admin", "admin", "general", {
    r: [emailListed("restrictedStaff")],
    nav: general(1),
  }),
  r("/Membreslist", "general.members", "admin", "admin", "general", { nav: general(2) }),
  r("/member/{utilisateur_id?}", "general.member", "admin", "admin", "general"),
  r("/suivi_weedo_trust/statistiques", "general.trustStats", "admin", "admin", "general", {
    r: [emailListed("weedoTrustStaff")],
    // The admin check layout links to it too ("Weedo Trust", six staff e-mails).
    nav: [general(3), { section: "menu", order: 5, in: "weedocheck", label: "sidebar.items.weedoTrust" }],
  }),
  r("/suivi_weedo_trust/consommation", "general.trustUsage", "admin", "admin", "general", {
    r: [emailListed("weedoTrustStaff")],
  }),
  r("/OIlist/{id_annonceur?}", "general.oiList", "admin", "admin", "general", { nav: general(4) }),
  r("/add_oi/{id_utilisateur}/{id_annonceur?}", "general.addOi", "admin", "admin", "general"),
  r("/updateOi", "general.updateOi", "admin", "admin", "general"),
  r("/ListePresPaiements", "general.prepayments", "admin", "admin", "general", { nav: general(5) }),
  r("/Logs", "general.logs", "admin", "admin", "general", { nav: general(6) }),
  r("/pushNotifications/statistiques", "general.pushStats", "admin", "admin", "general", {
    r: AD_ONLY,
    nav: general(7),
  }),
  r("/pushNotifications/logs", "general.pushLogs", "admin", "admin", "general", { r: AD_ONLY }),
  r("/stats-valides", "general.validatedStats", "admin", "admin", "general"),
  r("/stats-valides/stats-valides-myaffil", "general.validatedStatsMyaffil", "admin", "admin", "general", {
    nav: general(9),
  }),
  r("/stats-valides/stats-valides-mycoreg", "general.validatedStatsMycoreg", "admin", "admin", "general"),
  r("/statsSocialMedia", "general.socialMedia", "admin", "admin", "general", { nav: general(11) }),
  r("/TeletechLeads", "general.teletechLeads", "auth", "any", "general", {
    r: [idListed("teletechLeads")],
    nav: general(12, { sides: ["admin", "editeur"] }),
  }),
  r("/ltv", "general.ltv", "admin", "admin", "general", { r: [emailListed("restrictedStaff")], nav: general(13) }),
  r("/temps-reel/mongustave", "general.realTimeMongustave", "admin", "admin", "general", {
    r: [idListed("realTimeStats")],
    nav: general(14),
    noPadding: true,
    hideFooter: true,
  }),
  r("/temps-reel/weedomarket", "general.realTimeMarket", "admin", "admin", "general", {
    r: [idListed("realTimeStats")],
    nav: general(15),
    noPadding: true,
    hideFooter: true,
  }),
  // Issue 13: database backups (no spec URL): the whole database, so a full administrator (ad) only.
  r("/backups", "general.backups", "admin", "admin", "general", { r: AD_ONLY, nav: general(16) }),

  // Publisher general sidebar.
  r("/AppelFactureEditeur", "general.invoiceCalls", "anAf", "editeur", "general", { r: AF, nav: general(1) }),
  r("/AppelFactureEditeur/{id_utilisateur}/{id_editeur}", "general.invoiceCallsOf", "admin", "admin", "general"),
  r("/infos-bancaire/affilie-france", "general.bankFrance", "anAf", "editeur", "general", { r: AF, nav: general(2) }),
  r("/infos-bancaire/affilie-international", "general.bankInternational", "anAf", "editeur", "general", { r: AF }),

  // Advertiser general sidebar.
  r("/FactureAnnonceur", "general.advertiserInvoices", "anAf", "annonceur", "general", { r: AN, nav: general(1) }),
  r("/New_FactureAnnonceur", "general.advertiserInvoicesNew", "anAf", "annonceur", "general", { r: AN }),
  r("/mes-documents-oi", "general.oiDocuments", "anAf", "annonceur", "general", { r: AN, nav: general(2) }),
  r("/mes-prepaiement", "general.myPrepayments", "anAf", "annonceur", "general", { r: AN, nav: general(3) }),
  r("/mes-prepaiement-v2", "general.myPrepaymentsV2", "anAf", "annonceur", "general", { r: AN }),
  r("/New_mes-prepaiement", "general.myPrepaymentsNew", "anAf", "annonceur", "general", { r: AN }),
];

/** Reports (admin; /report paths only for the report allow-list, through the role-home guard). */
export const REPORT_ROUTES: RouteDef[] = [
  r("/report", "report.monthly", "admin", "admin", "report", { nav: [general(8), { section: "menu", order: 1 }] }),
  ...areaRoutes(
    "/report",
    "admin",
    "admin",
    "report",
    [],
    [
      ["rapport", "report.report", { nav: { section: "menu", order: 2 } }],
      ["rapportCoreg", "report.coreg", { nav: { section: "menu", order: 3 } }],
      ["rapportMongustave", "report.mongustave", { nav: { section: "menu", order: 4 } }],
      ["payments", "report.payments", { nav: { section: "menu", order: 5 } }],
      ["factures", "report.invoices", { nav: { section: "menu", order: 6 } }],
      ["facturesMonGustave", "report.invoicesMongustave", { nav: { section: "menu", order: 7 } }],
      ["facturesLeadMarket", "report.invoicesLeadMarket", { nav: { section: "menu", order: 8 } }],
      ["facturesAvoir", "report.creditNotes", { nav: { section: "menu", order: 9 } }],
      ["facturesWeedoMarket", "report.invoicesWeedoMarket", { nav: { section: "menu", order: 10 } }],
      ["CaClient", "report.clientRevenue", { nav: [general(10), { section: "menu", order: 11 }] }],
      [
        "AvancesClient/{client}/{platform}/{id_facture_perf}/{id_facture_coreg}/{id_perf}/{id_coreg}",
        "report.clientAdvances",
      ],
    ],
  ),
];
