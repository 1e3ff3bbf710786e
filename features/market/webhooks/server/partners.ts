import { WEBHOOK_PARTNERS } from "@/lib/db/schema/market-webhooks";
import type { LeadField } from "./payload";

export type PartnerSlug = (typeof WEBHOOK_PARTNERS)[number];
export type PartnerKind = "crm" | "callCenter" | "data";

/** A credential the advertiser pastes from its partner account; it travels as a request header. */
export interface PartnerCredential {
  /** Form field key and message key (marketWebhooks.partners.credentials.<key>). */
  key: "apiKey" | "token" | "accountId";
  header: string;
  /** Put before the pasted value (e.g. "Bearer "). */
  prefix?: string;
}

export interface PartnerPreset {
  slug: PartnerSlug;
  /** Display name (a brand: not translated). */
  name: string;
  kind: PartnerKind;
  method: "POST" | "PUT";
  credentials: PartnerCredential[];
  /** target field name → lead field: the starting point of the mapping, editable afterwards. */
  mapping: Record<string, LeadField>;
}

const CONTACT: Record<string, LeadField> = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  phone: "phone",
  postcode: "postcode",
};

/**
 * The nine partners of the marketplace (spec §2). Their endpoint URL is the one the advertiser's
 * partner account gives it; we only preset the method, the credential headers and the mapping.
 */
export const PARTNER_PRESETS: Record<PartnerSlug, PartnerPreset> = {
  ecilia: {
    slug: "ecilia",
    name: "Ecilia",
    kind: "crm",
    method: "POST",
    credentials: [{ key: "apiKey", header: "X-Api-Key" }],
    mapping: { ...CONTACT, category: "category", lead_id: "leadId" },
  },
  duplix: {
    slug: "duplix",
    name: "Duplix",
    kind: "data",
    method: "POST",
    credentials: [{ key: "apiKey", header: "X-Api-Key" }],
    mapping: {
      firstname: "firstName",
      lastname: "lastName",
      email: "email",
      phone: "phone",
      zip: "postcode",
      reference: "leadId",
    },
  },
  oggodata: {
    slug: "oggodata",
    name: "OggoData",
    kind: "data",
    method: "POST",
    credentials: [{ key: "token", header: "Authorization", prefix: "Bearer " }],
    mapping: { ...CONTACT, department: "department", age: "age", category: "category", collected_at: "createdAt" },
  },
  courtigo: {
    slug: "courtigo",
    name: "Courtigo",
    kind: "crm",
    method: "POST",
    credentials: [{ key: "apiKey", header: "X-Api-Key" }],
    mapping: {
      prenom: "firstName",
      nom: "lastName",
      email: "email",
      telephone: "phone",
      code_postal: "postcode",
      age: "age",
      produit: "category",
    },
  },
  "So-Soft": {
    slug: "So-Soft",
    name: "So-Soft",
    kind: "crm",
    method: "POST",
    credentials: [
      { key: "accountId", header: "X-Account-Id" },
      { key: "apiKey", header: "X-Api-Key" },
    ],
    mapping: {
      prenom: "firstName",
      nom: "lastName",
      email: "email",
      telephone: "phone",
      cp: "postcode",
      origine: "category",
    },
  },
  insquary: {
    slug: "insquary",
    name: "Insquary",
    kind: "crm",
    method: "POST",
    credentials: [{ key: "token", header: "Authorization", prefix: "Bearer " }],
    mapping: { ...CONTACT, age: "age", product: "category", external_id: "leadId" },
  },
  ernest: {
    slug: "ernest",
    name: "Ernest",
    kind: "crm",
    method: "POST",
    credentials: [{ key: "token", header: "Authorization", prefix: "Bearer " }],
    mapping: { ...CONTACT, source_id: "leadId", category: "category" },
  },
  bubbleIn: {
    slug: "bubbleIn",
    name: "BubbleIn",
    kind: "callCenter",
    method: "POST",
    credentials: [{ key: "apiKey", header: "X-Api-Key" }],
    mapping: {
      firstname: "firstName",
      lastname: "lastName",
      phone: "phone",
      email: "email",
      zipcode: "postcode",
      campaign: "category",
    },
  },
  ringover: {
    slug: "ringover",
    name: "Ringover",
    kind: "callCenter",
    method: "POST",
    credentials: [{ key: "apiKey", header: "Authorization" }],
    mapping: {
      firstname: "firstName",
      lastname: "lastName",
      phone_number: "phone",
      email: "email",
      zip_code: "postcode",
      company_note: "category",
    },
  },
};

export const PARTNER_SLUGS: readonly PartnerSlug[] = WEBHOOK_PARTNERS;

export function isPartnerSlug(v: string): v is PartnerSlug {
  return (WEBHOOK_PARTNERS as readonly string[]).includes(v);
}

/** The request headers of a partner webhook from the credentials the advertiser pasted. */
export function partnerHeaders(
  slug: PartnerSlug,
  credentials: Partial<Record<PartnerCredential["key"], string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of PARTNER_PRESETS[slug].credentials) {
    const v = credentials[c.key]?.trim();
    if (v) out[c.header] = `${c.prefix ?? ""}${v}`;
  }
  return out;
}
