import type { MutationResolvers, QueryResolvers } from "@/lib/api/market/resolvers.generated";
import { anyOf, only, PUBLIC, R } from "../api-policy";
import {
  ADMIN,
  AF,
  AN,
  AN_OR_MARKET_ADMIN,
  MARKET_ADMIN,
  MARKET_CLIENT,
  MARKET_EITHER,
  REAL_TIME,
  type ServicePolicies,
} from "./roles";
import {
  CHECK_ADMIN,
  CHECK_ANY,
  CHECK_CALCULATOR,
  CHECK_CLIENT,
  CHECK_PRICE_GRID,
  CHECK_SCENARIOS,
  TRUST_STAFF,
} from "./check";
import { MONGUSTAVE_FRAUD_POLICIES } from "./mongustave-fraud";
import { MONGUSTAVE_ADVERTISER_POLICIES } from "./mongustave-advertiser";
import { MONGUSTAVE_WS_POLICIES } from "./mongustave";
import { MONGUSTAVE_STATS_POLICIES } from "./mongustave-stats";

/** The market API's fields and their policies (one part of the table in lib/access/api-policies.ts). */
export const MARKET_POLICIES: ServicePolicies<QueryResolvers, MutationResolvers> = {
  Query: {
    _empty: PUBLIC,
    // Top bar: the waiting top-ups (the same count as the bell's), the client's balance and cart.
    lastTotalPrepaiements: ADMIN,
    getSoldeactuel: AN_OR_MARKET_ADMIN,
    getPanier: AN_OR_MARKET_ADMIN,
    // Catalogue, stock, sources: /weedomarket/admin/categories, stock, creeCategorie, editCategorie;
    // advertisers read the active catalogue.
    marketCategories: MARKET_EITHER,
    marketCategory: MARKET_EITHER,
    marketCategoryReport: MARKET_ADMIN,
    marketSources: MARKET_ADMIN,
    marketStockReport: MARKET_ADMIN,
    // Orders: the wizard and an order on both sides; lists per side.
    orderCategories: MARKET_EITHER,
    marketOrderWizard: MARKET_EITHER,
    marketOrderQuote: MARKET_EITHER,
    marketStockPreview: MARKET_EITHER,
    marketOrder: MARKET_EITHER,
    mesCommandes: MARKET_CLIENT,
    marketOrders: MARKET_ADMIN,
    suiviCommandes: MARKET_ADMIN,
    marketClients: MARKET_ADMIN,
    mesFiltres: MARKET_CLIENT,
    marketSavedFilter: MARKET_CLIENT,
    monPanier: MARKET_CLIENT,
    marketStock: MARKET_CLIENT,
    mesTarifs: MARKET_CLIENT,
    marketPromoCodes: MARKET_ADMIN,
    // Webhooks: webhookAnnonceur needs the webhook option; partner pages; the admin's webhook screens.
    marketWebhooks: anyOf([R.marketplaceAdmin], [R.an, R.marketplaceClient, R.haswebhook]),
    marketWebhook: MARKET_EITHER,
    marketWebhookDeliveries: MARKET_EITHER,
    marketPartnerWebhook: MARKET_CLIENT,
    marketWebhookClients: MARKET_ADMIN,
    marketLeadFlow: MARKET_ADMIN,
    marketCheckPhones: MARKET_ADMIN,
    marketOggoDataCategories: MARKET_ADMIN,
    // Money: /mes-prepaiement (advertisers), /ListePresPaiements (every administrator), Transactions.
    myPrepayments: AN,
    marketBankDetails: AN,
    prepaymentRequests: ADMIN,
    myLedger: AN_OR_MARKET_ADMIN,
    balanceHistory: AN_OR_MARKET_ADMIN,
    transactions: MARKET_ADMIN,
    ledgerClients: MARKET_ADMIN,
    // Invalidations: mesLeads and leadsDevalides.
    myLeads: MARKET_CLIENT,
    myReturnRate: MARKET_CLIENT,
    invalidationPolicy: MARKET_EITHER,
    invalidationRequests: MARKET_ADMIN,
    // Dashboards: the client's, StatsClients, SuiviRenatbilite.
    marketDashboard: MARKET_CLIENT,
    marketClientStats: MARKET_ADMIN,
    marketProfitability: MARKET_ADMIN,
    // Weedo check / Weedo Trust (spec section 6: scenarios and events for ad and five listed e-mails,
    // the calculator for five staff e-mails and every client, trust follow-up for six staff e-mails).
    checkAccount: CHECK_CLIENT,
    checkVerifications: CHECK_ANY,
    checkLists: CHECK_ANY,
    checkList: CHECK_ANY,
    checkClients: CHECK_ADMIN,
    checkEvents: CHECK_SCENARIOS,
    checkScenarios: CHECK_SCENARIOS,
    checkPriceGrid: CHECK_CALCULATOR,
    checkQuote: CHECK_CALCULATOR,
    trustStatistics: TRUST_STAFF,
    trustConsumption: TRUST_STAFF,
    // Weedo data (/weedodata, /weedodata/admin/*: every administrator, as the route registry says).
    dataStockOverview: ADMIN,
    dataContacts: ADMIN,
    dataFacets: ADMIN,
    dataSuppressions: ADMIN,
    dataUnsubscribeStats: ADMIN,
    // /temps-reel/weedomarket: the first screen (its stream is REST_POLICIES.realTimeMarketStream).
    marketRealtime: REAL_TIME,
    // /temps-reel/mongustave: the first screen (its stream is REST_POLICIES.realTimeMongustaveStream).
    mgRealtime: REAL_TIME,
    // /datadeal/editeur/dashboard: the publisher's own deals (ownership is the resolver's where-clause).
    datadealPublisher: AF,
    ...MONGUSTAVE_FRAUD_POLICIES.Query,
    ...MONGUSTAVE_ADVERTISER_POLICIES.Query,
    ...MONGUSTAVE_WS_POLICIES.Query,
    ...MONGUSTAVE_STATS_POLICIES.Query,
  },
  Mutation: {
    _empty: PUBLIC,
    createMarketCategory: MARKET_ADMIN,
    updateMarketCategory: MARKET_ADMIN,
    setMarketCategoryActive: MARKET_ADMIN,
    createMarketSource: MARKET_ADMIN,
    setMarketSourceActive: MARKET_ADMIN,
    setMarketSourceMinTrustScore: MARKET_ADMIN,
    ageOutMarketStock: MARKET_ADMIN,
    createMarketOrder: MARKET_EITHER,
    updateMarketOrder: MARKET_EITHER,
    pauseMarketOrder: MARKET_EITHER,
    relaunchMarketOrder: MARKET_EITHER,
    cancelMarketOrder: MARKET_EITHER,
    createMarketFilter: MARKET_CLIENT,
    updateMarketFilter: MARKET_CLIENT,
    deleteMarketFilter: MARKET_CLIENT,
    addToCart: MARKET_CLIENT,
    removeFromCart: MARKET_CLIENT,
    checkoutCart: MARKET_CLIENT,
    createMarketPromoCode: MARKET_ADMIN,
    updateMarketPromoCode: MARKET_ADMIN,
    deleteMarketPromoCode: MARKET_ADMIN,
    // A webhook's target and secret are its owner's (webhookAnnonceur and the partner pages); the
    // admin's webhook screen pauses, validates and resends.
    createMarketWebhook: only(R.an, R.marketplaceClient, R.haswebhook),
    updateMarketWebhook: MARKET_CLIENT,
    regenerateMarketWebhookSecret: MARKET_CLIENT,
    deleteMarketWebhook: MARKET_CLIENT,
    testMarketWebhook: MARKET_CLIENT,
    setupMarketPartner: MARKET_CLIENT,
    validateMarketWebhook: MARKET_EITHER,
    pauseMarketWebhook: MARKET_EITHER,
    resendMarketWebhookDelivery: MARKET_EITHER,
    resendMarketSale: MARKET_EITHER,
    requestPrepayment: AN,
    validatePrepayment: ADMIN,
    refusePrepayment: ADMIN,
    // Adjustments are made from /ListePresPaiements (every administrator) and StatsClients.
    adjustBalance: ADMIN,
    requestInvalidation: MARKET_CLIENT,
    decideInvalidations: MARKET_ADMIN,
    setInvalidationPolicy: MARKET_ADMIN,
    // Weedo data: the suppression list (contactsDesabonnes) and list cleaning (VerifEmail).
    addDataSuppressions: ADMIN,
    cleanEmailList: ADMIN,
    // The public double opt-in landing: the link's HMAC is the authority (features/data/contacts/server/links.ts).
    confirmDataContact: PUBLIC,
    // Weedo check: a client verifies its own contacts (an administrator for a named client).
    verifyCheckContact: CHECK_ANY,
    testCheckScenario: CHECK_SCENARIOS,
    createCheckScenario: CHECK_SCENARIOS,
    saveCheckScenarioVersion: CHECK_SCENARIOS,
    activateCheckScenario: CHECK_SCENARIOS,
    rotateCheckKey: CHECK_CLIENT,
    setCheckPriceTier: CHECK_PRICE_GRID,
    deleteCheckPriceTier: CHECK_PRICE_GRID,
    ...MONGUSTAVE_FRAUD_POLICIES.Mutation,
    ...MONGUSTAVE_WS_POLICIES.Mutation,
  },
};
