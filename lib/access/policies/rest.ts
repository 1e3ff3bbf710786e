import { SIGNED_IN, type Policy } from "../api-policy";
import { CHECK_ANY, CHECK_CLIENT, CHECK_SCENARIOS, TRUST_STAFF } from "./check";
import { MG_ADVERTISER, MG_EXTRACT_MER } from "./mongustave-advertiser";
import {
  AD,
  ADMIN,
  ADMIN_OR_AF,
  ADMIN_OR_AN,
  AF,
  MARKET_ADMIN,
  REAL_TIME,
  REPORT,
  REPORT_OR_AN,
  RESTRICTED_STAFF,
  TELETECH,
} from "./roles";

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
  /** An invoice's or credit note's PDF: its advertiser (ownership in the query) or an administrator on the report list. */
  invoicePdf: REPORT_OR_AN,
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
  /** The push delivery log as CSV: /pushNotifications/logs (a full administrator only). */
  pushDeliveriesExport: AD,
  /** The members list (/Membreslist) as CSV: every administrator, like the list. */
  membersExport: ADMIN,
  /** Weedo data's CSV exports (vuestock, contactsDesabonnes). */
  dataExport: ADMIN,
  /** An insertion order's PDF: administrators, and the advertiser it was sent to (others: 404). */
  oiPdf: ADMIN_OR_AN,
  /** The report area's downloads (a generated monthly report's PDF and CSV, CaClient and payments CSV). */
  reportDownload: REPORT,
  /** A database backup file (/backups): a full administrator (ad) only, like creating and restoring one. */
  backupDownload: AD,
  /** The lifetime value per client as CSV: /ltv (the restricted staff). */
  ltvExport: RESTRICTED_STAFF,
  /** The live stream (Server-Sent Events) of /temps-reel/weedomarket: the one listed user. */
  realTimeMarketStream: REAL_TIME,
  /** The stream of /temps-reel/mongustave (the same rule as the page). */
  realTimeMongustaveStream: REAL_TIME,
  /** Teletech's calls as CSV: /TeletechLeads (listed administrators, and the listed publisher's own). */
  teletechExport: TELETECH,
  /** Weedo check: a CSV list upload (the client's own), the verifications and a list's result as CSV. */
  checkListUpload: CHECK_CLIENT,
  checkVerificationsExport: CHECK_ANY,
  /** The event log as CSV (scenarios and events: ad, the five listed e-mails). */
  checkEventsExport: CHECK_SCENARIOS,
  /** /suivi_weedo_trust/* as CSV. */
  trustExport: TRUST_STAFF,
  /** The advertiser's own Mon Gustave statistics as CSV: /mongustave/annonceur/statistiques. */
  mgAdvertiserStatsExport: MG_ADVERTISER,
  /** The leads the advertiser bought as CSV: /mongustave/annonceur/extract-mer (the extractMer ids). */
  mgExtractMerExport: MG_EXTRACT_MER,
  /** The Mon Gustave fraud queue as CSV (personal data): /weedomarket/admin/stats/fraude_mongustave. */
  mgFraudExport: MARKET_ADMIN,
} as const satisfies Record<string, Policy>;
