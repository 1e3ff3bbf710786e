import { TimestampError } from "@/lib/pdf/pades/timestamp";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { oiDocuments, oiSignatures } from "@/lib/db/schema";
import type { OiStatus } from "@/lib/domain/states";
import { audit, type SecurityAction } from "@/lib/security/audit";
import type { OiSignInput } from "@/lib/validation/oi";
import { platformCertificate } from "./certificate";
import { renderOiPdf, sha256Hex } from "./pdf";
import { findOi, pdfDataOf } from "./read";
import { sealOiPdf } from "./seal";

/**
 * The state machine of an insertion order: the advertiser signs what was sent, an administrator
 * processes what was signed, and an administrator may cancel before processing. processed and
 * cancelled are final. The UI shows only the actions allowed here; the updates re-check the state in
 * their where-clause, so two concurrent actions cannot both succeed.
 */
export const OI_TRANSITIONS: Record<OiStatus, readonly OiStatus[]> = {
  to_sign: ["signed", "cancelled"],
  signed: ["processed", "cancelled"],
  processed: [],
  cancelled: [],
};

export const canTransition = (from: OiStatus, to: OiStatus) => OI_TRANSITIONS[from].includes(to);
const fromStates = (to: OiStatus) =>
  (Object.keys(OI_TRANSITIONS) as OiStatus[]).filter((from) => OI_TRANSITIONS[from].includes(to));

export type TransitionResult = "OK" | "NOT_FOUND" | "INVALID_STATE";
export type SignResult = TransitionResult | "DOCUMENT_CHANGED" | "BAD_SIGNATURE" | "TIMESTAMP_UNAVAILABLE";

interface Actor {
  id: number;
  ip: string | null;
}

async function moveTo(
  db: Db,
  actor: Actor,
  id: number,
  to: "processed" | "cancelled",
  action: SecurityAction,
  set: Partial<typeof oiDocuments.$inferInsert>,
  details: Record<string, unknown> = {},
): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: oiDocuments.status }).from(oiDocuments).where(eq(oiDocuments.id, id));
    if (!before) return "NOT_FOUND";
    const rows = await tx
      .update(oiDocuments)
      .set(set)
      .where(and(eq(oiDocuments.id, id), inArray(oiDocuments.status, fromStates(to))))
      .returning({ id: oiDocuments.id });
    if (!rows.length) return "INVALID_STATE";
    await audit(tx, {
      actorId: actor.id,
      action,
      ip: actor.ip,
      targetType: "oi_document",
      targetId: String(id),
      details: { from: before.status, to, ...details },
    });
    return "OK";
  });
}

/** An administrator processes a signed OI (signed → processed). */
export const processOi = (db: Db, admin: Actor, id: number) =>
  moveTo(db, admin, id, "processed", "oi_processed", {
    status: "processed",
    processedAt: new Date(),
    processedBy: admin.id,
  });

/** An administrator cancels an OI not processed yet (to_sign or signed → cancelled), with its reason. */
export const cancelOi = (db: Db, admin: Actor, id: number, reason: string) =>
  moveTo(
    db,
    admin,
    id,
    "cancelled",
    "oi_cancelled",
    { status: "cancelled", cancelledAt: new Date(), cancelledBy: admin.id, cancelReason: reason },
    { reason },
  );

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The largest signature drawn: signature_pad's canvas at three device pixels per CSS pixel is well
 * inside. The PDF library decodes a PNG in JavaScript on the server's thread: a 47 KB file declaring
 * 6000 × 6000 pixels held it 4 s (issue 27), so the size its header declares is read first.
 */
export const SIGNATURE_MAX = { width: 3000, height: 1500 };

/** The PNG of a data URL from signature_pad, or null when it is not one or declares too many pixels. */
export function pngOfDataUrl(dataUrl: string): Buffer | null {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) return null;
  const png = Buffer.from(m[1]!, "base64");
  if (png.length <= 64 || !png.subarray(0, 8).equals(PNG_MAGIC)) return null;
  // The first chunk is IHDR: its width and height, big-endian, follow its length and type.
  if (png.toString("latin1", 12, 16) !== "IHDR") return null;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  return width > 0 && height > 0 && width <= SIGNATURE_MAX.width && height <= SIGNATURE_MAX.height ? png : null;
}

export interface Signer {
  id: number;
  name: string;
  email: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The advertiser signs its OI: the PDF it read (by hash) must be the current version, the seal is
 * computed (audit page + platform signature), then the OI moves to signed and the sealed PDF is
 * stored in the same transaction, only if the OI is still to_sign (cannot sign twice).
 */
export async function signOi(
  db: Db,
  signer: Signer,
  id: number,
  input: OiSignInput,
  now = new Date(),
): Promise<SignResult> {
  const oi = await findOi(db, id, { userId: signer.id, admin: false });
  if (!oi) return "NOT_FOUND";
  if (!canTransition(oi.status, "signed")) return "INVALID_STATE";
  const unsigned = await renderOiPdf(pdfDataOf(oi));
  const documentSha256 = sha256Hex(unsigned);
  if (documentSha256 !== input.documentSha256) return "DOCUMENT_CHANGED";
  const png = input.method === "drawn" ? pngOfDataUrl(input.signaturePng ?? "") : null;
  if (input.method === "drawn" && !png) return "BAD_SIGNATURE";
  const signedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  let sealed: Buffer;
  try {
    sealed = await sealOiPdf(
      {
        oiId: id,
        title: oi.title,
        unsigned,
        signer: { userId: signer.id, name: signer.name, email: signer.email },
        method: input.method,
        png,
        typedName: input.method === "typed" ? input.typedName : null,
        ip: signer.ip,
        userAgent: signer.userAgent?.slice(0, 300) ?? null,
        signedAt,
      },
      platformCertificate(),
    );
  } catch (err) {
    // The timestamp authority did not answer: nothing is signed, the advertiser may try again.
    if (err instanceof TimestampError) return "TIMESTAMP_UNAVAILABLE";
    return "BAD_SIGNATURE"; // an image pdf-lib cannot read
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(oiDocuments)
      .set({ status: "signed", signedAt })
      .where(
        and(eq(oiDocuments.id, id), eq(oiDocuments.status, "to_sign"), eq(oiDocuments.advertiserUserId, signer.id)),
      )
      .returning({ id: oiDocuments.id });
    if (!rows.length) return "INVALID_STATE";
    await tx.insert(oiSignatures).values({
      oiId: id,
      signerUserId: signer.id,
      signerName: signer.name,
      signerEmail: signer.email,
      method: input.method,
      signaturePng: png,
      ip: signer.ip,
      userAgent: signer.userAgent?.slice(0, 300) ?? null,
      signedAt,
      documentSha256,
      sealedPdf: sealed,
      sealedSha256: sha256Hex(sealed),
    });
    await audit(tx, {
      actorId: signer.id,
      action: "oi_signed",
      ip: signer.ip,
      targetType: "oi_document",
      targetId: String(id),
      details: { from: "to_sign", to: "signed", method: input.method, documentSha256 },
    });
    return "OK";
  });
}
