/**
 * The lead fields a webhook mapping may name (`{ targetName: leadField }`), besides category fields
 * addressed as `fields.<key>`. The API builds payloads from them and the webhook form offers them, so
 * they live here, free of any server import.
 */
export const LEAD_FIELDS = [
  "leadId",
  "saleId",
  "category",
  "saleType",
  "priceCents",
  "firstName",
  "lastName",
  "email",
  "phone",
  "postcode",
  "department",
  "age",
  "createdAt",
  "soldAt",
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
