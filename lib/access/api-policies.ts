import type {
  MutationResolvers as AuthMutation,
  QueryResolvers as AuthQuery,
} from "@/lib/api/auth/resolvers.generated";
import type {
  MutationResolvers as MarketMutation,
  QueryResolvers as MarketQuery,
} from "@/lib/api/market/resolvers.generated";
import type {
  MutationResolvers as MyaffilMutation,
  QueryResolvers as MyaffilQuery,
} from "@/lib/api/myaffil/resolvers.generated";
import { anyOf, only, PUBLIC, R, SIGNED_IN, type Policy } from "./api-policy";
import { emailListed, onlyLaws } from "./rules";

/** Every root field of one service, each with its policy: a field missing here fails the type check. */
interface ServicePolicies<Q, M> {
  Query: Record<keyof Q, Policy>;
  Mutation: Record<keyof M, Policy>;
}

// The roles, as the route registry restricts their screens.
const ADMIN = only(R.admin);
const AN = only(R.an);
const AF = only(R.af);
/** A full administrator only (not tem or ma): money decisions. */
const AD = only(onlyLaws("ad"));
/** /weedomarket/admin/*: an administrator on the marketplace allow-list. */
const MARKET_ADMIN = only(R.marketplaceAdmin);
/** /weedomarket/annonceur/*: an advertiser with a marketplace client id. */
const MARKET_CLIENT = only(R.an, R.marketplaceClient);
/** Screens of both marketplace sides (the order wizard, an order, a webhook's deliveries…). */
const MARKET_EITHER = anyOf([R.marketplaceAdmin], [R.an, R.marketplaceClient]);
const ADMIN_OR_AN = anyOf([R.admin], [R.an]);
/** /report/*: an administrator on the report allow-list (the role-home guard's rule). */
const REPORT = only(R.admin, emailListed("reportViewers"));
/** Money changes made from /report (invoices, payments, credit notes): a full administrator (ad) on the list. */
const REPORT_AD = only(onlyLaws("ad"), emailListed("reportViewers"));
const ADMIN_OR_AF = anyOf([R.admin], [R.af]);
/** An advertiser's own marketplace money (general advertiser screens), or any client's for a marketplace admin. */
const AN_OR_MARKET_ADMIN = anyOf([R.an], [R.marketplaceAdmin]);

/**
 * Authorization of every Query and Mutation field of the three APIs, in one place: the wrapper in
 * lib/api/guards.ts applies it to the schema when it is built (a field without an entry refuses to
 * start), and tests/integration/api-policies.test.ts calls every field as every kind of principal.
 * Each policy is the route registry's rule for the screens that use the field; resolvers keep only
 * ownership (whose rows), in their where-clauses.
 */
