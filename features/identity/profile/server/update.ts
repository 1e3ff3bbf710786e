import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { sirenOf } from "@/lib/domain/company-ids";
import { auditLog, users } from "@/lib/db/schema";
import type { BankDetailsInput } from "@/lib/validation/bank-details";
import { saveBankDetails } from "@/features/identity/bank-details/server/save";
import { toE164 } from "@/lib/validation/phone";
import type { ProfileInput } from "@/lib/validation/profile";
import { loadProfile, type Profile } from "./read";

type UserRow = typeof users.$inferSelect;
type UserChanges = Partial<Omit<UserRow, "id">>;

const orNull = (v: string | undefined) => (v ? v : null);

/** The user columns an already validated profile sets; preferences only for advertisers and publishers. */
function columnsOf(input: ProfileInput): UserChanges {
  const identity: UserChanges = {
    lastName: input.lastname,
    firstName: input.firstname,
    countryCode: input.countryCode,
    phone: toE164(input.countryCode as Parameters<typeof toE164>[0], input.phone),
    address: input.address,
    language: input.language,
    city: input.city,
    zipCode: input.zipCode,
    country: input.country,
    society: input.companyName,
    businessSector: orNull(input.businessSector),
    jobFunction: orNull(input.jobFunction),
    vatIntra: orNull(input.vatIntra?.toUpperCase()),
    siren: sirenOf(input.siren ?? ""),
  };
  if (input.accountType === "staff") return identity;
  return {
    ...identity,
    broadcastType: orNull(input.broadcastType),
    websiteUrl: orNull(input.websiteUrl),
    themes: input.themes,
    practices: input.practices,
    remunerationType: orNull(input.remunerationType),
    minimumStatus: orNull(input.minimumStatus),
    secureTracking: input.secureTracking,
  };
}

/** Names of the columns whose value differs: the audit row says what changed, not the values. */
function changedColumns(before: UserRow, after: UserChanges): string[] {
  return Object.entries(after)
    .filter(([k, v]) => JSON.stringify(before[k as keyof UserRow] ?? null) !== JSON.stringify(v ?? null))
    .map(([k]) => k);
}

/** Saves the caller's own profile (the input was checked against the caller's kind). */
export async function updateOwnProfile(
  db: Db,
  userId: number,
  input: ProfileInput,
  ip: string | null,
): Promise<Profile> {
  const values = columnsOf(input);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!before) throw new Error(`user ${userId} vanished`);
    const changed = changedColumns(before, values);
    await tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.insert(auditLog).values({
      actorId: userId,
      action: "profile_updated",
      targetType: "user",
      targetId: String(userId),
      ip,
      details: { changed },
    });
  });
  return (await loadProfile(db, userId))!;
}

/**
 * Adds or replaces a publisher's bank details (the caller's law was checked by the resolver): versioned,
 * audited with the codes masked and e-mailed to the holder (features/identity/bank-details/server/save.ts).
 */
export async function upsertOwnBankDetails(
  db: Db,
  userId: number,
  input: BankDetailsInput,
  ip: string | null,
): Promise<Profile> {
  await saveBankDetails(db, { id: userId, ip }, userId, input);
  return (await loadProfile(db, userId))!;
}
