import { z } from "zod";
import { PRACTICES } from "@/lib/sign-up/lists";
import { emailSchema, registrationSchema, validateEmailSchema } from "@/lib/validation/sign-up";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { checkEmailAvailable } from "./server/accounts";
import { registerAccount } from "./server/register";
import { resendEmailCode, validateEmail } from "./server/validate-email";

const emailArgs = z.object({ email: emailSchema });

/** GraphQL nulls mean "not given": zod's optional fields expect them absent. */
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

/** Refuses with BAD_USER_INPUT and, per field, the "validation" message key the forms show. */
function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(dropNulls(value));
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
  throw badInput("Invalid sign-up input", fields);
}

export const signUpModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    "AVAILABLE, or EMAIL_ALREADY_USED."
    type EmailCheck {
      code: String!
    }
    "OK (a code was e-mailed) or USER_ALREADY_EXISTS."
    type RegisterResult {
      code: String!
    }
    "ACCOUNT_PENDING_APPROVAL, CODE_INVALID, CODE_EXPIRED or TOO_MANY_ATTEMPTS."
    type ValidateEmailResult {
      code: String!
    }
    "SENT (whether or not the address awaits a code) or RATE_LIMITED."
    type ResendCodeResult {
      code: String!
    }

    input PracticesInput {
      ${PRACTICES.map((p) => `${p}: Boolean!`).join("\n      ")}
    }

    "kind fr: rib; kind intl: iban, swift, vatSubject, vatNumber."
    input BankDetailsInput {
      kind: String!
      accountOwner: String!
      bankName: String!
      rib: String
      iban: String
      swift: String
      vatSubject: Boolean
      vatNumber: String
    }

    "The three steps of the sign-up wizard; accountType is an (advertiser) or af (publisher)."
    input RegisterInput {
      accountType: String!
      email: String!
      password: String!
      lastname: String!
      firstname: String!
      countryCode: String!
      phone: String!
      address: String!
      language: String!
      city: String!
      zipCode: String!
      country: String!
      companyName: String!
      businessSector: String
      jobFunction: String
      vatIntra: String
      siren: String
      broadcastType: String
      websiteUrl: String
      themes: [String!]!
      practices: PracticesInput!
      remunerationType: String
      minimumStatus: String
      secureTracking: Boolean!
      bankDetails: BankDetailsInput
    }

    extend type Query {
      checkEmailAvailable(email: String!): EmailCheck!
    }

    extend type Mutation {
      register(input: RegisterInput!): RegisterResult!
      validateEmail(email: String!, code: String!): ValidateEmailResult!
      resendEmailCode(email: String!): ResendCodeResult!
    }
  `,
  resolvers: {
    Query: {
      checkEmailAvailable: async (_, args, ctx) => ({
        code: await checkEmailAvailable(ctx.db, parseOrThrow(emailArgs, args).email, ctx.ip),
      }),
    },
    Mutation: {
      register: async (_, args, ctx) => ({
        code: await registerAccount(ctx.db, parseOrThrow(registrationSchema, args.input), ctx.ip),
      }),
      validateEmail: async (_, args, ctx) => {
        const { email, code } = parseOrThrow(validateEmailSchema, args);
        return { code: await validateEmail(ctx.db, email, code) };
      },
      resendEmailCode: async (_, args, ctx) => ({
        code: await resendEmailCode(ctx.db, parseOrThrow(emailArgs, args).email),
      }),
    },
  },
};