export const API_POLICIES: {
  auth: ServicePolicies<AuthQuery, AuthMutation>;
  myaffil: ServicePolicies<MyaffilQuery, MyaffilMutation>;
  market: ServicePolicies<MarketQuery, MarketMutation>;
} = {
  auth: {
    Query: {
      _empty: PUBLIC,
      checkEmailAvailable: PUBLIC,
      myProfile: SIGNED_IN,
      // The bell (spec section 7): the administrators' queues…
      getMembreAttent: ADMIN,
      getPostuleAttent: ADMIN,
      getDocumentOiAttent: ADMIN,
      getProgrammeAttent: ADMIN,
      getpresPaiementAttent: ADMIN,
      // …and a partner's own counts (administrators may read anyone's).
      getDocumentOiASigneAn: ADMIN_OR_AN,
      getfactureAttentAn: ADMIN_OR_AN,
      getPaiementAttentAf: ADMIN_OR_AF,
      getCampagneValideAf: ADMIN_OR_AF,
      // Spec section 6: the points query runs for af, ad and ma, shown to the gift-points viewers.
      getCompteCadeaux: only(R.giftPointsViewer, onlyLaws("af", "ad", "ma")),
      pendingMembers: ADMIN,
      // Validated statistics and publisher invoice calls (issue 12): every administrator reads…
      billingMonth: ADMIN,
      billingMonths: ADMIN,
      publisherInvoiceCalls: ADMIN,
      publisherSummary: ADMIN,
      myInvoiceCalls: AF,
      // The audit trail: /Logs (every administrator; read-only, no mutation exists).
      auditEntries: ADMIN,
      auditFacets: ADMIN,
      // Insertion orders: /OIlist, /add_oi, /updateOi (every administrator); /mes-documents-oi (the
      // advertiser's own, in the where-clause).
      oiDocuments: ADMIN,
      myOiDocuments: AN,
      // One OI and its seal's verdict: the admin screens (/updateOi, the processing dialog); the advertiser
      // reads its own through myOiDocuments and the PDF handler.
      oiDocument: ADMIN,
      oiIntegrity: ADMIN,
      oiAdvertisers: ADMIN,
      oiDraftContext: ADMIN,
      // Advertiser invoices (issue 12): /FactureAnnonceur (the advertiser's own, in the where-clause)
      // and the report area's invoice and credit-note lists.
      myInvoices: AN,
      invoice: ADMIN_OR_AN,
      invoices: REPORT,
      creditNotes: REPORT,
      invoiceableMonths: REPORT,
    },
    Mutation: {
      _empty: PUBLIC,
      login: PUBLIC,
      // The second step of a sign-in: the challenge of the password step stands for the caller.
      loginTwoFactor: PUBLIC,
      logout: PUBLIC,
      register: PUBLIC,
      validateEmail: PUBLIC,
      resendEmailCode: PUBLIC,
      requestPasswordCode: PUBLIC,
      resetPassword: PUBLIC,
      updateProfile: SIGNED_IN,
      changePassword: SIGNED_IN,
      // The caller's own, or (mandatory enrolment at sign-in) the holder of a sign-in challenge.
      startTwoFactorSetup: PUBLIC,
      confirmTwoFactorSetup: PUBLIC,
      disableTwoFactor: SIGNED_IN,
      updateBankDetails: AF,
      approveMember: ADMIN,
      // …only a full administrator (ad) changes money: adjustments, validation, invoice decisions, payments.
      adjustBillingMonthLine: AD,
      validateBillingMonth: AD,
      acceptInvoiceCall: AD,
      refuseInvoiceCall: AD,
      payInvoiceCall: AD,
      createOi: ADMIN,
      updateOi: ADMIN,
      signOi: AN,
      processOi: ADMIN,
      cancelOi: ADMIN,
      generateMonthInvoices: REPORT_AD,
      generatePrepaymentInvoice: REPORT_AD,
      recordInvoicePayment: REPORT_AD,
      issueCreditNote: REPORT_AD,
    },
  },

  myaffil: {
    Query: {
      _empty: PUBLIC,
      me: SIGNED_IN,
      adminDashboard: ADMIN,
      advertiserDashboard: ADMIN_OR_AN,
      publisherDashboard: ADMIN_OR_AF,
      giftDashboard: only(R.giftPointsViewer),
      // Programs, statistics, shoots and visuals: every role, scoped by the viewer (programs/scope.ts).
      myaffilPrograms: SIGNED_IN,
      myaffilProgram: SIGNED_IN,
      myaffilAdvertiserClients: ADMIN,
      myaffilCampaigns: ADMIN_OR_AN,
      myaffilCampaign: ADMIN_OR_AN,
      myaffilPublisherCampaigns: AF,
      myaffilStats: SIGNED_IN,
      myaffilStatsOptions: SIGNED_IN,
      myaffilLeadDetails: SIGNED_IN,
      myaffilShootStats: SIGNED_IN,
      myaffilLeadmarketStats: ADMIN,
      myaffilPublisherExtract: ADMIN,
      shoots: SIGNED_IN,
      shootCampaigns: AF,
      visuals: SIGNED_IN,
      visual: SIGNED_IN,
      visualCampaign: SIGNED_IN,
      visualCampaigns: ADMIN_OR_AN,
      libraryImages: ADMIN_OR_AN,
      applications: ADMIN,
      applicationFilterOptions: ADMIN,
      myApplications: AF,
      mySupports: AF,
      publisherSupports: ADMIN,
      trackingPixels: ADMIN_OR_AN,
      objectives: ADMIN,
      topTm: ADMIN,
      manivoxTags: ADMIN,
      manivoxCalls: ADMIN,
      manivoxCampaigns: ADMIN,
    },
    Mutation: {
      _empty: PUBLIC,
      createMyaffilProgram: ADMIN_OR_AN,
      updateMyaffilProgram: ADMIN_OR_AN,
      setMyaffilProgramState: ADMIN_OR_AN,
      deleteMyaffilProgram: ADMIN_OR_AN,
      validateMyaffilProgram: ADMIN,
      duplicateMyaffilProgram: ADMIN,
      createMyaffilCampaign: ADMIN_OR_AN,
      updateMyaffilCampaign: ADMIN_OR_AN,
      setMyaffilCampaignState: ADMIN_OR_AN,
      deleteMyaffilCampaign: ADMIN_OR_AN,
      createVisual: ADMIN_OR_AN,
      updateVisual: ADMIN_OR_AN,
      deleteVisual: ADMIN_OR_AN,
      deleteLibraryImage: ADMIN,
      applyToProgram: AF,
      decideApplications: ADMIN,
      createSupport: AF,
      updateSupport: AF,
      setSupportActive: AF,
      deleteSupport: AF,
      scheduleShoot: AF,
      postponeShoot: AF,
      cancelShoot: AF,
      reportShoot: AF,
      setShootState: ADMIN,
      setLeadStatus: ADMIN_OR_AN,
      // The pixels page's postback secret and test lead (owner of the campaign, in the resolver).
      rotatePostbackSecret: ADMIN_OR_AN,
      sendTestLead: ADMIN_OR_AN,
      setObjective: ADMIN,
      createManivoxTag: ADMIN,
      updateManivoxTag: ADMIN,
      deleteManivoxTag: ADMIN,
    },
  },

  market: {
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
    },
    Mutation: {
      _empty: PUBLIC,
      createMarketCategory: MARKET_ADMIN,
      updateMarketCategory: MARKET_ADMIN,
      setMarketCategoryActive: MARKET_ADMIN,
      createMarketSource: MARKET_ADMIN,
      setMarketSourceActive: MARKET_ADMIN,
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
    },
  },
};

