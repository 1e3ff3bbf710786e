import "server-only";
import { cookies } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import type { Principal } from "@/lib/access/principal";
import { query } from "@/lib/apollo/server";
import { LAWS, SESSION_COOKIE, type Law } from "@/lib/constants";
import { logger } from "@/lib/logger";
import { verifySessionToken } from "@/lib/session/jwt";
import { ME, type MeRow } from "./shell-queries";

export interface ShellUser extends Omit<MeRow, "law"> {
  law: Law;
}

export interface ShellSession {
  user: ShellUser;
  principal: Principal;
}

/**
 * The signed-in user of the shell: the session cookie must verify, then the caller's own row comes
 * from the API (`me`), which also checks the token version and the account's status. Null when
 * either refuses: the session is over.
 */
export async function readShellSession(): Promise<ShellSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token || !(await verifySessionToken(token)).ok) return null;
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
    principal: { id: me.id, email: me.email, law: user.law, multiDroit: me.multi_droit, haswebhook: me.haswebhook, idClienLeadmarket: me.id_clien_leadmarket },
  };
}
