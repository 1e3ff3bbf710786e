import { eq } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { Db } from "@/lib/db";
import { bankDetails, users } from "@/lib/db/schema";
import { PRACTICES, type Practice } from "@/lib/sign-up/lists";
import { isCountryCode } from "@/lib/validation/phone";
import { profileKindOf, type ProfileKind } from "@/lib/validation/profile";
import type { ProfileFields } from "@/lib/validation/sign-up";

type UserRow = typeof users.$inferSelect;
type BankRow = typeof bankDetails.$inferSelect;

/** Every profile field of one account, as myProfile answers it. */
export interface Profile extends ProfileFields {
  id: number;
  email: string;
  law: UserRow["law"];
  accountType: ProfileKind;
  image: string | null;
  bankDetails: Omit<BankRow, "userId" | "updatedAt"> | null;
}

/**
 * The calling-code country of the account. Older rows keep a dialling prefix ("+33") rather than
 * a country: the stored number, or else the address's country, tells which one.
 */
export function countryCodeOf(u: Pick<UserRow, "countryCode" | "phone" | "country">): string {
  if (u.countryCode && isCountryCode(u.countryCode)) return u.countryCode;
  const fromPhone = u.phone ? parsePhoneNumberFromString(u.phone)?.country : undefined;
  if (fromPhone) return fromPhone;
  return u.country && isCountryCode(u.country) ? u.country : "FR";
}

export function toProfile(u: UserRow, bank: BankRow | null): Profile {
  const kind = profileKindOf(u.law);
  const practices = Object.fromEntries(PRACTICES.map((p) => [p, u.practices?.[p] === true])) as Record<
    Practice,
    boolean
  >;
  let bankDetailsOut: Profile["bankDetails"] = null;
  if (kind === "af" && bank) {
    const { userId: _u, updatedAt: _t, ...rest } = bank;
    bankDetailsOut = rest;
  }
  return {
    id: u.id,
    email: u.email,
    law: u.law,
    accountType: kind,
    image: u.image,
    lastname: u.lastName,
    firstname: u.firstName,
    countryCode: countryCodeOf(u),
    phone: u.phone ?? "",
    address: u.address ?? "",
    language: u.language,
    city: u.city ?? "",
    zipCode: u.zipCode ?? "",
    country: u.country && isCountryCode(u.country) ? u.country : "FR",
    companyName: u.society,
    businessSector: u.businessSector ?? "",
    jobFunction: u.jobFunction ?? "",
    vatIntra: u.vatIntra ?? "",
    siren: u.siren ?? "",
    broadcastType: u.broadcastType ?? "",
    websiteUrl: u.websiteUrl ?? "",
    themes: u.themes ?? [],
    practices,
    remunerationType: u.remunerationType ?? "",
    minimumStatus: u.minimumStatus ?? "",
    secureTracking: u.secureTracking ?? false,
    bankDetails: bankDetailsOut,
  };
}

/** The profile of one account; bank details only for a publisher (law af). */
export async function loadProfile(db: Db, userId: number): Promise<Profile | null> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return null;
  const [bank] =
    u.law === "af" ? await db.select().from(bankDetails).where(eq(bankDetails.userId, userId)).limit(1) : [];
  return toProfile(u, bank ?? null);
}

/** What the Profile type's resolvers receive (codegen.ts maps it); its two-factor fields are resolved from it. */
export type ProfileRoot = Profile;
