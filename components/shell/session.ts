import "server-only";
import { cookies } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import type { Principal } from "@/lib/access/principal";
import { query } from "@/lib/apollo/server";
import { LAWS, SESSION_COOKIE, type Law } from "@/lib/constants";
import { logger } from "@/lib/logger";
import { ME, type MeRow } from "./shell-queries";

export interface ShellUser extends Omit<MeRow, "law"> {
  law: Law;
}

export interface ShellSession {
  user: ShellUser;
  principal: Principal;
}

/**
 * The signed-in user of the shell, once per request: the caller's own row comes from the API
 * (`me`), which verifies the session token, checks its version and the account's status (the
 * proxy has already turned away a token that does not verify). Null when the API refuses: the
 * session is over.
 */
export const readShellSession = cache(async (): Promise<ShellSession | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  let me: MeRow | undefined;
  try {
    me = (await query({ query: ME, fetchPolicy: "no-cache" })).data?.me;
  } catch (e) {
    unstable_rethrow(e);
    logger.info({ err: e }, "shell: me refused");
    return null;
  }
  if (!me || !LAWS.includes(me.law as Law)) return null;
  const user: ShellUser = { ...me, law: me.law as Law };
  return {
    user,
    principal: {
      id: me.id,
      email: me.email,
      law: user.law,
      multiDroit: me.multi_droit,
      haswebhook: me.haswebhook,
      idClienLeadmarket: me.id_clien_leadmarket,
    },
  };
});
