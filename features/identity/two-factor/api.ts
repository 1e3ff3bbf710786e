import { z } from "zod";
import { roleHome } from "@/lib/access/role-home";
import { sessionCookie } from "@/lib/session/cookie";
import type { ApiContext } from "@/lib/api/context";
import { badInput, unauthenticated } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import type { ApiModule } from "@/lib/api/module";
import { eq } from "drizzle-orm";
import { users } from "@/lib/db/schema";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  reprovePassword,
  startTwoFactorSetup,
} from "../profile/server/two-factor";
import { twoFactorEnabled, twoFactorRequired } from "../sign-in/server/second-factor";
import { challengeUser, openSession } from "../sign-in/server/sign-in";
import { verificationCodeSchema } from "@/lib/validation/verification-code";

const challengeInput = z.string().min(1).max(2000);

/**
 * Whose authenticator a call is about: the signed-in caller (profile), or the person between the
 * password and the mandatory enrolment of REQUIRE_2FA_STAFF (challenge of purpose "enrol").
 */
async function subject(ctx: ApiContext, challenge: string | null | undefined) {
  if (challenge == null) return { user: null, userId: requireCaller(ctx).id };
  const parsed = challengeInput.safeParse(challenge);
  const user = parsed.success ? await challengeUser(ctx.db, parsed.data, "enrol") : null;
  return user ? { user, userId: user.id } : null;
}

/** Two-factor sign-in (TOTP, RFC 6238): turning it on from the profile or at a mandatory first sign-in, and off. */
export const twoFactorModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    """
    A new authenticator secret, not yet active: code OK, ALREADY_ENABLED or CHALLENGE_EXPIRED.
    qrSvg is the QR code of otpauthUri as an SVG document; secret is for typing it in by hand.
    """
    type TwoFactorSetup {
      code: String!
      secret: String
      otpauthUri: String
      qrSvg: String
    }

    """
    code OK, CODE_INVALID, LIMIT_EXCEEDED, NOT_STARTED or CHALLENGE_EXPIRED. On OK, the ten recovery
    codes, shown this once; with a challenge (enrolment at sign-in) the session opens and home says where to go.
    """
    type TwoFactorConfirmResult {
      code: String!
      recoveryCodes: [String!]
      home: String
    }

    "OK, WRONG_PASSWORD, LIMIT_EXCEEDED, NOT_ENABLED or REQUIRED (mandatory for this account)."
    type TwoFactorDisableResult {
      code: String!
    }

    extend type Profile {
      "Whether sign-in asks for an authenticator code after the password."
      twoFactorEnabled: Boolean!
      "Whether this account may not turn it off (REQUIRE_2FA_STAFF for administrators)."
      twoFactorRequired: Boolean!
    }

    extend type Mutation {
      "Starts an enrolment (again): the caller's, with its password asked again (WRONG_PASSWORD, LIMIT_EXCEEDED), or with the challenge of a mandatory enrolment at sign-in (the password was just proved)."
      startTwoFactorSetup(challenge: String, password: String): TwoFactorSetup!
      "Turns two-factor sign-in on with a first 6-digit code of the app."
      confirmTwoFactorSetup(code: String!, challenge: String): TwoFactorConfirmResult!
      "Turns it off; the password is asked again."
      disableTwoFactor(password: String!): TwoFactorDisableResult!
    }
  `,
  resolvers: {
    Profile: {
      twoFactorEnabled: (profile, _, ctx) => twoFactorEnabled(ctx.db, profile.id),
      twoFactorRequired: (profile) => twoFactorRequired(profile.law),
    },
    Mutation: {
      startTwoFactorSetup: async (_, args, ctx) => {
        const who = await subject(ctx, args.challenge);
        if (!who) return { code: "CHALLENGE_EXPIRED" };
        if (!args.challenge) {
          const [u] = await ctx.db.select().from(users).where(eq(users.id, who.userId)).limit(1);
          if (!u) throw unauthenticated();
          const password = z.string().min(1).max(200).safeParse(args.password);
          const proof = password.success
            ? await reprovePassword(ctx.db, u, password.data, ctx.ip, "two_factor_enable")
            : "WRONG_PASSWORD";
          if (proof !== "OK") return { code: proof };
        }
        const r = await startTwoFactorSetup(ctx.db, who.userId);
        if (r.code === "USER_NOT_FOUND") throw unauthenticated();
        if (r.code !== "OK") return { code: r.code };
        return { code: "OK", secret: r.setup.secret, otpauthUri: r.setup.uri, qrSvg: r.setup.qrSvg };
      },
      confirmTwoFactorSetup: async (_, args, ctx) => {
        const code = verificationCodeSchema.safeParse(args.code);
        if (!code.success) throw badInput("Invalid verification code", { code: code.error.issues[0]!.message });
        const who = await subject(ctx, args.challenge);
        if (!who) return { code: "CHALLENGE_EXPIRED" };
        const r = await confirmTwoFactorSetup(ctx.db, who.userId, code.data, ctx.ip);
        if (r.code !== "OK") return { code: r.code };
        if (!who.user) return { code: "OK", recoveryCodes: r.recoveryCodes };
        const opened = await openSession(ctx.db, who.user, ctx.ip, { second_factor: "enrolment" });
        if (opened.code !== "OK") return { code: opened.code };
        ctx.responseCookies.push(sessionCookie(opened.token));
        return { code: "OK", recoveryCodes: r.recoveryCodes, home: roleHome(opened.law) };
      },
      disableTwoFactor: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const password = z.string().min(1).max(200).safeParse(args.password);
        if (!password.success) return { code: "WRONG_PASSWORD" };
        return { code: await disableTwoFactor(ctx.db, caller.id, password.data, ctx.ip) };
      },
    },
  },
};
