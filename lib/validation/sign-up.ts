import { z } from "zod";
import { frenchVatOf, sirenOf, sirenOfVat } from "@/lib/domain/company-ids";
import {
  BROADCAST_TYPES,
  MINIMUM_STATUSES,
  PRACTICES,
  REMUNERATION_TYPES,
  THEME_IDS,
  type Practice,
} from "@/lib/sign-up/lists";
import { bankDetailsSchema } from "./bank-details";
import { passwordSchema } from "./password";
import { checkPhone, isCountryCode } from "./phone";
import { verificationCodeSchema } from "./verification-code";

// Every message is a key of the "validation" messages namespace; the forms translate it and the
// API hands it back per field, so both sides speak the same rules.

const required = (max: number) => z.string().trim().min(1, { message: "required" }).max(max, { message: "tooLong" });
const optional = (max: number) => z.string().trim().max(max, { message: "tooLong" }).optional();
const optionalChoice = (values: readonly string[]) =>
  z
    .string()
    .refine((v) => v === "" || values.includes(v), { message: "choose" })
    .optional();

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

export const emailSchema = z
  .string()
  .trim()
  .max(254, { message: "tooLong" })
  .pipe(z.email({ message: "email" }));

/** /validateEmail: the address and its 6-digit code. */
export const validateEmailSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type ValidateEmailValues = z.infer<typeof validateEmailSchema>;

export const ACCOUNT_TYPES = ["an", "af"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const accountShape = { email: emailSchema, password: passwordSchema };

const profileShape = {
  lastname: required(100),
  firstname: required(100),
  countryCode: z.string().refine(isCountryCode, { message: "countryCode" }),
  phone: z.string().trim().min(1, { message: "phoneRequired" }).max(30, { message: "phoneInvalid" }),
  address: z.string().trim().min(1, { message: "addressRequired" }).max(200, { message: "tooLong" }),
  language: z.enum(["fr", "en"], { message: "choose" }),
  city: required(100),
  zipCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,10}$/, { message: "zipCode" }),
  country: z.string().refine(isCountryCode, { message: "country" }),
  companyName: required(150),
  businessSector: optional(100),
  jobFunction: optional(100),
  vatIntra: z
    .string()
    .trim()
    // A French number's key is checked too: invoices carry it, and the buyer's SIREN is read from it.
    .refine((v) => v === "" || (/^[A-Za-z]{2}[A-Za-z0-9]{2,13}$/.test(v) && (!/^FR/i.test(v) || !!frenchVatOf(v))), {
      message: "vatIntra",
    })
    .optional(),
  // BT-47 of the invoices a client receives and of those a publisher sends: nine digits, Luhn key.
  siren: z
    .string()
    .trim()
    .refine((v) => v === "" || !!sirenOf(v), { message: "siren" })
    .optional(),
};

/** A SIREN and a French VAT number given together name the same company (the number is built on it). */
export function sirenVatRule(v: { siren?: unknown; vatIntra?: unknown }, ctx: z.RefinementCtx) {
  if (typeof v.siren !== "string" || typeof v.vatIntra !== "string") return;
  const siren = sirenOf(v.siren);
  const vat = frenchVatOf(v.vatIntra);
  if (siren && vat && sirenOfVat(vat) !== siren) ctx.addIssue({ code: "custom", path: ["siren"], message: "sirenVat" });
}

const practicesShape = Object.fromEntries(PRACTICES.map((p) => [p, z.boolean()])) as Record<Practice, z.ZodBoolean>;

const preferencesShape = {
  broadcastType: optionalChoice(BROADCAST_TYPES),
  websiteUrl: z
    .string()
    .trim()
    .max(300, { message: "tooLong" })
    .refine((v) => v === "" || isHttpUrl(v), { message: "url" })
    .optional(),
  themes: z
    .array(z.enum(THEME_IDS, { message: "choose" }))
    .min(1, { message: "themes" })
    .max(THEME_IDS.length),
  practices: z.object(practicesShape),
  remunerationType: optionalChoice(REMUNERATION_TYPES),
  minimumStatus: optionalChoice(MINIMUM_STATUSES),
  secureTracking: z.boolean(),
};

/** Publishers must say how they broadcast and where to be paid. */
const publisherPreferences = {
  broadcastType: z.enum(BROADCAST_TYPES, { message: "broadcastType" }),
  bankDetails: bankDetailsSchema,
};

/** The phone is checked against the chosen country code (libphonenumber-js). */
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
// The phone rule also runs when other fields of the step are wrong, so that every error shows at once.
const always = { when: () => true };

export const accountStepSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { message: "accountType" }),
  ...accountShape,
});

export const profileStepSchema = z
  .object(profileShape)
  .superRefine(phoneRule, always)
  .superRefine(sirenVatRule, always);

export const preferencesStepSchema = z.discriminatedUnion(
  "accountType",
  [
    z.object({ accountType: z.literal("an"), ...preferencesShape }),
    z.object({ accountType: z.literal("af"), ...preferencesShape, ...publisherPreferences }),
  ],
  { error: "accountType" },
);

/** The whole registration, as the API re-checks it. */
export const registrationSchema = z
  .discriminatedUnion(
    "accountType",
    [
      z.object({ accountType: z.literal("an"), ...accountShape, ...profileShape, ...preferencesShape }),
      z.object({
        accountType: z.literal("af"),
        ...accountShape,
        ...profileShape,
        ...preferencesShape,
        ...publisherPreferences,
      }),
    ],
    { error: "accountType" },
  )
  .superRefine(phoneRule, always)
  .superRefine(sirenVatRule, always);
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** Which step (0, 1, 2) holds a field, from an error path such as "bankDetails.rib". */
export function stepOfField(path: string): 0 | 1 | 2 {
  const head = path.split(".")[0] ?? "";
  if (head === "accountType" || head in accountShape) return 0;
  if (head in profileShape) return 1;
  return 2;
}

/** What the form holds while the user fills it in: every field, as plain strings and booleans. */
/** The person, company and preference fields that sign-up and the profile share. */
export interface ProfileFields {
  lastname: string;
  firstname: string;
  countryCode: string;
  phone: string;
  address: string;
  language: "fr" | "en";
  city: string;
  zipCode: string;
  country: string;
  companyName: string;
  businessSector: string;
  jobFunction: string;
  vatIntra: string;
  siren: string;
  broadcastType: string;
  websiteUrl: string;
  themes: string[];
  practices: Record<Practice, boolean>;
  remunerationType: string;
  minimumStatus: string;
  secureTracking: boolean;
}

export interface RegistrationDraft extends ProfileFields {
  accountType: AccountType | "";
  email: string;
  password: string;
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

export function emptyDraft(language: "fr" | "en"): RegistrationDraft {
  return {
    accountType: "",
    email: "",
    password: "",
    lastname: "",
    firstname: "",
    countryCode: "FR",
    phone: "",
    address: "",
    language,
    city: "",
    zipCode: "",
    country: "FR",
    companyName: "",
    businessSector: "",
    jobFunction: "",
    vatIntra: "",
    siren: "",
    broadcastType: "",
    websiteUrl: "",
    themes: [],
    practices: Object.fromEntries(PRACTICES.map((p) => [p, false])) as Record<Practice, boolean>,
    remunerationType: "",
    minimumStatus: "",
    secureTracking: false,
    bankDetails: {
      kind: "fr",
      accountOwner: "",
      bankName: "",
      rib: "",
      iban: "",
      swift: "",
      vatSubject: false,
      vatNumber: "",
    },
  };
}
