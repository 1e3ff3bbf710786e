/**
 * Every state, kind and closed list of the domain, once. The database schema (CHECK constraints and
 * column types), the GraphQL schemas (enums), the validation and the UI import them from here; this
 * module imports nothing, so it costs the browser a few bytes and never pulls drizzle in.
 */

// billing
/**
 * Insertion orders: sent to the advertiser (to_sign) → signed by it in the browser (sealed PDF) →
 * processed by an administrator; cancelled (from to_sign or signed) is final.
 */
export const OI_STATUSES = ["to_sign", "signed", "processed", "cancelled"] as const;
export type OiStatus = (typeof OI_STATUSES)[number];
/** How the advertiser signed: a signature drawn on the canvas, or its name typed (keyboard alternative). */
export const OI_SIGNATURE_METHODS = ["drawn", "typed"] as const;
export type OiSignatureMethod = (typeof OI_SIGNATURE_METHODS)[number];
/** perf: MyAffil, coreg: MyCoreg, mongustave: Mon Gustave, market: Weedo market (the lead marketplace). */
export const BILLING_PLATFORMS = ["perf", "coreg", "market", "mongustave"] as const;
export type BillingPlatform = (typeof BILLING_PLATFORMS)[number];
/** Stored invoice states (spec section 4); "overdue" is derived: receiving after the due date. */
export const INVOICE_STATUSES = ["receiving", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What an advertiser sees: the stored state, or overdue. */
export const INVOICE_DISPLAY_STATES = ["receiving", "paid", "overdue"] as const;
export type InvoiceDisplayState = (typeof INVOICE_DISPLAY_STATES)[number];
/** Where an invoice comes from: a validated month, a validated marketplace prepayment, or older data. */
export const INVOICE_SOURCES = ["month", "prepayment", "legacy"] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];
/** Why a credit note cancels (part of) an invoice. */
export const CREDIT_NOTE_REASONS = ["invalidation", "gesture"] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

// billing-months (validated statistics)
/** The platforms whose monthly figures are validated: MyAffil (perf) and MyCoreg (coreg). */
export const MONTH_PLATFORMS = ["perf", "coreg"] as const;
export type MonthPlatform = (typeof MONTH_PLATFORMS)[number];
/** open: figures may still be adjusted; validated: frozen, what invoices and invoice calls are made from. */
export const MONTH_STATUSES = ["open", "validated"] as const;
export type MonthStatus = (typeof MONTH_STATUSES)[number];
export const MONTH_SIDES = ["advertiser", "publisher"] as const;
export type MonthSide = (typeof MONTH_SIDES)[number];

// invoice-calls (publisher invoice calls)
/**
 * waiting_invoice: the publisher is asked to upload its invoice; submitted: uploaded, to review;
 * refused: the administrator refused it (reason given), the publisher uploads another; receiving:
 * accepted, payment due (spec section 4 "receiving"); paid: payment recorded.
 */
export const INVOICE_CALL_STATUSES = ["waiting_invoice", "submitted", "refused", "receiving", "paid"] as const;
export type InvoiceCallStatus = (typeof INVOICE_CALL_STATUSES)[number];

// market-catalog
/** available: may still be sold; sold: reached its buyer limit; unsold: aged out without a sale. */
export const LEAD_STOCK_STATES = ["available", "sold", "unsold"] as const;
export const PROMO_KINDS = ["percent", "amount"] as const;

// market-orders
export const CATEGORY_FIELD_TYPES = ["text", "number", "select", "boolean"] as const;
export type CategoryFieldType = (typeof CATEGORY_FIELD_TYPES)[number];
export const ORDER_STATES = ["in_progress", "completed", "paused", "cancelled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const DELIVERY_MODES = ["webhook", "email", "csv"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const INVALIDATION_REASONS = [
  "no_answer",
  "no_request",
  "fake_phone",
  "number_not_allocated",
  "ws_refused",
  "no_ws_return",
] as const;
/** Spec §4 outcomes; a request starts being processed. */
export const INVALIDATION_OUTCOMES = ["being_processed", "valid", "accepted", "refused"] as const;

// market-webhooks
export const WEBHOOK_STATES = ["test", "active", "paused"] as const;
export const WEBHOOK_PARTNERS = [
  "ecilia",
  "duplix",
  "oggodata",
  "courtigo",
  "So-Soft",
  "insquary",
  "ernest",
  "bubbleIn",
  "ringover",
] as const;
export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;

// market
export const PREPAYMENT_STATUSES = ["waiting", "validated", "refused"] as const;
export const LEDGER_KINDS = ["prepayment", "sale", "refund", "promo", "adjustment"] as const;
export const SALE_TYPES = ["exclusive", "duo", "trio"] as const;
export type SaleType = (typeof SALE_TYPES)[number];

// myaffil-content
export const VISUAL_KINDS = ["email", "banner", "text"] as const;
export type VisualKind = (typeof VISUAL_KINDS)[number];
export const SHOOT_STATES = ["valid", "cancelled", "postponed"] as const;
export type ShootState = (typeof SHOOT_STATES)[number];
export const CALL_OUTCOMES = ["lead", "no_lead", "missed"] as const;

// myaffil-tracking
export const LEAD_STATUSES = ["pending", "valid", "invalid"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

// myaffil
/** Spec section 4: a program or campaign runs (valide), is paused, or is deleted (kept for history). */
export const RECORD_STATES = ["valide", "pause", "supprime"] as const;
export type RecordState = (typeof RECORD_STATES)[number];
export const PROGRAM_VALIDATIONS = ["pending", "validated"] as const;
export type ProgramValidation = (typeof PROGRAM_VALIDATIONS)[number];
/** Remuneration models of a program. */
export const REMUNERATION_MODELS = ["CPL", "CPA", "CPC", "CPM"] as const;
export type RemunerationModel = (typeof REMUNERATION_MODELS)[number];
/** open: any publisher may broadcast; on_approval: its application must be accepted first. */
export const PROGRAM_ACCESS = ["open", "on_approval"] as const;
export const APPLICATION_STATES = ["being_verified", "accepted", "refused"] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

// users
/** Account states: e-mail not confirmed yet, awaiting administrator approval, usable, switched off. */
export const USER_STATUSES = ["unconfirmed", "pending", "active", "disabled"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const CODE_PURPOSES = ["email", "reset", "old_user"] as const;

// money, webhooks
export const PREPAYMENT_METHODS = ["transfer", "card"] as const;
export type PrepaymentMethod = (typeof PREPAYMENT_METHODS)[number];
export const WEBHOOK_METHODS = ["POST", "PUT"] as const;

// statistics
export const STATS_GROUP_BY = [
  "day",
  "week",
  "month",
  "program",
  "campaign",
  "publisher",
  "support",
  "subId",
  "advertiser",
] as const;
export type StatsGroupBy = (typeof STATS_GROUP_BY)[number];
/** Whose figures a statistics answer holds (decides which money columns it carries). */
export const STATS_ROLES = ["admin", "advertiser", "publisher"] as const;
export type StatsRole = (typeof STATS_ROLES)[number];

// accounts
/** The profile screen a signed-in person gets: advertiser, publisher or staff. */
export const PROFILE_KINDS = ["an", "af", "staff"] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
/** French bank details (RIB) or international ones (IBAN + SWIFT). */
export const BANK_DETAILS_KINDS = ["fr", "intl"] as const;
export type BankDetailsKind = (typeof BANK_DETAILS_KINDS)[number];
