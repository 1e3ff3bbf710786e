import { z } from "zod";
import { MG_PRODUCTS, MG_WS_METHODS } from "@/lib/domain/states";

/**
 * A Mon Gustave client's web service as the GraphQL mutations and the screens' forms check it. Apart
 * from the consumer request's schema (./mongustave.ts, which needs the phone library): this module is
 * imported by browser forms and must stay light. Messages are keys of
 * messages/<locale>/mongustaveEngine.json (`errors.<key>`).
 */

// PostgreSQL stores no NUL character in text: refused here, with its message, not at the insert (a 500).
const noNul = (v: string) => !v.includes("\u0000");

export const text = (max: number) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" })
    .refine(noNul, { error: "invalidCharacters" });
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string({ error: "tooLong" })
      .trim()
      .max(max, { error: "tooLong" })
      .refine(noNul, { error: "invalidCharacters" })
      .optional(),
  );

/** The lead fields a web service may receive (its mapping names them: our field → the client's). */
export const MG_LEAD_FIELDS = [
  "lead_id",
  "product",
  "source",
  "firstname",
  "lastname",
  "email",
  "phone",
  "postcode",
  "city",
  "created_at",
] as const;
export type MgLeadField = (typeof MG_LEAD_FIELDS)[number];

const httpUrl = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(500, { error: "tooLong" })
  .refine(
    (u) => {
      try {
        const url = new URL(u);
        return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: "invalidEndpoint" },
  );

const fieldMapping = z
  .record(z.string(), z.string().trim().min(1, { error: "invalidMapping" }).max(100, { error: "invalidMapping" }), {
    error: "invalidMapping",
  })
  .refine((m) => Object.keys(m).every((k) => (MG_LEAD_FIELDS as readonly string[]).includes(k)), {
    error: "invalidMapping",
  });

/** Each field of a web service as the API checks it (the screens' forms reuse them). */
export const mgWsFields = {
  name: text(120),
  product: z.enum(MG_PRODUCTS, { error: "invalidProduct" }),
  endpoint: httpUrl,
  method: z.enum(MG_WS_METHODS, { error: "invalidMethod" }),
  fieldMapping,
  consumerKey: text(200),
  consumerSecret: text(200),
  clientToken: text(200),
  databaseName: text(120),
  priceCents: z
    .number({ error: "invalidPrice" })
    .int({ error: "invalidPrice" })
    .min(0, { error: "invalidPrice" })
    .max(1_000_000, { error: "invalidPrice" }),
};

export const mgWsCreateSchema = z.object({
  clientId: z.number({ error: "required" }).int({ error: "required" }).positive({ error: "required" }),
  ...mgWsFields,
  method: mgWsFields.method.default("POST"),
  fieldMapping: fieldMapping.default({}),
});
export type MgWsCreateInput = z.output<typeof mgWsCreateSchema>;

/** A change: only the fields given (a secret left out keeps its value: the screens never hold it). */
export const mgWsUpdateSchema = z.object(mgWsFields).partial();
export type MgWsUpdateInput = z.output<typeof mgWsUpdateSchema>;

/** Per-field error keys of a failed parse (the first per field). */
export function mgFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "body")] ??= issue.message;
  return out;
}
