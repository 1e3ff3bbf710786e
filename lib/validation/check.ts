import { z } from "zod";
import { CHECK_NAMES } from "@/lib/domain/states";

const optionalText = (max: number) =>
  z
    .string({ error: "notText" })
    .trim()
    .max(max, { error: "tooLong" })
    .nullish()
    .transform((s) => s || null);

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/**
 * One contact to verify (screen and API): every field optional but at least an e-mail or a phone.
 * A malformed e-mail or phone is not an input error: the checks say so in the result. Error messages
 * are keys (check.inputErrors.<key>).
 */
export const contactInputSchema = z
  .object({
    email: optionalText(254),
    phone: optionalText(32),
    postcode: optionalText(10),
    department: optionalText(3),
    ip: optionalText(45).refine((s) => s == null || ipv4.safeParse(s).success || ipv6.safeParse(s).success, {
      error: "badIp",
    }),
    device: optionalText(200),
  })
  .superRefine((c, ctx) => {
    if (!c.email && !c.phone) ctx.addIssue({ code: "custom", message: "emailOrPhone", path: ["email"] });
  });
export type ContactInputValues = z.output<typeof contactInputSchema>;

/** Per-field error keys of a failed parse (the first per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    out[field] ??= issue.message;
  }
  return out;
}

export const scenarioDraftSchema = z
  .object({
    checks: z
      .array(
        z.object({
          name: z.enum(CHECK_NAMES, { error: "unknownCheck" }),
          weight: z.number().int({ error: "weight" }).min(0, { error: "weight" }).max(100, { error: "weight" }),
          blocking: z.boolean().optional().default(false),
        }),
      )
      .min(1, { error: "noCheck" })
      .refine((cs) => new Set(cs.map((c) => c.name)).size === cs.length, { error: "duplicateCheck" })
      .refine((cs) => cs.some((c) => c.weight > 0), { error: "noWeight" }),
    validFrom: z.number().int().min(0, { error: "threshold" }).max(100, { error: "threshold" }),
    riskyFrom: z.number().int().min(0, { error: "threshold" }).max(100, { error: "threshold" }),
  })
  .refine((d) => d.riskyFrom <= d.validFrom, { error: "thresholdOrder", path: ["riskyFrom"] });

export const scenarioNameSchema = z.string().trim().min(1, { error: "required" }).max(80, { error: "tooLong" });

export const priceQuerySchema = z.object({
  volume: z.number().int({ error: "volume" }).min(1, { error: "volume" }).max(100_000_000, { error: "volume" }),
  checks: z.array(z.enum(CHECK_NAMES)).min(1, { error: "noCheck" }),
});

export const priceTierSchema = z.object({
  check: z.enum(CHECK_NAMES),
  minVolume: z.number().int().min(0, { error: "volume" }).max(100_000_000, { error: "volume" }),
  perThousandCents: z.number().int().min(0, { error: "price" }).max(10_000_000, { error: "price" }),
});
