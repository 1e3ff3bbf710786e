import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { CODE_POLICY, createCode } from "@/lib/idp/local/codes";
import { codeMail } from "@/lib/mail/templates";
import { sendMail } from "@/lib/mail/transport";
import { audit } from "@/lib/security/audit";
import { changesOf } from "@/lib/security/audit-changes";
import { isUniqueViolation } from "@/features/identity/sign-up/server/accounts";
import { auditViewOf, type NewMemberInput } from "./input";

export type MemberCreateOutcome = { code: "OK"; id: number } | { code: "EMAIL_ALREADY_USED" };

/**
 * An administrator creates an account (/member without an id): active at once (an administrator
 * vouches for it), without a password. The person is e-mailed the code of /resetPasswordOldUser to
 * choose one, as a migrated account would be; one audit entry holds every field it starts with.
 */
export async function createMember(db: Db, adminId: number, input: NewMemberInput): Promise<MemberCreateOutcome> {
  let id: number;
  try {
    const [u] = await db
      .insert(users)
      .values({ ...input, status: "active", passwordHash: null, approvedAt: new Date() })
      .returning({ id: users.id });
    id = u!.id;
  } catch (e) {
    if (isUniqueViolation(e)) return { code: "EMAIL_ALREADY_USED" };
    throw e;
  }
  await audit(db, {
    actorId: adminId,
    action: "member_created",
    targetType: "user",
    targetId: String(id),
    changes: changesOf({}, { ...auditViewOf(input), status: "active" }),
    details: { invited: true },
  });
  const code = await createCode(db, id, "old_user");
  await sendMail({ to: input.email, ...codeMail(input.language, "old_user", code, CODE_POLICY.old_user.minutes) });
  return { code: "OK", id };
}
