import { LAWS, LOCALES } from "@/lib/constants";
import * as S from "@/lib/domain/states";

/**
 * GraphQL enums built from the domain's lists (`lib/domain/states.ts`), so the schemas, the database
 * and the forms cannot disagree, and the browser's documents are typed with the exact values.
 * Outputs use them; inputs stay `String` where the resolvers answer a wrong value with the spec's
 * own message rather than GraphQL's generic one.
 */
export function enumSdl(name: string, values: readonly string[]): string {
  return `enum ${name} { ${values.join(" ")} }`;
}

export const myaffilEnums = [
  enumSdl("RecordState", S.RECORD_STATES),
  enumSdl("ProgramValidation", S.PROGRAM_VALIDATIONS),
  enumSdl("ProgramAccess", S.PROGRAM_ACCESS),
  enumSdl("RemunerationModel", S.REMUNERATION_MODELS),
  enumSdl("ApplicationState", S.APPLICATION_STATES),
  enumSdl("ShootState", S.SHOOT_STATES),
  enumSdl("CallOutcome", S.CALL_OUTCOMES),
  enumSdl("LeadStatus", S.LEAD_STATUSES),
  enumSdl("BillingPlatform", S.BILLING_PLATFORMS),
  enumSdl("VisualKind", S.VISUAL_KINDS),
  enumSdl("StatsGroupBy", S.STATS_GROUP_BY),
  enumSdl("StatsRole", S.STATS_ROLES),
  enumSdl("Law", LAWS),
].join("\n");

export const authEnums = [
  enumSdl("Law", LAWS),
  enumSdl("Locale", LOCALES),
  enumSdl("ProfileKind", S.PROFILE_KINDS),
  enumSdl("BankDetailsKind", S.BANK_DETAILS_KINDS),
  enumSdl("OiStatus", S.OI_STATUSES),
  enumSdl("OiSignatureMethod", S.OI_SIGNATURE_METHODS),
  enumSdl("OiRemunerationModel", S.REMUNERATION_MODELS),
  enumSdl("MonthPlatform", S.MONTH_PLATFORMS),
  enumSdl("MonthStatus", S.MONTH_STATUSES),
  enumSdl("MonthSide", S.MONTH_SIDES),
  enumSdl("InvoiceCallStatus", S.INVOICE_CALL_STATUSES),
  enumSdl("BillingPlatform", S.BILLING_PLATFORMS),
  enumSdl("InvoiceState", S.INVOICE_DISPLAY_STATES),
  enumSdl("CreditNoteReason", S.CREDIT_NOTE_REASONS),
  enumSdl("InvoiceSource", S.INVOICE_SOURCES),
].join("\n");

export const marketEnums = [
  enumSdl("OrderState", S.ORDER_STATES),
  enumSdl("SaleType", S.SALE_TYPES),
  enumSdl("DeliveryMode", S.DELIVERY_MODES),
  enumSdl("CategoryFieldType", S.CATEGORY_FIELD_TYPES),
  enumSdl("InvalidationOutcome", S.INVALIDATION_OUTCOMES),
  enumSdl("InvalidationReason", S.INVALIDATION_REASONS),
  enumSdl("LedgerKind", S.LEDGER_KINDS),
  enumSdl("PromoKind", S.PROMO_KINDS),
  enumSdl("WebhookMethod", S.WEBHOOK_METHODS),
  enumSdl("WebhookState", S.WEBHOOK_STATES),
  enumSdl("DeliveryState", S.DELIVERY_STATES),
  enumSdl("PrepaymentMethod", S.PREPAYMENT_METHODS),
  enumSdl("PrepaymentStatus", S.PREPAYMENT_STATUSES),
  enumSdl("MgFraudState", S.MG_FRAUD_STATES),
  enumSdl("MgFraudReason", S.MG_FRAUD_REASONS),
  enumSdl("MgProduct", S.MG_PRODUCTS),
  enumSdl("MgWsState", S.MG_WS_STATES),
  enumSdl("MgWsMethod", S.MG_WS_METHODS),
  enumSdl("MgDeliveryState", S.MG_DELIVERY_STATES),
].join("\n");
