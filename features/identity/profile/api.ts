import { z } from "zod";
import { PRACTICES } from "@/lib/sign-up/lists";
import { bankDetailsSchema } from "@/lib/validation/bank-details";
import { changePasswordSchema, PROFILE_TEXT_FIELDS, profileKindOf, profileSchema } from "@/lib/validation/profile";
import type { ApiModule } from "@/lib/api/module";
import { badInput, unauthenticated } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { changeOwnPassword } from "./server/password";
import { loadProfile } from "./server/read";
import { updateOwnProfile, upsertOwnBankDetails } from "./server/update";

/** GraphQL nulls mean "not given". */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  }
  return value;
}

/** BAD_USER_INPUT with, per field, the message key the form shows. */
function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = schema.safeParse(dropNulls(value));
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
  throw badInput(`Invalid ${what}`, fields);
}

/** A text field left out reads as empty, so that it gets the field's own message ("address required"). */
function withBlanks(input: Record<string, unknown>): Record<string, unknown> {
  const out = { ...input };
  for (const k of PROFILE_TEXT_FIELDS) if (out[k] === null || out[k] === undefined) out[k] = "";
  return out;
}

const text = (names: readonly string[], type = "String!") => names.map((n) => `${n}: ${type}`).join("\n      ");
const PROFILE_STRINGS = [
  "lastname",
  "firstname",
  "countryCode",
  "phone",
  "address",
  "language",
  "city",
  "zipCode",
  "country",
  "companyName",
  "businessSector",
  "jobFunction",
  "vatIntra",
  "siren",
  "broadcastType",
  "websiteUrl",
  "remunerationType",
  "minimumStatus",
];

/** The signed-in person's own profile: every resolver acts on the caller and no one else. */
export const profileModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type ProfilePractices {
      ${text(PRACTICES, "Boolean!")}
    }

    "kind fr: rib; kind intl: iban, swift, vatSubject, vatNumber."
    type ProfileBankDetails {
      kind: BankDetailsKind!
      accountOwner: String!
      bankName: String!
      rib: String
      iban: String
      swift: String
      vatSubject: Boolean!
      vatNumber: String
    }

    "accountType: an, af or staff (no preferences). Bank details only for publishers."
    type Profile {
      id: Int!
      email: String!
      law: Law!
      accountType: ProfileKind!
      image: String
      language: Locale!
      ${text(PROFILE_STRINGS.filter((n) => n !== "language"))}
      themes: [String!]!
      practices: ProfilePractices!
      secureTracking: Boolean!
      bankDetails: ProfileBankDetails
    }

    "Fields are checked by the sign-up's rules; a refusal lists them in extensions.fields."
    input ProfileInput {
      ${text(PROFILE_STRINGS, "String")}
      themes: [String!]
      practices: PracticesInput
      secureTracking: Boolean
    }

    "OK, WRONG_PASSWORD, NO_PASSWORD, LIMIT_EXCEEDED or MANAGED_BY_IDP."
    type ChangePasswordResult {
      code: String!
    }

    extend type Query {
      myProfile: Profile!
    }

    extend type Mutation {
      updateProfile(input: ProfileInput!): Profile!
      "Publishers only."
      updateBankDetails(input: BankDetailsInput!): Profile!
      "On OK every other session ends and this one gets a new cookie."
      changePassword(currentPassword: String!, newPassword: String!): ChangePasswordResult!
    }
  `,
  resolvers: {
    Query: {
      myProfile: async (_, __, ctx) => {
        const caller = requireCaller(ctx);
        const profile = await loadProfile(ctx.db, caller.id);
        if (!profile) throw unauthenticated();
        return profile;
      },
    },
    Mutation: {
      updateProfile: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        // The kind comes from the session, never from the input.
        const input = parseOrThrow(
          profileSchema,
          { ...withBlanks(args.input), accountType: profileKindOf(caller.law) },
          "profile",
        );
        return updateOwnProfile(ctx.db, caller.id, input, ctx.ip);
      },
      updateBankDetails: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        return upsertOwnBankDetails(
          ctx.db,
          caller.id,
          parseOrThrow(bankDetailsSchema, args.input, "bank details"),
          ctx.ip,
        );
      },
      changePassword: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const { currentPassword, newPassword } = parseOrThrow(changePasswordSchema, args, "password change");
        const outcome = await changeOwnPassword(ctx.db, caller.id, currentPassword, newPassword, ctx.ip);
        if (outcome.code === "OK") ctx.responseCookies.push(outcome.cookie);
        return { code: outcome.code };
      },
    },
  },
};
