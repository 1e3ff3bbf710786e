import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import type { CategoryField } from "@/lib/db/schema/market-catalog";

/**
 * Lead intake validation (the partners' POST /api/market/leads). Messages are KEYS of
 * `marketCatalog.errors` in messages/*.json; the endpoint translates them by Accept-Language.
 */
export const LEAD_ERROR_KEYS = [
  "required",
  "tooLong",
  "invalidEmail",
  "invalidPhone",
  "invalidPostcode",
  "ageRange",
  "invalidNumber",
  "invalidOption",
  "invalidBoolean",
  "unknownCategory",
] as const;
export type LeadErrorKey = (typeof LEAD_ERROR_KEYS)[number];

/** The common lead keys; a category's own field may not reuse them. */
export const RESERVED_LEAD_KEYS = [
  "category_id",
  "first_name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "age",
  "fields",
] as const;

/** "75001" → "75"; Corsica "20000"–"20199" → "2A", "20200"+ → "2B"; overseas "97411" → "974". Null when not a French postcode. */
export function departmentOf(postcode: string): string | null {
  if (!/^\d{5}$/.test(postcode)) return null;
  const two = postcode.slice(0, 2);
  if (two === "00" || two === "96" || two === "99") return null;
  if (two === "20") return Number(postcode) < 20200 ? "2A" : "2B";
  if (two === "97" || two === "98") {
    const three = postcode.slice(0, 3);
    return ["971", "972", "973", "974", "975", "976", "977", "978", "984", "986", "987", "988", "980"].includes(three)
      ? three
      : null;
  }
  return two;
}

/** The E.164 form of a phone number (France by default), or null when it is not a valid number. */
export function parseLeadPhone(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), "FR");
  return parsed?.isValid() ? parsed.number : null;
}

const text = (max: number) =>
  z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "tooLong" });

const BOOL_TRUE = ["true", "1", "oui", "yes"];
const BOOL_FALSE = ["false", "0", "non", "no"];

/** Checks one of a category's own field values: the stored value, or an error key. */
export function checkCategoryField(
  field: CategoryField,
  raw: unknown,
): { value: string | number | boolean | undefined } | { error: LeadErrorKey } {
  const empty = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
  if (empty) return field.required ? { error: "required" } : { value: undefined };
  switch (field.type) {
    case "number": {
      const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.trim().replace(",", ".")) : NaN;
      return Number.isFinite(n) ? { value: n } : { error: "invalidNumber" };
    }
    case "boolean": {
      if (typeof raw === "boolean") return { value: raw };
      const s = String(raw).trim().toLowerCase();
      if (BOOL_TRUE.includes(s)) return { value: true };
      if (BOOL_FALSE.includes(s)) return { value: false };
      return { error: "invalidBoolean" };
    }
    case "select": {
      const s = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
      return (field.options ?? []).includes(s) ? { value: s } : { error: "invalidOption" };
    }
    default: {
      if (typeof raw !== "string" && typeof raw !== "number") return { error: "required" };
      const s = String(raw).trim();
      return s.length > 500 ? { error: "tooLong" } : { value: s };
    }
  }
}

/** The zod schema of one of a category's own fields. */
export function categoryFieldSchema(field: CategoryField) {
  const check = z.unknown().transform((raw, ctx) => {
    const r = checkCategoryField(field, raw);
    if ("error" in r) {
      ctx.addIssue({ code: "custom", message: r.error });
      return z.NEVER;
    }
    return r.value;
  });
  // A missing optional key is fine; a missing required one fails as "required".
  return field.required ? check : check.optional();
}

export interface ParsedLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  department: string;
  age: number | null;
  fields: Record<string, string | number | boolean>;
}

/** The intake schema for a category: common lead fields plus the category's own, at the top level (or under `fields`). */
export function leadIntakeSchema(categoryFields: CategoryField[]) {
  const own = Object.fromEntries(categoryFields.map((f) => [f.key, categoryFieldSchema(f)]));
  return z
    .object({
      first_name: text(80),
      last_name: text(80),
      email: z
        .string({ error: "required" })
        .trim()
        .min(1, { error: "required" })
        .max(254, { error: "tooLong" })
        .pipe(z.email({ error: "invalidEmail" }))
        .transform((e) => e.toLowerCase()),
      phone: z
        .string({ error: "required" })
        .trim()
        .min(1, { error: "required" })
        .transform((p, ctx) => {
          const e164 = parseLeadPhone(p);
          if (!e164) {
            ctx.addIssue({ code: "custom", message: "invalidPhone" });
            return z.NEVER;
          }
          return e164;
        }),
      postcode: z
        .union([z.string(), z.number()], { error: "required" })
        .transform((p) =>
          String(p)
            .trim()
            .padStart(typeof p === "number" ? 5 : 0, "0"),
        )
        .refine((p) => p.length > 0, { error: "required" })
        .refine((p) => departmentOf(p) !== null, { error: "invalidPostcode" }),
      age: z.preprocess(
        (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v),
        z
          .number({ error: "ageRange" })
          .int({ error: "ageRange" })
          .min(18, { error: "ageRange" })
          .max(99, { error: "ageRange" })
          .optional(),
      ),
      ...own,
    })
    .transform((v): ParsedLead => ({
      firstName: v.first_name,
      lastName: v.last_name,
      email: v.email,
      phone: v.phone,
      postcode: v.postcode,
      department: departmentOf(v.postcode)!,
      age: v.age ?? null,
      fields: Object.fromEntries(
        categoryFields.flatMap((f) => {
          const value = (v as Record<string, unknown>)[f.key];
          return value === undefined ? [] : [[f.key, value as string | number | boolean]];
        }),
      ),
    }));
}

export type LeadValidation = { ok: true; lead: ParsedLead } | { ok: false; errors: Record<string, LeadErrorKey> };

// zod compiles an object schema on its first parse (tens of microseconds): one schema per distinct
// field list, kept for the process, rather than one per lead. A category edit makes a new key.
const schemas = new Map<string, ReturnType<typeof leadIntakeSchema>>();
function schemaFor(categoryFields: CategoryField[]) {
  const key = JSON.stringify(categoryFields);
  let schema = schemas.get(key);
  if (!schema) {
    if (schemas.size >= 200) schemas.delete(schemas.keys().next().value!);
    schemas.set(key, (schema = leadIntakeSchema(categoryFields)));
  }
  return schema;
}

/** Validates an intake body against a category's fields; one error key per field. */
export function validateLead(body: Record<string, unknown>, categoryFields: CategoryField[]): LeadValidation {
  const nested =
    body.fields && typeof body.fields === "object" && !Array.isArray(body.fields)
      ? (body.fields as Record<string, unknown>)
      : {};
  const input = { ...nested, ...body };
  const parsed = schemaFor(categoryFields).safeParse(input);
  if (parsed.success) return { ok: true, lead: parsed.data };
  const errors: Record<string, LeadErrorKey> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "body");
    if (errors[key]) continue;
    errors[key] = (LEAD_ERROR_KEYS as readonly string[]).includes(issue.message)
      ? (issue.message as LeadErrorKey)
      : issue.code === "invalid_type"
        ? "required"
        : "required";
  }
  return { ok: false, errors };
}
