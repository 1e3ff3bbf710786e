import { z } from "zod";

import { PROMO_KINDS } from "@/lib/domain/states";
import { isCalendarDay } from "./day";

export { PROMO_KINDS } from "@/lib/domain/states";
const day = z.string().refine(isCalendarDay, { message: "date" });

/** An administrator's promo code: a percent off the unit price, or an amount credited once. */
export const promoCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, { message: "codeFormat" }),
    kind: z.enum(PROMO_KINDS, { message: "kind" }),
    /** percent: 1–100; amount: cents. */
    value: z.number({ message: "value" }).int({ message: "value" }).positive({ message: "value" }),
    validFrom: day.nullable().optional(),
    validTo: day.nullable().optional(),
    maxUses: z
      .number({ message: "maxUses" })
      .int({ message: "maxUses" })
      .positive({ message: "maxUses" })
      .nullable()
      .optional(),
    active: z.boolean().default(true),
  })
  .refine((p) => p.kind !== "percent" || p.value <= 100, { message: "percentMax", path: ["value"] })
  .refine((p) => !p.validFrom || !p.validTo || p.validFrom <= p.validTo, { message: "dateOrder", path: ["validTo"] });

export type PromoCodeInput = z.input<typeof promoCodeSchema>;
