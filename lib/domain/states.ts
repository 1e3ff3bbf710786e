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
export const CREDIT_NOTE_REASONS = ["invalidation", "gesture", "correction"] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];
/**
 * The reasons an administrator picks by hand; `correction` (an invoice the e-invoicing platform
 * rejected or its buyer refused, cancelled and replaced) is only given by the corrective path.
 */
export const MANUAL_CREDIT_NOTE_REASONS = ["invalidation", "gesture"] as const satisfies readonly CreditNoteReason[];
/** The monthly report's platforms, in its order: MyAffil, MyCoreg, Mon Gustave, Weedo market. */
export const REPORT_PLATFORMS = ["perf", "coreg", "mongustave", "market"] as const;
export type ReportPlatform = (typeof REPORT_PLATFORMS)[number];
/** A publisher payment (publisher_payments): opened when its invoice call is accepted, then paid. */
export const PUBLISHER_PAYMENT_STATUSES = ["waiting", "paid"] as const;
export type PublisherPaymentStatus = (typeof PUBLISHER_PAYMENT_STATUSES)[number];

// billing-months (validated statistics)
/** The platforms whose monthly figures are validated: MyAffil (perf) and MyCoreg (coreg). */
/** Platforms whose months are reviewed and validated: MyAffil, MyCoreg, Mon Gustave (advertiser side only). */
export const MONTH_PLATFORMS = ["perf", "coreg", "mongustave"] as const;
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
/** The social networks a click's utm_source or referrer is classified into (/statsSocialMedia). */
export const SOCIAL_NETWORKS = [
  "facebook",
  "instagram",
  "tiktok",
  "linkedin",
  "x",
  "youtube",
  "snapchat",
  "pinterest",
  "other",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

// staff-stats: the call-centre partner Teletech's verdict on a lead (/TeletechLeads).
export const TELETECH_OUTCOMES = ["qualified", "not_reachable", "refused", "wrong_number"] as const;
export type TeletechOutcome = (typeof TELETECH_OUTCOMES)[number];

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
/**
 * Account states: e-mail not confirmed yet, awaiting administrator approval, usable, refused by an
 * administrator (with a reason, e-mailed), switched off (deactivated; reactivation makes it active).
 */
export const USER_STATUSES = ["unconfirmed", "pending", "active", "refused", "disabled"] as const;
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

// interactions (issue 13: the staff's record of contacts with members, /bedrock/interactions)
/** What kind of contact a staff member records with a member. */
export const INTERACTION_KINDS = ["call", "email", "meeting", "note"] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];
/** How it ended: nothing decided yet, a positive or negative answer, no answer (to try again). */
export const INTERACTION_OUTCOMES = ["pending", "positive", "negative", "no_answer"] as const;
export type InteractionOutcome = (typeof INTERACTION_OUTCOMES)[number];

