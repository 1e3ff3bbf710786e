import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { memberApprovedMail } from "@/lib/mail/member-decision";
import { sendMail } from "@/lib/mail/transport";
import { audit } from "@/lib/security/audit";
import { changesOf } from "@/lib/security/audit-changes";

/**
 * An administrator approves an account whose e-mail is confirmed (pending → active); the person is
 * told by e-mail that they may sign in.
 */
export async function approveMember(db: Db, adminId: number, userId: number): Promise<"OK" | "NOT_PENDING"> {
  const [u] = await db
    .update(users)
    .set({ status: "active", approvedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, "pending")))
    .returning({ id: users.id, email: users.email, firstName: users.firstName, language: users.language });
  if (!u) return "NOT_PENDING";
  await audit(db, {
    actorId: adminId,
    action: "member_approved",
    targetType: "user",
    targetId: String(userId),
    changes: changesOf({ status: "pending" }, { status: "active" }),
  });
  await sendMail({ to: u.email, ...memberApprovedMail(u.language, u.firstName) });
  return "OK";
}
