import { z } from "zod";
import { LOCALES } from "@/lib/constants";
import { passwordSchema } from "@/lib/validation/password";
import { verificationCodeSchema } from "@/lib/validation/verification-code";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requestResetCode, resetWithCode, type ResetFlow } from "./server/reset";

const requestInput = z.object({ email: z.email({ message: "email" }), locale: z.enum(LOCALES).default("fr") });
const resetInput = z.object({
  email: z.email({ message: "email" }),
  code: verificationCodeSchema,
  password: passwordSchema,
});

function parse<T>(schema: z.ZodType<T>, args: unknown): T {
  const r = schema.safeParse(args);
  if (!r.success) {
    const fields = Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
    throw badInput("Invalid input", fields);
  }
  return r.data;
}

const flowOf = (flow: string): ResetFlow => (flow === "OLD_USER" ? "old_user" : "reset");

/** Forgotten password and migrated accounts: a code by e-mail, then a new password. */
export const passwordModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    enum PasswordFlow {
      RESET
      OLD_USER
    }

    extend type Mutation {
      "Sends a 6-digit code: OK, USER_NOT_FOUND, LIMIT_EXCEEDED, USE_FORGOT_PASSWORD or USE_OLD_USER_RESET."
      requestPasswordCode(flow: PasswordFlow!, email: String!, locale: String): String!
      "Sets the new password: OK, USER_NOT_FOUND, CODE_INVALID, CODE_EXPIRED, CODE_MISSING or LIMIT_EXCEEDED."
      resetPassword(flow: PasswordFlow!, email: String!, code: String!, password: String!): String!
    }
  `,
  resolvers: {
    Mutation: {
      requestPasswordCode: async (_, args, ctx) => {
        const input = parse(requestInput, { email: args.email, locale: args.locale ?? undefined });
        return requestResetCode(ctx.db, flowOf(args.flow), input.email, input.locale);
      },
      resetPassword: async (_, args, ctx) => {
        const input = parse(resetInput, args);
        return resetWithCode(ctx.db, flowOf(args.flow), input.email, input.code, input.password);
      },
    },
  },
};