/**
 * The REST handlers that check who calls, one named entry each (they answer 401 or 403 as the
 * GraphQL fields answer UNAUTHENTICATED or FORBIDDEN).
 */
export const REST_POLICIES = {
  /** The OggoData lead CSV (personal data): /weedomarket/admin/OggoData. */
  oggoDataExport: MARKET_ADMIN,
  /** Uploads to the image library: /myaffil/admin/UploadImages. */
  libraryImageUpload: ADMIN,
  /** The caller's own profile image, and reading stored ones. */
  profileImageUpload: SIGNED_IN,
  profileImageRead: SIGNED_IN,
  /** An invoice's or credit note's PDF: its advertiser (ownership in the query) or an administrator. */
  invoicePdf: ADMIN_OR_AN,
  /** The accountant's CSV of a period's invoices, credit notes and payments (report area). */
  accountingExport: REPORT,
  /** A publisher's own invoice for its invoice call (/AppelFactureEditeur). */
  invoiceCallUpload: AF,
  /** The uploaded invoice: its publisher, or an administrator (ownership checked by the handler). */
  invoiceCallRead: ADMIN_OR_AF,
  /** A month of validated statistics as CSV: /stats-valides/*. */
  validatedStatsCsv: ADMIN,
  /** The audit trail as CSV: /Logs. */
  auditExport: ADMIN,
  /** An insertion order's PDF: administrators, and the advertiser it was sent to (others: 404). */
  oiPdf: ADMIN_OR_AN,
} as const satisfies Record<string, Policy>;

export type ApiService = keyof typeof API_POLICIES;
