import type { MutationResolvers, QueryResolvers } from "@/lib/api/auth/resolvers.generated";
import { only, PUBLIC, R, SIGNED_IN } from "../api-policy";
import { emailListed, onlyLaws } from "../rules";
import {
  AD,
  ADMIN,
  ADMIN_OR_AF,
  ADMIN_OR_AN,
  AF,
  AN,
  REPORT,
  REPORT_AD,
  REPORT_OR_AN,
  RESTRICTED_STAFF,
  TELETECH,
  type ServicePolicies,
} from "./roles";

/** The auth API's fields and their policies (one part of the table in lib/access/api-policies.ts). */
export const AUTH_POLICIES: ServicePolicies<QueryResolvers, MutationResolvers> = {
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
    getAvoirsRecentsAn: ADMIN_OR_AN,
    getPaiementAttentAf: ADMIN_OR_AF,
    getCampagneValideAf: ADMIN_OR_AF,
    // Spec section 6: the points query runs for af, ad and ma, shown to the gift-points viewers.
    getCompteCadeaux: only(R.giftPointsViewer, onlyLaws("af", "ad", "ma")),
    pendingMembers: ADMIN,
    // Members (issue 13): /Membreslist and /member/{id} read by every administrator.
    members: ADMIN,
    member: ADMIN,
    // Validated statistics and publisher invoice calls (issue 12): every administrator reads…
    billingMonth: ADMIN,
    billingMonths: ADMIN,
    publisherInvoiceCalls: ADMIN,
    publisherSummary: ADMIN,
    myInvoiceCalls: AF,
    // The audit trail: /Logs (every administrator; read-only, no mutation exists).
    auditEntries: ADMIN,
    auditFacets: ADMIN,
    // Web Push (issue 13): any signed-in browser subscribes; /pushNotifications/* is for ad only.
    pushPublicKey: SIGNED_IN,
    pushNotifications: AD,
    pushTimeline: AD,
    pushDeliveries: AD,
    // Backups (issue 13): the whole database, personal data included, so a full administrator only.
    backups: AD,
    backupRestorePreview: AD,
    // Interactions with members (issue 13): every administrator reads and records them.
    interactions: ADMIN,
    interactionsDue: ADMIN,
    memberInteractions: ADMIN,
    interaction: ADMIN,
    interactionStaff: ADMIN,
    interactionClients: ADMIN,
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
    invoice: REPORT_OR_AN,
    invoices: REPORT,
    creditNotes: REPORT,
    invoiceableMonths: REPORT,
    prepaymentsToInvoice: REPORT,
    marketSettlementMonths: REPORT,
    incomingEinvoices: REPORT,
    // The report area (issue 12): /report, rapport*, payments, CaClient, AvancesClient (the allow-list).
    monthlyFigures: REPORT,
    monthlyReports: REPORT,
    platformClients: REPORT,
    publisherPayments: REPORT,
    clientRevenue: REPORT,
    clientAdvances: REPORT,
    // Staff statistics (issue 13): /StatsTopCaAnOrAf and /ltv for the restricted staff; the gift-points
    // column only for those of them who may see gift balances; /statsSocialMedia for every administrator;
    // /TeletechLeads for the listed administrators and publisher (a publisher reads its own, in the where-clause).
    topRevenue: RESTRICTED_STAFF,
    giftBalances: only(R.admin, emailListed("restrictedStaff"), R.giftPointsViewer),
    ltvCohorts: RESTRICTED_STAFF,
    ltvClients: RESTRICTED_STAFF,
    socialMedia: ADMIN,
    teletechCalls: TELETECH,
    teletechOutcomes: TELETECH,
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
    subscribePush: SIGNED_IN,
    unsubscribePush: SIGNED_IN,
    sendPushNotification: AD,
    // Members (issue 13): the approval queue, an account's details and its support actions are every
    // administrator's work; what decides an account's rights or access (its law, creating an account,
    // switching it off or on) is a full administrator's (ad).
    refuseMember: ADMIN,
    updateMember: ADMIN,
    signMemberOutEverywhere: ADMIN,
    sendMemberPasswordReset: ADMIN,
    createMember: AD,
    setMemberLaw: AD,
    setMemberActive: AD,
    createBackup: AD,
    restoreBackup: AD,
    // …changed or deleted by their author or ad (in the where-clause).
    createInteraction: ADMIN,
    updateInteraction: ADMIN,
    deleteInteraction: ADMIN,
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
    generateMarketMonthInvoices: REPORT_AD,
    recordInvoicePayment: REPORT_AD,
    issueCreditNote: REPORT_AD,
    correctInvoice: REPORT_AD,
    retryEinvoiceDeposit: REPORT_AD,
    refileIncomingEinvoice: REPORT_AD,
    generateMonthlyReport: REPORT_AD,
  },
};
