import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { memberRefusedMail } from "@/lib/mail/member-decision";
import { sendMail } from "@/lib/mail/transport";
import { audit } from "@/lib/security/audit";
import { changesOf } from "@/lib/security/audit-changes";

export { REFUSAL_REASON } from "@/lib/validation/member";

/**
 * An administrator refuses an account awaiting approval (pending → refused), with a reason that is
 * kept on the account, written to the trail and e-mailed to the person. A refused account cannot
 * sign in (features/identity/sign-in/server).
 */
export async function refuseMember(
  db: Db,
  adminId: number,
  userId: number,
  reason: string,
): Promise<"OK" | "NOT_PENDING"> {
  const [u] = await db
    .update(users)
    .set({ status: "refused", refusedAt: new Date(), refusalReason: reason, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, "pending")))
    .returning({ id: users.id, email: users.email, firstName: users.firstName, language: users.language });
  if (!u) return "NOT_PENDING";
  await audit(db, {
    actorId: adminId,
    action: "member_refused",
    targetType: "user",
    targetId: String(userId),
    changes: changesOf({ status: "pending", refusal_reason: null }, { status: "refused", refusal_reason: reason }),
  });
  await sendMail({ to: u.email, ...memberRefusedMail(u.language, u.firstName, reason) });
  return "OK";
}
