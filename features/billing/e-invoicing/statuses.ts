/**
 * An issued document's life on the approved platform (plateforme agréée), in the order it can go
 * through. The four statuses every platform must carry since the reform are deposited (Déposée),
 * rejected (Rejetée: the platform refused it, before the buyer saw it), refused (Refusée: the buyer
 * refused it) and collected (Encaissée: the seller says it was paid). `pending` is ours: issued,
 * not yet accepted by the platform. `out_of_scope`: a buyer outside France, whose invoice does not
 * go through the platform (its data is e-reported instead).
 */
export const EINVOICE_STATUSES = ["pending", "deposited", "rejected", "refused", "collected", "out_of_scope"] as const;
export type EinvoiceStatus = (typeof EINVOICE_STATUSES)[number];

/** What a platform reports about a deposit (the statuses it owns). */
export const PLATFORM_STATUSES = ["deposited", "rejected", "refused", "collected"] as const;
export type PlatformStatus = (typeof PLATFORM_STATUSES)[number];

/** After these nothing more happens to the document on the platform: the portal stops asking. */
export const FINAL_STATUSES: readonly EinvoiceStatus[] = ["rejected", "refused", "collected", "out_of_scope"];

/** A rejected or refused invoice is corrected by a credit note, then a new invoice. */
export const CORRECTABLE_STATUSES: readonly EinvoiceStatus[] = ["rejected", "refused"];

/**
 * The reform's first day (art. 289 bis CGI, as amended by the finance law for 2024): documents
 * issued from then on are deposited; those issued before stay as they were sent.
 */
export const EINVOICING_FROM = "2026-09-01";

/** Where a status sits among the others: a later report never moves a deposit backwards. */
export const statusRank = (s: EinvoiceStatus) => EINVOICE_STATUSES.indexOf(s);

/** What a list filters on: a status, or "none" (not deposited: issued before the reform). */
export const EINVOICE_FILTERS = [...EINVOICE_STATUSES, "none"] as const;
export type EinvoiceFilter = (typeof EINVOICE_FILTERS)[number];
