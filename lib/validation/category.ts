import { z } from "zod";
import { RESERVED_LEAD_KEYS } from "./market-lead";

/** Category form and resolver input. Messages are keys of `marketCatalog.validation`. Prices in cents. */
import { CATEGORY_FIELD_TYPES } from "@/lib/domain/states";

export { CATEGORY_FIELD_TYPES } from "@/lib/domain/states";

export const categoryFieldInput = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, { error: "fieldKey" })
      .refine((k) => !(RESERVED_LEAD_KEYS as readonly string[]).includes(k), { error: "fieldKeyReserved" }),
    label: z.string().trim().min(1, { error: "required" }).max(80, { error: "tooLong" }),
    type: z.enum(CATEGORY_FIELD_TYPES, { error: "required" }),
    options: z
      .array(z.string().trim().min(1, { error: "required" }).max(80, { error: "tooLong" }))
      .max(50, { error: "tooMany" }),
    required: z.boolean(),
  })
  .superRefine((f, ctx) => {
    if (f.type === "select" && f.options.length === 0)
      ctx.addIssue({ code: "custom", path: ["options"], message: "optionsRequired" });
    if (new Set(f.options).size !== f.options.length)
      ctx.addIssue({ code: "custom", path: ["options"], message: "optionsDuplicate" });
  });

const price = z
  .number({ error: "price" })
  .int({ error: "price" })
  .min(1, { error: "price" })
  .max(100_000_000, { error: "price" });

export const categoryInput = z
  .object({
    name: z.string().trim().min(2, { error: "nameLength" }).max(80, { error: "nameLength" }),
    icon: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, { error: "icon" }),
    description: z.string().trim().max(500, { error: "tooLong" }),
    priceExclusiveCents: price,
    priceDuoCents: price,
    priceTrioCents: price,
    active: z.boolean(),
    fields: z.array(categoryFieldInput).max(30, { error: "tooMany" }),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.fields.forEach((f, i) => {
      if (seen.has(f.key)) ctx.addIssue({ code: "custom", path: ["fields", i, "key"], message: "fieldKeyDuplicate" });
      seen.add(f.key);
    });
    if (!(c.priceExclusiveCents >= c.priceDuoCents && c.priceDuoCents >= c.priceTrioCents)) {
      ctx.addIssue({ code: "custom", path: ["priceDuoCents"], message: "priceOrder" });
    }
  });

export type CategoryInput = z.infer<typeof categoryInput>;

export const sourceInput = z.object({
  name: z.string().trim().min(2, { error: "nameLength" }).max(80, { error: "nameLength" }),
  costCents: z
    .number({ error: "price" })
    .int({ error: "price" })
    .min(0, { error: "price" })
    .max(10_000_000, { error: "price" }),
});
export type SourceInput = z.infer<typeof sourceInput>;

/** A source's minimum trust score for the intake (0–100), or null to switch the verification off. */
export const sourceTrustInput = z.object({
  minTrustScore: z
    .number({ error: "trustScore" })
    .int({ error: "trustScore" })
    .min(0, { error: "trustScore" })
    .max(100, { error: "trustScore" })
    .nullable(),
});
