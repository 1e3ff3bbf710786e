import { and, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilPrograms, oiDocuments, oiSignatures, users } from "@/lib/db/schema";
import type { OiPdfData } from "./pdf";

/** Who reads: an administrator reads every OI; an advertiser only its own (in the where-clause). */
export interface OiViewer {
  userId: number;
  admin: boolean;
}

const columns = {
  id: oiDocuments.id,
  title: oiDocuments.title,
  status: oiDocuments.status,
  advertiserUserId: oiDocuments.advertiserUserId,
  advertiserClientId: oiDocuments.advertiserClientId,
  society: users.society,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  address: users.address,
  zipCode: users.zipCode,
  city: users.city,
  userClientId: users.idClienMyaffil,
  programId: oiDocuments.programId,
  programName: myaffilPrograms.name,
  model: oiDocuments.model,
  priceCents: oiDocuments.priceCents,
  volume: oiDocuments.volume,
  startsOn: oiDocuments.startsOn,
  endsOn: oiDocuments.endsOn,
  terms: oiDocuments.terms,
  createdAt: oiDocuments.createdAt,
  updatedAt: oiDocuments.updatedAt,
  sentAt: oiDocuments.sentAt,
  signedAt: oiDocuments.signedAt,
  processedAt: oiDocuments.processedAt,
  cancelledAt: oiDocuments.cancelledAt,
  cancelReason: oiDocuments.cancelReason,
  signerName: oiSignatures.signerName,
  signatureMethod: oiSignatures.method,
  signatureIp: oiSignatures.ip,
  documentSha256: oiSignatures.documentSha256,
};

/** Reads run on the database or inside a transaction (the seed). */
type Reader = Pick<Db, "select">;

function select(db: Reader, where: SQL | undefined) {
  return db
    .select(columns)
    .from(oiDocuments)
    .innerJoin(users, eq(users.id, oiDocuments.advertiserUserId))
    .leftJoin(myaffilPrograms, eq(myaffilPrograms.id, oiDocuments.programId))
    .leftJoin(oiSignatures, eq(oiSignatures.oiId, oiDocuments.id))
    .where(where)
    .orderBy(desc(oiDocuments.createdAt), desc(oiDocuments.id));
}

export type OiRow = Awaited<ReturnType<typeof select>>[number];

const ownedBy = (viewer: OiViewer) => (viewer.admin ? undefined : eq(oiDocuments.advertiserUserId, viewer.userId));

/**
 * /OIlist and /OIlist/{id_annonceur}: every OI, or one advertiser's (its MyAffil client id as the OI
 * recorded it, or, for older rows that recorded none, its account's).
 */
export function listOis(db: Db, advertiserClientId: number | null) {
  if (advertiserClientId === null) return select(db, undefined);
  return select(
    db,
    or(
      eq(oiDocuments.advertiserClientId, advertiserClientId),
      and(isNull(oiDocuments.advertiserClientId), eq(users.idClienMyaffil, advertiserClientId)),
    ),
  );
}

/** /mes-documents-oi: the advertiser's own OIs. */
export const myOis = (db: Db, userId: number) => select(db, eq(oiDocuments.advertiserUserId, userId));

/** One OI, if the viewer may read it (a stranger's reads as not found). */
export async function findOi(db: Reader, id: number, viewer: OiViewer): Promise<OiRow | null> {
  const own = ownedBy(viewer);
  const [row] = await select(db, own ? and(eq(oiDocuments.id, id), own) : eq(oiDocuments.id, id)).limit(1);
  return row ?? null;
}

/** The PDF's content of an OI row. */
export function pdfDataOf(row: OiRow): OiPdfData {
  const place = [row.zipCode, row.city].filter(Boolean).join(" ");
  return {
    id: row.id,
    title: row.title,
    advertiser: {
      society: row.society,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      address: [row.address, place].filter(Boolean).join(", "),
    },
    programName: row.programName,
    model: row.model,
    priceCents: row.priceCents,
    volume: row.volume,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    terms: row.terms,
    updatedAt: row.updatedAt,
  };
}

/** The sealed PDF of a signed OI, with the hash stored at signing. */
export async function sealedPdfOf(db: Db, oiId: number) {
  const [row] = await db
    .select({ pdf: oiSignatures.sealedPdf, sha256: oiSignatures.sealedSha256 })
    .from(oiSignatures)
    .where(eq(oiSignatures.oiId, oiId));
  return row ?? null;
}
