import { areaRoutes, menu, product, route as r, type NavPlacement, type RouteDef } from "./route-def";
import { emailListed, idListed, onlyLaws } from "./rules";

const AN = [onlyLaws("an")];
const AF = [onlyLaws("af")];
const partner = (order: number): NavPlacement => ({ section: "partners", order });
/** Publisher and advertiser check layouts: scenarios and events for their five e-mails. */
const CHECK_SCENARIOS = [emailListed("checkScenarioUsers")];

/** The publishers' product areas of spec section 2. */
export const PUBLISHER_AREA_ROUTES: RouteDef[] = [
  ...areaRoutes("/myaffil/editeur", "anAf", "editeur", "myaffil", AF, [
    ["dashboard", "myaffil.dashboard", { nav: [menu(1), product(1, "myaffil")] }],
    ["prgramslist", "myaffil.programs", { nav: menu(2) }],
    ["viewprogram", "myaffil.viewProgram"],
    ["MesShoots", "myaffil.myShoots", { nav: menu(3) }],
    ["campagnelist", "myaffil.myCampaigns", { nav: menu(4) }],
    ["supportslist", "myaffil.supports", { nav: menu(5) }],
    ["visuel", "myaffil.visuals", { nav: menu(6) }],
    ["StatsShoots", "myaffil.statsShoots", { nav: menu(7) }],
    ["stats/statsglobales", "myaffil.statsGlobal", { nav: menu(8) }],
    ["stats/statscampagnes", "myaffil.statsCampaigns", { nav: menu(9) }],
    ["DetailLeads", "myaffil.leadDetails", { nav: menu(10) }],
  ]),
  r("/mycoreg/editeur/dashboard", "coreg.dashboard", "anAf", "editeur", "mycoreg", {
    r: AF,
    nav: [menu(1), product(2, "mycoreg")],
  }),
  r("/datadeal/editeur/dashboard", "datadeal.dashboard", "anAf", "editeur", "datadeal", {
    r: AF,
    nav: [menu(1), product(3, "datadeal")],
  }),
  ...areaRoutes("/weedocheck/editeur", "anAf", "editeur", "weedocheck", AF, [
    ["verifications", "check.verifications", { nav: [menu(1), product(6, "check")] }],
    ["calculateur_weedo_trust", "check.calculator", { nav: menu(2) }],
    ["scenarios", "check.scenarios", { r: CHECK_SCENARIOS, nav: menu(3) }],
    ["events", "check.events", { r: CHECK_SCENARIOS, nav: menu(4) }],
  ]),
];

/** The advertisers' product areas of spec section 2. */
export const ADVERTISER_AREA_ROUTES: RouteDef[] = [
  ...areaRoutes("/myaffil/annonceur", "anAf", "annonceur", "myaffil", AN, [
    ["dashboard", "myaffil.dashboard", { nav: [menu(1), product(1, "myaffil")] }],
    ["prgramslist", "myaffil.programs", { nav: menu(2) }],
    ["viewprogram", "myaffil.viewProgram"],
    ["MesShoots", "myaffil.myShoots", { nav: menu(3) }],
    ["stats/statsglobales", "myaffil.statsGlobal", { nav: menu(4) }],
    ["stats/statsdetaillees", "myaffil.statsDetailed", { nav: menu(5) }],
  ]),
  // Advertisers with a marketplace client id only: the restriction also hides the marketplace link.
  ...areaRoutes(
    "/weedomarket/annonceur",
    "anAf",
    "annonceur",
    "weedomarket",
    [...AN, { kind: "marketplaceClient" }],
    [
      ["dashboard", "market.dashboard", { nav: [menu(1), product(2, "market")] }],
      ["mesLeads", "market.myLeads", { nav: menu(2) }],
      ["mesCommandes", "market.myOrders", { nav: menu(3) }],
      ["mesfiltres", "market.myFilters", { nav: menu(4) }],
      ["creeCommande/{commande_id?}", "market.createOrder", { nav: menu(5), hideFooter: true }],
      ["creefiltre", "market.createFilter", { nav: menu(6) }],
      ["editerfiltre/{id_filter}", "market.editFilter"],
      ["mes-prepaiement", "market.myPrepayments", { nav: menu(7) }],
      ["webhookAnnonceur", "market.myWebhook", { r: [{ kind: "haswebhook" }], nav: menu(8) }],
      ["mesTarifs", "market.myPrices", { nav: menu(9) }],
      ["partenaires", "market.partners", { nav: menu(10) }],
      ["ecilia", "market.partner.ecilia", { nav: partner(1) }],
      ["duplix", "market.partner.duplix", { nav: partner(2) }],
      ["oggodata", "market.partner.oggodata", { nav: partner(3) }],
      ["courtigo", "market.partner.courtigo", { nav: partner(4) }],
      ["So-Soft", "market.partner.soSoft", { nav: partner(5) }],
      ["insquary", "market.partner.insquary", { nav: partner(6) }],
      ["ernest", "market.partner.ernest", { nav: partner(7) }],
      ["bubbleIn", "market.partner.bubbleIn", { nav: partner(8) }],
      ["ringover", "market.partner.ringover", { nav: partner(9) }],
    ],
  ),
  ...areaRoutes("/mongustave/annonceur", "anAf", "annonceur", "mongustave", AN, [
    ["dashboard", "gustave.dashboard", { nav: [menu(1), product(3, "gustave")] }],
    ["statistiques", "gustave.statistics", { nav: menu(2) }],
    ["extract-mer", "gustave.extractMer", { r: [idListed("extractMer")], nav: menu(3) }],
  ]),
  ...areaRoutes("/weedocheck/annonceur", "anAf", "annonceur", "weedocheck", AN, [
    ["verifications", "check.verifications", { nav: [menu(1), product(6, "check")] }],
    ["scenarios", "check.scenarios", { r: CHECK_SCENARIOS, nav: menu(2) }],
    ["calculateur_weedo_trust", "check.calculator", { nav: menu(3) }],
    ["events", "check.events", { r: CHECK_SCENARIOS, nav: menu(4) }],
  ]),
];