// jobs (issue 13: the platform's one durable queue, lib/jobs/queue.ts)
/** pending (waiting for run_at), running (leased by a worker), done, failed (gave up after max_attempts). */
export const JOB_STATES = ["pending", "running", "done", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

// push notifications (issue 13: /pushNotifications/*)
/** scheduled (waits for its time), sending (deliveries queued), sent (every delivery queued and settled). */
export const PUSH_NOTIFICATION_STATES = ["scheduled", "sending", "sent"] as const;
export type PushNotificationState = (typeof PUSH_NOTIFICATION_STATES)[number];
/** One notification to one browser subscription: pending, delivered (the push service took it), failed, expired (404/410: the subscription is gone). */
export const PUSH_DELIVERY_STATES = ["pending", "delivered", "failed", "expired"] as const;
export type PushDeliveryState = (typeof PUSH_DELIVERY_STATES)[number];
/** Who a notification is for: members with a client id on one of these platforms. */
export const PUSH_PLATFORMS = ["myaffil", "mycoreg", "market"] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

// data (issue 14: Weedo data, the opt-in contact base and its suppression list)
/** A contact of the opt-in base: reachable, unsubscribed, its mailbox bounced, or its address invalid. */
export const DATA_CONTACT_STATES = ["active", "unsubscribed", "bounced", "invalid"] as const;
export type DataContactState = (typeof DATA_CONTACT_STATES)[number];
/** How an address entered the suppression list: the person's link (one click or the page), an administrator, an import, a bounce. */
export const SUPPRESSION_CHANNELS = ["one_click", "link", "admin", "import", "bounce"] as const;
export type SuppressionChannel = (typeof SUPPRESSION_CHANNELS)[number];
/** Why a row of a verified list was removed from the cleaned list. */
export const LIST_REMOVAL_REASONS = [
  "syntax",
  "duplicate",
  "suppressed",
  "bounced",
  "invalid",
  "disposable",
  "no_mx",
] as const;
export type ListRemovalReason = (typeof LIST_REMOVAL_REASONS)[number];

// check (issue 14: Weedo check / Weedo Trust, the lead verification engine)
/** Every check the engine runs, in the default order of a scenario. */
export const CHECK_NAMES = [
  "email_syntax",
  "email_mx",
  "email_disposable",
  "email_role",
  "phone_valid",
  "phone_type",
  "phone_country",
  "duplicate_client",
  "duplicate_market",
  "postcode_department",
  "velocity",
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
/** One check's result: passed, a doubt (counts half), failed, or not run (its field is missing). */
export const CHECK_OUTCOMES = ["pass", "warn", "fail", "skip"] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];
export const CHECK_VERDICTS = ["valid", "risky", "invalid"] as const;
export type CheckVerdict = (typeof CHECK_VERDICTS)[number];
/** Where a verification came from: the screen (one contact), the API (the client's key), a CSV list. */
export const CHECK_SOURCES = ["screen", "api", "list"] as const;
export type CheckSource = (typeof CHECK_SOURCES)[number];
export const CHECK_LIST_STATES = ["running", "done", "failed"] as const;
export type CheckListState = (typeof CHECK_LIST_STATES)[number];

// Mon Gustave (issue 15: consumer requests sold in real time to the clients' own web services)
/** What a consumer asks for on Mon Gustave; a web service buys one product. */
export const MG_PRODUCTS = [
  "assurance_auto",
  "assurance_habitation",
  "mutuelle",
  "energie",
  "credit_conso",
  "rachat_credit",
] as const;
export type MgProduct = (typeof MG_PRODUCTS)[number];
/**
 * A client's web service (spec "Web service actions: test, validate, pause, change"): in test (only
 * test leads are sent), active (validated: receives the live leads of its product), paused (by an
 * administrator, or by the platform after repeated failures).
 */
export const MG_WS_STATES = ["test", "active", "paused"] as const;
export type MgWsState = (typeof MG_WS_STATES)[number];
export const MG_WS_METHODS = ["POST", "GET"] as const;
export type MgWsMethod = (typeof MG_WS_METHODS)[number];
/**
 * One lead pushed to one web service: pending (queued or being retried), accepted (the WS bought it:
 * billed at the WS's price), refused (the WS said no), error (the WS failed on every attempt),
 * timeout (the WS did not answer in time on every attempt).
 */
export const MG_DELIVERY_STATES = ["pending", "accepted", "refused", "error", "timeout"] as const;
export type MgDeliveryState = (typeof MG_DELIVERY_STATES)[number];
/** A lead's fraud review: clean (no rule fired), suspected (in the review queue), confirmed (excluded from billing), cleared. */
export const MG_FRAUD_STATES = ["clean", "suspected", "confirmed", "cleared"] as const;
export type MgFraudState = (typeof MG_FRAUD_STATES)[number];
/** The rules that put a lead in the fraud queue (features/mongustave/fraud/server/fraud-rules.ts). */
export const MG_FRAUD_REASONS = [
  "ip_burst",
  "device_burst",
  "disposable_email",
  "phone_postcode_mismatch",
  "duplicate_across_clients",
] as const;
export type MgFraudReason = (typeof MG_FRAUD_REASONS)[number];

// Datadeal (issue 15: publishers paid for the opt-in contacts their sources bring to Weedo data)
/** A data deal runs (contacts of its source are paid) or has ended (kept for the history). */
export const DATA_DEAL_STATES = ["active", "ended"] as const;
export type DataDealState = (typeof DATA_DEAL_STATES)[number];
