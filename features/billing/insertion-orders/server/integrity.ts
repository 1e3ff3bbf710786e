import type { Db } from "@/lib/db";
import { platformCertificate } from "./certificate";
import { sealedPdfOf } from "./read";
import { verifySealedPdf, type SealVerdict } from "./verify";

/**
 * The "document intact" badge of the admin screen: the stored sealed PDF still carries a valid
 * platform signature over all its bytes, and is the very file stored at signing. Null when the OI has
 * no sealed PDF (not signed).
 */
export async function oiIntegrity(db: Db, oiId: number): Promise<SealVerdict | null> {
  const sealed = await sealedPdfOf(db, oiId);
  if (!sealed) return null;
  return verifySealedPdf(sealed.pdf, {
    certificateFingerprint: platformCertificate().fingerprint,
    storedSha256: sealed.sha256,
  });
}
