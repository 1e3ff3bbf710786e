import { z } from "zod";
import { BROADCAST_TYPES, THEME_IDS } from "@/lib/sign-up/lists";

// Messages are keys of the "myaffilCreatives.validation" namespace.

/** Spec §5: a support name holds only letters (accents allowed), digits, spaces and hyphens. */
export const SUPPORT_NAME = /^[\p{L}\p{M}0-9 -]+$/u;

export const SUPPORT_NAME_MAX = 80;

export const supportNameSchema = z
  .string()
  .trim()
  .min(1, { message: "required" })
  .max(SUPPORT_NAME_MAX, { message: "tooLong" })
  .regex(SUPPORT_NAME, { message: "supportName" });

/** http(s) address of the support, or empty. */
const urlSchema = z
  .string()
  .trim()
  .max(500, { message: "tooLong" })
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), { message: "url" });

export const supportSchema = z.object({
  name: supportNameSchema,
  broadcastType: z.enum(BROADCAST_TYPES, { message: "choose" }),
  url: urlSchema,
  audience: z
    .number({ message: "audience" })
    .int({ message: "audience" })
    .min(0, { message: "audience" })
    .max(2_000_000_000, { message: "audience" }),
  themes: z.array(z.enum(THEME_IDS, { message: "choose" })).max(10, { message: "tooManyThemes" }),
});
export type SupportInput = z.infer<typeof supportSchema>;
