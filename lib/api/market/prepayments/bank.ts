/**
 * Where advertisers send their bank transfers. Overridable by environment so that production
 * shows the real account; the defaults are the demo company's.
 */
export interface BankTransferDetails {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

export function bankTransferDetails(env: NodeJS.ProcessEnv = process.env): BankTransferDetails {
  return {
    holder: env.MARKET_BANK_HOLDER ?? "WEEDO SAS",
    iban: env.MARKET_BANK_IBAN ?? "FR76 3000 4000 0312 3456 7890 143",
    bic: env.MARKET_BANK_BIC ?? "BNPAFRPPXXX",
    bank: env.MARKET_BANK_NAME ?? "BNP Paribas",
  };
}
