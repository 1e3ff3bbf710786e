import { z } from "zod";
import { WEBHOOK_METHODS, WEBHOOK_PARTNERS } from "@/lib/domain/states";
import { LEAD_FIELDS } from "@/lib/domain/webhooks";

/** Webhook form and resolver inputs. Messages are keys of `marketWebhooks.validation`. */

/** Headers the portal sets itself: a webhook cannot override them. */
export const RESERVED_HEADERS = [
  "host",
  "content-length",
  "content-type",
  "x-weedo-signature",
  "x-weedo-delivery",
  "user-agent",
];

/** A lead field a mapping may read: a standard one, or a category field as `fields.<key>`. */
export function isLeadSource(v: string): boolean {
  return (LEAD_FIELDS as readonly string[]).includes(v) || /^fields\.[a-z][a-z0-9_]{0,39}$/.test(v);
}

export const webhookUrl = z
  .string()
  .trim()
  .min(1, { error: "required" })
  .max(2000, { error: "tooLong" })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && !!u.hostname && !u.username && !u.password;
      } catch {
        return false;
      }
    },
    { error: "url" },
  );

export const headerEntry = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/, { error: "headerName" })
    .refine((k) => !RESERVED_HEADERS.includes(k.toLowerCase()), { error: "headerReserved" }),
  value: z
    .string()
    .max(2000, { error: "tooLong" })
    .refine((v) => !/[\r\n]/.test(v), { error: "headerValue" }),
});

export const mappingEntry = z.object({
  target: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/, { error: "targetName" }),
  source: z.string().trim().refine(isLeadSource, { error: "source" }),
});

function uniqueKeys<T>(list: T[], key: (t: T) => string, path: string, message: string, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const k = key(item).toLowerCase();
    if (seen.has(k)) ctx.addIssue({ code: "custom", path: [path, i, path === "headers" ? "key" : "target"], message });
    seen.add(k);
  });
}

export const webhookInput = z
  .object({
    name: z.string().trim().min(2, { error: "nameLength" }).max(80, { error: "nameLength" }),
    url: webhookUrl,
    method: z.enum(WEBHOOK_METHODS, { error: "method" }),
    headers: z.array(headerEntry).max(20, { error: "tooMany" }),
    mapping: z.array(mappingEntry).max(60, { error: "tooMany" }),
  })
  .superRefine((w, ctx) => {
    uniqueKeys(w.headers, (h) => h.key, "headers", "headerDuplicate", ctx);
    uniqueKeys(w.mapping, (m) => m.target, "mapping", "targetDuplicate", ctx);
  });
export type WebhookInput = z.infer<typeof webhookInput>;

const credential = z
  .string()
  .trim()
  .max(500, { error: "tooLong" })
  .refine((v) => !/[\r\n]/.test(v), { error: "headerValue" })
  .optional();

/** The partner pages: the partner's endpoint and the credentials pasted from the partner account. */
export const partnerSetupInput = z.object({
  partner: z.enum(WEBHOOK_PARTNERS, { error: "partner" }),
  url: webhookUrl,
  apiKey: credential,
  token: credential,
  accountId: credential,
});
export type PartnerSetupInput = z.infer<typeof partnerSetupInput>;

export const phoneListInput = z.object({
  text: z.string().max(200_000, { error: "tooLong" }),
  country: z.string().regex(/^[A-Z]{2}$/, { error: "country" }),
});

/** Numbers pasted one per line (or separated by commas / semicolons), at most 5,000. */
export function splitPhoneList(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 5000);
}
