import { unlockAccount } from "@/lib/security/login-throttle";
import { readUnlock } from "@/lib/session/unlock";
import { maintenancePage } from "@/lib/maintenance/answer";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/**
 * The unlock link of the e-mail sent to an account's owner while its sign-in is under attack
 * (features/identity/sign-in/server/sign-in.ts): forgets the account's failures, then the login page says so.
 * A link that does not verify (expired, altered) changes nothing.
 */
async function get(request: Request) {
  const account = await readUnlock(new URL(request.url).searchParams.get("t") ?? "");
  if (account) await unlockAccount(account);
  return new Response(null, {
    status: 303,
    headers: { location: `/login?unlock=${account ? "done" : "invalid"}`, "cache-control": "no-store" },
  });
}

export const GET = pausedDuringMaintenance(get, (request) => maintenancePage(request));
