import { z } from "zod";
import { roleHome } from "@/lib/access/role-home";
import { clearedSessionCookie, sessionCookie } from "@/lib/session/cookie";
import type { ApiModule } from "../../module";
import { badInput } from "../../errors";
import { revokeSessions } from "../sign-in/revoke";
import { signInWithPassword } from "../sign-in/sign-in";

const loginInput = z.object({ email: z.email(), password: z.string().min(1).max(200) });

export const signInModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    "OK, or why the sign-in was refused (the screen words each code)."
    type LoginResult {
      code: String!
      law: Law
      home: String
    }

    extend type Mutation {
      login(email: String!, password: String!): LoginResult!
      "Ends this session; with everywhere: true, every session of the account (its token version is bumped)."
      logout(everywhere: Boolean): Boolean!
    }
  `,
  resolvers: {
    Mutation: {
      login: async (_, args, ctx) => {
        const input = loginInput.safeParse(args);
        if (!input.success) throw badInput("Invalid e-mail or password format");
        const outcome = await signInWithPassword(ctx.db, input.data.email, input.data.password, ctx.ip);
        if (outcome.code !== "OK") return { code: outcome.code, law: null, home: null };
        ctx.responseCookies.push(sessionCookie(outcome.token));
        return { code: "OK", law: outcome.law, home: roleHome(outcome.law) };
      },
      logout: async (_, args, ctx) => {
        if (args.everywhere && ctx.caller) await revokeSessions(ctx.db, ctx.caller.id);
        ctx.responseCookies.push(clearedSessionCookie());
        return true;
      },
    },
  },
};
