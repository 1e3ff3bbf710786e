/**
 * How a delivery payload is built from a sold lead. A mapping is `{ targetName: leadField }`; an
 * empty mapping sends every standard field under its own name. Category fields are addressed as
 * `fields.<key>`.
 */
import { LEAD_FIELDS } from "@/lib/domain/webhooks";
export { LEAD_FIELDS, type LeadField } from "@/lib/domain/webhooks";

export type LeadValue = string | number | boolean | null;

/** The flat record a payload is mapped from: standard fields plus `fields.<key>` for category fields. */
export type LeadRecord = Record<string, LeadValue>;

export interface LeadSource {
  leadId: number;
  saleId: number | null;
  category: string;
  saleType: string | null;
  priceCents: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  department: string;
  age: number | null;
  createdAt: Date | string;
  soldAt: Date | string | null;
  fields: Record<string, string | number | boolean>;
}

const iso = (d: Date | string | null): string | null =>
  d == null ? null : typeof d === "string" ? d : d.toISOString();

export function leadRecord(src: LeadSource): LeadRecord {
  const rec: LeadRecord = {
    leadId: src.leadId,
    saleId: src.saleId,
    category: src.category,
    saleType: src.saleType,
    priceCents: src.priceCents,
    firstName: src.firstName,
    lastName: src.lastName,
    email: src.email,
    phone: src.phone,
    postcode: src.postcode,
    department: src.department,
    age: src.age,
    createdAt: iso(src.createdAt),
    soldAt: iso(src.soldAt),
  };
  for (const [k, v] of Object.entries(src.fields ?? {})) rec[`fields.${k}`] = v;
  return rec;
}

/** Applies a mapping to a lead record. Unknown source fields map to null (the target still sees the key). */
export function buildPayload(rec: LeadRecord, mapping: Record<string, string>): Record<string, LeadValue> {
  const entries = Object.entries(mapping ?? {});
  if (entries.length === 0) {
    const out: Record<string, LeadValue> = {};
    for (const f of LEAD_FIELDS) out[f] = rec[f] ?? null;
    const fields: Record<string, LeadValue> = {};
    for (const [k, v] of Object.entries(rec)) if (k.startsWith("fields.")) fields[k.slice(7)] = v;
    if (Object.keys(fields).length) (out as Record<string, unknown>).fields = fields;
    return out;
  }
  const out: Record<string, LeadValue> = {};
  for (const [target, source] of entries) out[target] = rec[source] ?? null;
  return out;
}

/** A fixed sample lead, sent by "test". */
export function sampleLeadRecord(now: Date): LeadRecord {
  return leadRecord({
    leadId: 0,
    saleId: null,
    category: "Test",
    saleType: "exclusive",
    priceCents: 0,
    firstName: "Camille",
    lastName: "Martin",
    email: "camille.martin@example.com",
    phone: "+33612345678",
    postcode: "75011",
    department: "75",
    age: 42,
    createdAt: now,
    soldAt: now,
    fields: {},
  });
}
