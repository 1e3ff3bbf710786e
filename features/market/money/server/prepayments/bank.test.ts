import { afterEach, describe, expect, it } from "vitest";
import { seller } from "@/features/billing/invoices/server/pdf/seller";
import { resetEnvCache } from "@/lib/config/env";
import { bankTransferDetails } from "./bank";

describe("where advertisers send their prepayments", () => {
  afterEach(() => {
    delete process.env.SELLER_IBAN;
    resetEnvCache();
  });

  it("is the account the invoices name, printed in groups of four", () => {
    process.env.SELLER_IBAN = "FR76 3000 4000 0312 3456 7890 143";
    resetEnvCache();
    const details = bankTransferDetails();
    expect(details.iban).toBe("FR76 3000 4000 0312 3456 7890 143");
    expect(details.iban.replace(/ /g, "")).toBe(seller().iban);
    expect([details.holder, details.bic]).toEqual([seller().name.toUpperCase(), seller().bic]);
  });
});
