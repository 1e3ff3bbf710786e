import { z } from "zod";
import { criteriaSchema } from "./filter";

import { DELIVERY_MODES, SALE_TYPES, type SaleType } from "@/lib/domain/states";

export { DELIVERY_MODES, ORDER_STATES, SALE_TYPES } from "@/lib/domain/states";
export type { OrderState, SaleType } from "@/lib/domain/states";
/** Buyers a lead may have per sale type. */
export const BUYER_LIMIT: Record<SaleType, number> = { exclusive: 1, duo: 2, trio: 3 };

export const MAX_ORDER_VOLUME = 100_000;

/** The wizard's steps, each checked before the next one opens (messages: `marketOrders.errors` keys). */
export const orderCategorySchema = z.object({
  categoryId: z.number({ message: "category" }).int().positive({ message: "category" }),
});
export const orderSaleTypeSchema = z.object({ saleType: z.enum(SALE_TYPES, { message: "saleType" }) });
export const orderFiltersSchema = z.object({
  filterId: z.number().int().positive().nullable().optional(),
  criteria: criteriaSchema,
});

export const orderScheduleSchema = z
  .object({
    totalVolume: z
      .number({ message: "volume" })
      .int({ message: "volume" })
      .min(1, { message: "volume" })
      .max(MAX_ORDER_VOLUME, { message: "volumeMax" }),
    dailyCap: z
      .number({ message: "dailyCap" })
      .int({ message: "dailyCap" })
      .min(1, { message: "dailyCap" })
      .nullable()
      .optional(),
    days: z.array(z.number().int().min(1, { message: "days" }).max(7, { message: "days" })).min(1, { message: "days" }),
    hourFrom: z
      .number({ message: "hours" })
      .int({ message: "hours" })
      .min(0, { message: "hours" })
      .max(23, { message: "hours" }),
    hourTo: z
      .number({ message: "hours" })
      .int({ message: "hours" })
      .min(1, { message: "hours" })
      .max(24, { message: "hours" }),
  })
  .refine((s) => s.hourFrom < s.hourTo, { message: "hoursOrder", path: ["hourTo"] })
  .refine((s) => s.dailyCap == null || s.dailyCap <= s.totalVolume, {
    message: "dailyCapAboveVolume",
    path: ["dailyCap"],
  });

export const orderDeliverySchema = z.object({ delivery: z.enum(DELIVERY_MODES, { message: "delivery" }) });

export const promoCodeInputSchema = z.string().trim().max(40, { message: "promoCode" }).toUpperCase();

/** A whole order as the wizard sends it on confirmation (and as modify sends it). */
export const orderSchema = z
  .object({
    ...orderCategorySchema.shape,
    ...orderSaleTypeSchema.shape,
    ...orderFiltersSchema.shape,
    totalVolume: z
      .number({ message: "volume" })
      .int({ message: "volume" })
      .min(1, { message: "volume" })
      .max(MAX_ORDER_VOLUME, { message: "volumeMax" }),
    dailyCap: z
      .number({ message: "dailyCap" })
      .int({ message: "dailyCap" })
      .min(1, { message: "dailyCap" })
      .nullable()
      .optional(),
    days: z.array(z.number().int().min(1, { message: "days" }).max(7, { message: "days" })).min(1, { message: "days" }),
    hourFrom: z
      .number({ message: "hours" })
      .int({ message: "hours" })
      .min(0, { message: "hours" })
      .max(23, { message: "hours" }),
    hourTo: z
      .number({ message: "hours" })
      .int({ message: "hours" })
      .min(1, { message: "hours" })
      .max(24, { message: "hours" }),
    ...orderDeliverySchema.shape,
    promoCode: promoCodeInputSchema.nullable().optional(),
  })
  .refine((s) => s.hourFrom < s.hourTo, { message: "hoursOrder", path: ["hourTo"] })
  .refine((s) => s.dailyCap == null || s.dailyCap <= s.totalVolume, {
    message: "dailyCapAboveVolume",
    path: ["dailyCap"],
  });

export type OrderInput = z.input<typeof orderSchema>;
export type Order = z.output<typeof orderSchema>;
