import type { Db } from "@/lib/db";
import { sirenOf } from "@/lib/domain/company-ids";
import { auditLog, bankDetails, users } from "@/lib/db/schema";
import { hashPassword } from "@/lib/idp/local/password";
import { logger } from "@/lib/logger";
import { toE164 } from "@/lib/validation/phone";
import type { RegistrationInput } from "@/lib/validation/sign-up";
import { findUserByEmail, isUniqueViolation } from "./accounts";
import { codeRequestLimited, sendEmailCode } from "./email-code";

export type RegisterOutcome = "OK" | "USER_ALREADY_EXISTS";

const orNull = (v: string | undefined) => (v ? v : null);

/**
 * Creates the account (`unconfirmed`, argon2id hash, a publisher's bank details) in one
 * transaction, then e-mails the confirmation code. A mail failure does not undo the sign-up: the
 * code can be sent again from /validateEmail.
 */
export async function registerAccount(db: Db, input: RegistrationInput, ip: string | null): Promise<RegisterOutcome> {
  if (await findUserByEmail(db, input.email)) return "USER_ALREADY_EXISTS";
  const passwordHash = await hashPassword(input.password);
  let created: { id: number; email: string; language: "fr" | "en" };
  try {
    created = await db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          status: "unconfirmed",
          law: input.accountType,
          firstName: input.firstname,
          lastName: input.lastname,
          society: input.companyName,
          language: input.language,
          countryCode: input.countryCode,
          phone: toE164(input.countryCode as Parameters<typeof toE164>[0], input.phone),
          address: input.address,
          city: input.city,
          zipCode: input.zipCode,
          country: input.country,
          businessSector: orNull(input.businessSector),
          jobFunction: orNull(input.jobFunction),
          vatIntra: orNull(input.vatIntra?.toUpperCase()),
          siren: sirenOf(input.siren ?? ""),
          broadcastType: orNull(input.broadcastType),
          websiteUrl: orNull(input.websiteUrl),
          themes: input.themes,
          practices: input.practices,
          remunerationType: orNull(input.remunerationType),
          minimumStatus: orNull(input.minimumStatus),
          secureTracking: input.secureTracking,
        })
        .returning({ id: users.id, email: users.email, language: users.language });
      if (input.accountType === "af") {
        const b = input.bankDetails;
        await tx.insert(bankDetails).values(
          b.kind === "fr"
            ? {
                userId: u!.id,
                kind: "fr",
                accountOwner: b.accountOwner,
                bankName: b.bankName,
                rib: b.rib.toUpperCase(),
              }
            : {
                userId: u!.id,
                kind: "intl",
                accountOwner: b.accountOwner,
                bankName: b.bankName,
                iban: b.iban.toUpperCase(),
                swift: b.swift.toUpperCase(),
                vatSubject: b.vatSubject,
                vatNumber: b.vatSubject ? orNull(b.vatNumber) : null,
              },
        );
      }
      await tx.insert(auditLog).values({
        actorId: u!.id,
        action: "sign_up",
        targetType: "user",
        targetId: String(u!.id),
        ip,
        details: { law: input.accountType },
      });
      return u!;
    });
  } catch (error) {
    // Two sign-ups with the same address at once: the unique index decides.
    if (isUniqueViolation(error)) return "USER_ALREADY_EXISTS";
    throw error;
  }
  try {
    // The first code counts toward the address's allowance of code e-mails; it is always sent.
    await codeRequestLimited(input.email);
    await sendEmailCode(db, created);
  } catch (error) {
    logger.error({ err: error, userId: created.id }, "sign-up code e-mail failed");
  }
  return "OK";
}
