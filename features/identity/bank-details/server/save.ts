import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bankDetails, bankDetailsVersions, users } from "@/lib/db/schema";
import { logger } from "@/lib/logger";
import { sendMail } from "@/lib/mail/transport";
import { audit } from "@/lib/security/audit";
import type { BankDetailsInput } from "@/lib/validation/bank-details";
import { bankChangedMail } from "./mail";
import { lastFour } from "./mask";

type Tx = Pick<Db, "select" | "insert" | "update">;

export type BankValues = Omit<typeof bankDetails.$inferInsert, "userId" | "updatedAt">;

/** The stored shape of validated input: upper-cased codes, no VAT number unless subject to VAT. */
export function bankValues(b: BankDetailsInput): BankValues {
  return b.kind === "fr"
    ? {
        kind: "fr",
        accountOwner: b.accountOwner,
        bankName: b.bankName,
        rib: b.rib.toUpperCase(),
        iban: null,
        swift: null,
        vatSubject: false,
        vatNumber: null,
      }
    : {
        kind: "intl",
        accountOwner: b.accountOwner,
        bankName: b.bankName,
        rib: null,
        iban: b.iban.toUpperCase(),
        swift: b.swift.toUpperCase(),
        vatSubject: b.vatSubject,
        vatNumber: b.vatSubject ? b.vatNumber?.trim() || null : null,
      };
}

/** What the audit log and the e-mail may show of a version: codes masked to their last four characters. */
export function maskedBank(v: BankValues) {
  return {
    kind: v.kind,
    accountOwner: v.accountOwner,
    bankName: v.bankName,
    rib: lastFour(v.rib),
    iban: lastFour(v.iban),
    swift: lastFour(v.swift),
    vatSubject: v.vatSubject ?? false,
    vatNumber: lastFour(v.vatNumber),
  };
}

/**
 * The version of a publisher's bank details valid now; made from bank_details the first time (details
 * given at sign-up, before versions existed). Null when it has none.
 */
export async function currentBankVersion(tx: Tx, userId: number) {
  const [current] = await tx
    .select()
    .from(bankDetailsVersions)
    .where(and(eq(bankDetailsVersions.userId, userId), isNull(bankDetailsVersions.validUntil)));
  if (current) return current;
  const [copy] = await tx.select().from(bankDetails).where(eq(bankDetails.userId, userId));
  if (!copy) return null;
  const { updatedAt, ...values } = copy;
  const [made] = await tx
    .insert(bankDetailsVersions)
    .values({ ...values, createdAt: updatedAt })
    .returning();
  return made!;
}

/**
 * Adds or changes a publisher's bank details: the current copy (bank_details) is replaced, the previous
 * version is closed and a new one added (payments keep theirs), the change is audited with the codes
 * masked, and the account holder is told by e-mail (after the commit; a mail failure is logged, the
 * change stands).
 */
export async function saveBankDetails(
  db: Db,
  actor: { id: number; ip?: string | null },
  userId: number,
  input: BankDetailsInput,
): Promise<"added" | "changed"> {
  const values = bankValues(input);
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!holder) throw new Error(`no user ${userId}`);
    const before = await currentBankVersion(tx, userId);
    if (before)
      await tx.update(bankDetailsVersions).set({ validUntil: now }).where(eq(bankDetailsVersions.id, before.id));
    const [version] = await tx
      .insert(bankDetailsVersions)
      .values({ userId, ...values, createdBy: actor.id, createdAt: now })
      .returning({ id: bankDetailsVersions.id });
    await tx
      .insert(bankDetails)
      .values({ userId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: bankDetails.userId, set: { ...values, updatedAt: now } });
    await audit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: "bank_details_changed",
      targetType: "user",
      targetId: String(userId),
      details: {
        versionId: version!.id,
        before: before ? maskedBank(before) : null,
        after: maskedBank(values),
      },
    });
    return before ? ("changed" as const) : ("added" as const);
  });
  await notifyHolder(db, userId, values, now).catch((err) =>
    logger.error({ err, userId }, "bank details: e-mail to the account holder failed"),
  );
  return outcome;
}

async function notifyHolder(db: Db, userId: number, values: BankValues, at: Date) {
  const [u] = await db
    .select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return;
  const mail = bankChangedMail(u.language, u.firstName, maskedBank(values), at);
  await sendMail({ to: u.email, ...mail });
}

/** The versions of a publisher's bank details, newest first (for the admin's payment view). */
export async function bankHistory(db: Db, userId: number) {
  return db
    .select()
    .from(bankDetailsVersions)
    .where(eq(bankDetailsVersions.userId, userId))
    .orderBy(desc(bankDetailsVersions.createdAt), desc(bankDetailsVersions.id));
}
