import { z } from "zod";
import type { Law } from "@/lib/constants";
import { PRACTICES, type Practice } from "@/lib/sign-up/lists";
import { bankDetailsSchema } from "./bank-details";
import { PASSWORD_MAX_LENGTH, passwordSchema } from "./password";
import { checkPhone, isCountryCode } from "./phone";
import { preferencesStepSchema, profileStepSchema, sirenVatRule, type ProfileFields } from "./sign-up";

// The profile screen edits what the sign-up collected, under the sign-up's own rules: the shapes
// come from its schemas. Messages are keys of the "validation" namespace, or of "profile.validation"
// for the few rules of this screen only (PROFILE_MESSAGES).

/** Keys this file adds, worded under "profile.validation". */
export const PROFILE_MESSAGES = ["passwordMismatch", "passwordUnchanged"] as const;

import type { ProfileKind } from "@/lib/domain/states";

/** Whose preferences the profile holds: an advertiser's, a publisher's, or none (staff). */
export { PROFILE_KINDS } from "@/lib/domain/states";
export type { ProfileKind } from "@/lib/domain/states";

export const profileKindOf = (law: Law): ProfileKind => (law === "an" || law === "af" ? law : "staff");

const [advertiserPreferences, publisherPreferences] = preferencesStepSchema.options;
// Bank details have their own form and mutation on this screen.
const { bankDetails: _bank, ...publisherPreferencesShape } = publisherPreferences.shape;

/** The same phone rule as the sign-up: valid for the chosen country code. */
function phoneRule(v: { countryCode?: unknown; phone?: unknown }, ctx: z.RefinementCtx) {
  if (
    typeof v.phone !== "string" ||
    typeof v.countryCode !== "string" ||
    !v.phone.trim() ||
    !isCountryCode(v.countryCode)
  )
    return;
  if (checkPhone(v.countryCode, v.phone) !== "ok")
    ctx.addIssue({ code: "custom", path: ["phone"], message: "phoneInvalid" });
}

/** Identity, contact, company and, for advertisers and publishers, the preferences. The e-mail is not editable here. */
export const profileSchema = z
  .discriminatedUnion(
    "accountType",
    [
      z.object({ accountType: z.literal("staff"), ...profileStepSchema.shape }),
      z.object({ ...profileStepSchema.shape, ...advertiserPreferences.shape }),
      z.object({ ...profileStepSchema.shape, ...publisherPreferencesShape }),
    ],
    { error: "accountType" },
  )
  .superRefine(phoneRule, { when: () => true })
  .superRefine(sirenVatRule, { when: () => true });
export type ProfileInput = z.infer<typeof profileSchema>;

/** Text fields of the profile: the API reads a missing one as empty, so that it gets its own message. */
export const PROFILE_TEXT_FIELDS = [
  ...Object.keys(profileStepSchema.shape),
  "broadcastType",
  "websiteUrl",
  "remunerationType",
  "minimumStatus",
] as const;

export { bankDetailsSchema };

/** What the profile form holds: every field as plain strings and booleans. */
export interface ProfileDraft extends ProfileFields {
  accountType: ProfileKind;
}

export interface BankDetailsDraft {
  bankDetails: {
    kind: "fr" | "intl";
    accountOwner: string;
    bankName: string;
    rib: string;
    iban: string;
    swift: string;
    vatSubject: boolean;
    vatNumber: string;
  };
}

export const noPractices = (): Record<Practice, boolean> =>
  Object.fromEntries(PRACTICES.map((p) => [p, false])) as Record<Practice, boolean>;

const passwordShape = {
  currentPassword: z.string().min(1, { message: "required" }).max(PASSWORD_MAX_LENGTH, { message: "tooLong" }),
  newPassword: passwordSchema,
};
const unchanged = (v: { currentPassword: string; newPassword: string }) => v.currentPassword !== v.newPassword;

/** changePassword's arguments, as the API checks them. */
export const changePasswordSchema = z
  .object(passwordShape)
  .refine(unchanged, { path: ["newPassword"], message: "passwordUnchanged", when: () => true });

/** The form adds the confirmation, which never leaves the browser. */
export const changePasswordFormSchema = z
  .object({ ...passwordShape, confirmPassword: z.string() })
  .refine(unchanged, { path: ["newPassword"], message: "passwordUnchanged", when: () => true })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "passwordMismatch",
    when: () => true,
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

// Profile image: checked in the browser before sending and again, by content, on the server.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
} as const;
export type AvatarType = keyof typeof AVATAR_TYPES;
export const isAvatarType = (type: string): type is AvatarType => Object.hasOwn(AVATAR_TYPES, type);

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The image type its first bytes (at least 12) announce, whatever the file says it is. */
export function sniffImageType(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

export type AvatarProblem = "type" | "size" | "empty";

/** Why a chosen file cannot be the profile image, from its declared type, size and first bytes. */
export function avatarProblem(file: { type: string; size: number }, head: Uint8Array): AvatarProblem | null {
  if (file.size === 0) return "empty";
  if (!isAvatarType(file.type)) return "type";
  if (file.size > AVATAR_MAX_BYTES) return "size";
  return sniffImageType(head) ? null : "type";
}
