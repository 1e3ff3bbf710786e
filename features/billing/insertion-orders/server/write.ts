import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilPrograms, oiDocuments, users } from "@/lib/db/schema";
import { audit } from "@/lib/security/audit";
import type { OiTermsInput } from "@/lib/validation/oi";
import { sendOiMail } from "./mail";

/** The advertisers an OI can be drafted for (the /OIlist picker). */
export function oiAdvertisers(db: Db) {
  return db
    .select({
      id: users.id,
      society: users.society,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      clientId: users.idClienMyaffil,
    })
    .from(users)
    .where(and(eq(users.law, "an"), ne(users.status, "disabled")))
    .orderBy(asc(users.society), asc(users.id));
}

/** /add_oi/{id_utilisateur}/{id_annonceur?}: the advertiser and the programs of its MyAffil client. */
export async function oiDraftContext(db: Db, userId: number, clientId: number | null) {
  const [advertiser] = await db
    .select({
      id: users.id,
      society: users.society,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      clientId: users.idClienMyaffil,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.law, "an")));
  if (!advertiser) return null;
  const client = clientId ?? advertiser.clientId;
  const programs =
    client === null
      ? []
      : await db
          .select({
            id: myaffilPrograms.id,
            name: myaffilPrograms.name,
            model: myaffilPrograms.model,
            priceCents: myaffilPrograms.advertiserPriceCents,
            startsOn: myaffilPrograms.startsOn,
            endsOn: myaffilPrograms.endsOn,
          })
          .from(myaffilPrograms)
          .where(and(eq(myaffilPrograms.advertiserClientId, client), ne(myaffilPrograms.state, "supprime")))
          .orderBy(asc(myaffilPrograms.name));
  return { advertiser: { ...advertiser, clientId: client }, programs };
}

/** A program chosen on the form must be one of the advertiser's client's. */
async function programBelongs(db: Db, programId: number | null, clientId: number | null): Promise<boolean> {
  if (programId === null) return true;
  if (clientId === null) return false;
  const [row] = await db
    .select({ id: myaffilPrograms.id })
    .from(myaffilPrograms)
    .where(and(eq(myaffilPrograms.id, programId), eq(myaffilPrograms.advertiserClientId, clientId)));
  return !!row;
}

export type CreateOiResult = { code: "OK"; id: number } | { code: "NOT_FOUND" | "PROGRAM_NOT_FOUND" };

/**
 * An administrator drafts an OI for an advertiser and sends it: it is stored to_sign, audited, and the
 * advertiser gets an e-mail inviting it to read and sign it on /mes-documents-oi.
 */
export async function createOi(
  db: Db,
  admin: { id: number; ip: string | null },
  target: { userId: number; clientId: number | null },
  input: OiTermsInput,
): Promise<CreateOiResult> {
  const ctx = await oiDraftContext(db, target.userId, target.clientId);
  if (!ctx) return { code: "NOT_FOUND" };
  if (!(await programBelongs(db, input.programId, ctx.advertiser.clientId))) return { code: "PROGRAM_NOT_FOUND" };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(oiDocuments)
      .values({
        advertiserUserId: target.userId,
        advertiserClientId: ctx.advertiser.clientId,
        ...input,
        createdBy: admin.id,
        sentAt: sql`now()`,
      })
      .returning({ id: oiDocuments.id });
    await audit(tx, {
      actorId: admin.id,
      action: "oi_sent",
      ip: admin.ip,
      targetType: "oi_document",
      targetId: String(row!.id),
      details: { advertiserUserId: target.userId, ...input, terms: undefined },
    });
    return row!.id;
  });
  await sendOiMail(db, id, "sent");
  return { code: "OK", id };
}

export type UpdateOiResult = "OK" | "NOT_FOUND" | "NOT_EDITABLE" | "PROGRAM_NOT_FOUND";

/**
 * /updateOi: changes the terms of an OI not signed yet (to_sign). The new version gets a new date, so
 * its PDF (and hash) change: an advertiser who opened the old one is asked to read it again.
 */
export async function updateOi(
  db: Db,
  admin: { id: number; ip: string | null },
  id: number,
  input: OiTermsInput,
): Promise<UpdateOiResult> {
  const [current] = await db
    .select({
      status: oiDocuments.status,
      clientId: oiDocuments.advertiserClientId,
      userClientId: users.idClienMyaffil,
    })
    .from(oiDocuments)
    .innerJoin(users, eq(users.id, oiDocuments.advertiserUserId))
    .where(eq(oiDocuments.id, id));
  if (!current) return "NOT_FOUND";
  if (current.status !== "to_sign") return "NOT_EDITABLE";
  if (!(await programBelongs(db, input.programId, current.clientId ?? current.userClientId)))
    return "PROGRAM_NOT_FOUND";
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(oiDocuments)
      // clock_timestamp(): two edits in one transaction still get distinct versions.
      .set({ ...input, updatedAt: sql`clock_timestamp()`, sentAt: sql`clock_timestamp()` })
      .where(and(eq(oiDocuments.id, id), eq(oiDocuments.status, "to_sign")))
      .returning({ id: oiDocuments.id });
    if (!rows.length) return false;
    await audit(tx, {
      actorId: admin.id,
      action: "oi_updated",
      ip: admin.ip,
      targetType: "oi_document",
      targetId: String(id),
      details: { ...input, terms: undefined },
    });
    return true;
  });
  if (!done) return "NOT_EDITABLE";
  await sendOiMail(db, id, "updated");
  return "OK";
}
