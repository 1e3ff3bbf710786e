import { and, desc, eq, or } from "drizzle-orm";
import { EMAIL_LIST_NAMES, ID_LIST_NAMES, inEmailList, inIdList } from "@/lib/config/allow-lists";
import type { Db } from "@/lib/db";
import { auditLog, bankDetails, twoFactor, users } from "@/lib/db/schema";
import { lastFour } from "@/features/identity/bank-details/server/mask";
import { toAuditView, type AuditEntryView } from "@/features/staff/audit-trail/server/view";

/** How many of the member's latest audit entries the member page shows (the rest is on /Logs). */
export const MEMBER_ACTIVITY_SIZE = 10;

export type TwoFactorState = "enabled" | "enrolling" | "off";

/** The member page's data: the account, its bank details (masked), two-factor state, allow-lists and latest activity. */
export async function memberDetail(db: Db, userId: number) {
  const [row] = await db
    .select({ u: users, bank: bankDetails, tf: { enabledAt: twoFactor.enabledAt } })
    .from(users)
    .leftJoin(bankDetails, eq(bankDetails.userId, users.id))
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { u, bank, tf } = row;
  const twoFactorState: TwoFactorState = !tf ? "off" : tf.enabledAt ? "enabled" : "enrolling";
  return {
    user: u,
    twoFactor: twoFactorState,
    // Read-only here and masked: the full numbers are only on the publisher's own screen.
    bank: bank && {
      kind: bank.kind,
      accountOwner: bank.accountOwner,
      bankName: bank.bankName,
      rib: lastFour(bank.rib),
      iban: lastFour(bank.iban),
      swift: bank.swift,
      vatSubject: bank.vatSubject,
      vatNumber: bank.vatNumber,
      updatedAt: bank.updatedAt,
    },
    allowLists: [
      ...EMAIL_LIST_NAMES.filter((n) => inEmailList(n, u.email)),
      ...ID_LIST_NAMES.filter((n) => inIdList(n, u.id)),
    ],
    activity: await memberActivity(db, userId),
  };
}

/** The latest entries the member wrote or that concern their account, newest first. */
export async function memberActivity(db: Db, userId: number): Promise<AuditEntryView[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorLaw: users.law,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      or(eq(auditLog.actorId, userId), and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, String(userId)))),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(MEMBER_ACTIVITY_SIZE);
  return rows.map(toAuditView);
}
