import { anyOf, only, R, type Policy } from "../api-policy";
import { emailListed, idListed, onlyLaws } from "../rules";

/** Every root field of one service, each with its policy: a field missing here fails the type check. */
export interface ServicePolicies<Q, M> {
  Query: Record<keyof Q, Policy>;
  Mutation: Record<keyof M, Policy>;
}

// The roles, as the route registry restricts their screens.
export const ADMIN = only(R.admin);
export const AN = only(R.an);
export const AF = only(R.af);
/** A full administrator only (not tem or ma): money decisions. */
export const AD = only(onlyLaws("ad"));
/** /weedomarket/admin/*: an administrator on the marketplace allow-list. */
export const MARKET_ADMIN = only(R.marketplaceAdmin);
/** /weedomarket/annonceur/*: an advertiser with a marketplace client id. */
export const MARKET_CLIENT = only(R.an, R.marketplaceClient);
/** Screens of both marketplace sides (the order wizard, an order, a webhook's deliveries…). */
export const MARKET_EITHER = anyOf([R.marketplaceAdmin], [R.an, R.marketplaceClient]);
export const ADMIN_OR_AN = anyOf([R.admin], [R.an]);
/** /report/*: an administrator on the report allow-list (the role-home guard's rule). */
export const REPORT = only(R.admin, emailListed("reportViewers"));
/** Money changes made from /report (invoices, payments, credit notes): a full administrator (ad) on the list. */
export const REPORT_AD = only(onlyLaws("ad"), emailListed("reportViewers"));
/**
 * One invoice or credit note by id, and their PDFs: the rule of the lists they are read from (an
 * administrator on the report list), or the advertiser whose document it is (ownership in the query).
 * ADMIN_OR_AN let a tem off the list read by id what its list refused.
 */
export const REPORT_OR_AN = anyOf([R.admin, emailListed("reportViewers")], [R.an]);
export const ADMIN_OR_AF = anyOf([R.admin], [R.af]);
/** Restricted staff statistics (gift balance, lifetime value): administrators on the restrictedStaff list. */
export const RESTRICTED_STAFF = only(R.admin, emailListed("restrictedStaff"));
/** /TeletechLeads: administrators and publishers on the teletechLeads id list (the route registry's rule). */
export const TELETECH = anyOf([R.admin, idListed("teletechLeads")], [R.af, idListed("teletechLeads")]);
/** The real-time statistics (/temps-reel/*): administrators on the realTimeStats id list (the route registry's rule). */
export const REAL_TIME = only(R.admin, idListed("realTimeStats"));
/** An advertiser's own marketplace money (general advertiser screens), or any client's for a marketplace admin. */
export const AN_OR_MARKET_ADMIN = anyOf([R.an], [R.marketplaceAdmin]);
