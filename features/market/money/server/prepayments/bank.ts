import { seller } from "@/features/billing/invoices/server/pdf/seller";

/**
 * Where advertisers send their bank transfers: the seller's own account, the one its invoices name
 * (SELLER_IBAN, SELLER_BIC, SELLER_BANK_NAME), so that a prepayment and its invoice agree.
 */
export interface BankTransferDetails {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

export function bankTransferDetails(): BankTransferDetails {
  const s = seller();
  // Printed in groups of four, as a bank statement shows it and a person copies it.
  return { holder: s.name.toUpperCase(), iban: s.iban.replace(/(.{4})(?=.)/g, "$1 "), bic: s.bic, bank: s.bankName };
}
