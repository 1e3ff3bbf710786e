import { z } from "zod";
import { roleHome } from "@/lib/access/role-home";
import { clearedSessionCookie, sessionCookie } from "@/lib/session/cookie";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { revokeSessions, signOut } from "./server/revoke";
import { signInWithPassword, signInWithSecondFactor, type SignInOutcome } from "./server/sign-in";
import type { ApiContext } from "@/lib/api/context";

const loginInput = z.object({ email: z.email(), password: z.string().min(1).max(200) });
// A 6-digit code or a recovery code (xxxxx-xxxxx); anything else is simply a wrong code.
const secondFactorInput = z.object({ challenge: z.string().min(1).max(2000), code: z.string().trim().min(1).max(40) });

/** The answer of a sign-in step; on OK the session cookie goes with the response. */
function loginResult(outcome: SignInOutcome, ctx: ApiContext) {
  if (outcome.code === "OK") {
    ctx.responseCookies.push(sessionCookie(outcome.token));
    return { code: "OK", law: outcome.law, home: roleHome(outcome.law), challenge: null };
  }
  return { code: outcome.code, law: null, home: null, challenge: "challenge" in outcome ? outcome.challenge : null };
}

export const signInModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    """
    OK, or why the sign-in was refused (the screen words each code). With TWO_FACTOR_REQUIRED or
    TWO_FACTOR_SETUP_REQUIRED, challenge is what the next step sends back (valid five minutes).
    """
    type LoginResult {
      code: String!
      law: Law
      home: String
      challenge: String
    }

    extend type Mutation {
      login(email: String!, password: String!): LoginResult!
      "The step after the password: a 6-digit code of the authenticator, or a recovery code."
      loginTwoFactor(challenge: String!, code: String!): LoginResult!
      "Ends this session; with everywhere: true, every session of the account (its token version is bumped)."
      logout(everywhere: Boolean): Boolean!
    }
  `,
  resolvers: {
    Mutation: {
      login: async (_, args, ctx) => {
        const input = loginInput.safeParse(args);
        if (!input.success) throw badInput("Invalid e-mail or password format");
        return loginResult(await signInWithPassword(ctx.db, input.data.email, input.data.password, ctx.ip), ctx);
      },
      loginTwoFactor: async (_, args, ctx) => {
        const input = secondFactorInput.safeParse(args);
        if (!input.success) return { code: "CODE_INVALID", law: null, home: null, challenge: null };
        return loginResult(await signInWithSecondFactor(ctx.db, input.data.challenge, input.data.code, ctx.ip), ctx);
      },
      logout: async (_, args, ctx) => {
        // The token of this session is revoked (not only its cookie dropped): a copy of it stops working too.
        if (ctx.caller && ctx.session) await signOut(ctx.db, ctx.caller.id, ctx.session, ctx.ip);
        if (args.everywhere && ctx.caller) await revokeSessions(ctx.db, ctx.caller.id, ctx.ip);
        ctx.responseCookies.push(clearedSessionCookie());
        return true;
      },
    },
  },
};
