import { spacedSiren } from "@/lib/domain/company-ids";
import type { Seller } from "./seller";

/**
 * The mentions every invoice and credit note carries, printed at the foot of the PDF and written into
 * its Factur-X XML as notes qualified by their UNTDID 4451 subject code (BT-21/BT-22), so that the two
 * say the same. The French CIUS requires PMT, PMD and AAB; REG and ABL carry the company's legal
 * form, capital and trade register (art. R123-237 C. com.); AAI the reform's mentions since
 * 1 September 2026 (art. 242 nonies A, annex II CGI): the nature of the operations and, when opted for,
 * VAT on debits. (The buyer's SIREN is BT-47, in the buyer's party; a delivery address concerns goods.)
 */
export interface LegalNote {
  code: "AAB" | "PMD" | "PMT" | "REG" | "ABL" | "AAI";
  text: string;
}

export function legalNotes(s: Seller): LegalNote[] {
  return [
    { code: "AAB", text: "Pas d'escompte pour paiement anticipé." },
    {
      code: "PMD",
      text: "En cas de retard de paiement : pénalités au taux de trois fois le taux d'intérêt légal, exigibles sans rappel.",
    },
    {
      code: "PMT",
      text: "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (art. L441-10 et D441-5 C. com.).",
    },
    { code: "REG", text: `${s.name}, ${s.legalForm} au capital de ${s.capital}.` },
    {
      code: "ABL",
      text: `RCS ${s.rcsCity} ${spacedSiren(s.siren)} — SIREN ${s.siren} — TVA intracommunautaire ${s.vatId}.`,
    },
    {
      code: "AAI",
      text: `Nature des opérations : prestations de services.${s.vatOnDebits ? " Option pour le paiement de la taxe d'après les débits." : ""}`,
    },
  ];
}
