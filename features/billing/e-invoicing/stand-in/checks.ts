import { sirenOf } from "@/lib/domain/company-ids";
import { CiiReadError, readCii, type CiiSummary } from "../server/cii-read";

const TYPE_CODES = new Set(["380", "381", "384", "386", "389"]);

export interface DirectoryRules {
  /** SIRENs the directory does not know (every other valid SIREN is registered). */
  unknown: ReadonlySet<string>;
}

/**
 * What a platform checks before it accepts a deposit (the rejection reasons are the platform's,
 * in French as the platforms word them): a Factur-X PDF, a readable CII invoice, the number it
 * was sent under, a known type, and a seller and buyer it can route (SIREN in the directory).
 */
export function depositProblem(
  input: { number: string; pdf: Uint8Array | null; xml: string },
  rules: DirectoryRules,
): { reason: string } | { summary: CiiSummary } {
  if (input.pdf && Buffer.from(input.pdf.subarray(0, 5)).toString("latin1") !== "%PDF-")
    return { reason: "Format : le fichier n'est pas un PDF." };
  let summary: CiiSummary;
  try {
    summary = readCii(input.xml);
  } catch (err) {
    return { reason: `Format : ${err instanceof CiiReadError ? err.message : "XML illisible"}.` };
  }
  if (summary.number !== input.number)
    return { reason: `Format : le numéro ${summary.number} du XML n'est pas celui du dépôt (${input.number}).` };
  if (!TYPE_CODES.has(summary.typeCode))
    return { reason: `Format : type de document ${summary.typeCode} inconnu (BT-3).` };
  if (!summary.seller.siren || !sirenOf(summary.seller.siren))
    return { reason: "Émetteur : SIREN du vendeur absent ou invalide (BT-30)." };
  if (!summary.buyer.siren) return { reason: "Destinataire : SIREN de l'acheteur absent (BT-47)." };
  if (!sirenOf(summary.buyer.siren) || rules.unknown.has(summary.buyer.siren))
    return { reason: `Destinataire : le SIREN ${summary.buyer.siren} est inconnu de l'annuaire.` };
  return { summary };
}
