// The member forms of /member and the members API share these (zod at both ends).
import { z } from "zod";
import { LAWS, LOCALES } from "@/lib/constants";

const name = z.string().trim().min(1).max(80);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null);
const clientId = z
  .number()
  .int()
  .positive()
  .max(999_999_999)
  .nullish()
  .transform((v) => v ?? null);

/**
 * What an administrator edits on /member/{id}: identity and company, the two options, and the client
 * ids per platform. The law is not here: changing it is a separate, full-administrator act (setMemberLaw).
 */
export const memberInputSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  firstName: name,
  lastName: name,
  society: z.string().trim().max(120),
  phone: optionalText(30),
  address: optionalText(200),
  city: optionalText(80),
  zipCode: optionalText(12),
  country: optionalText(2),
  language: z.enum(LOCALES),
  multiDroit: z.boolean(),
  haswebhook: z.boolean(),
  idClienMyaffil: clientId,
  idClienMycoreg: clientId,
  /** 0 means not a marketplace client. */
  idClienLeadmarket: z.number().int().min(0).max(999_999_999),
  idClienMyaffilAnnonceur: clientId,
  idClienMyaffilEditeur: clientId,
});
export type MemberInput = z.output<typeof memberInputSchema>;

/** A new member: the same fields, and the law it starts with. */
export const newMemberInputSchema = memberInputSchema.extend({ law: z.enum(LAWS) });
export type NewMemberInput = z.output<typeof newMemberInputSchema>;

/** The reason an administrator writes when refusing an account: shown to the person as written, so it has bounds. */
export const REFUSAL_REASON = { min: 5, max: 1000 } as const;
