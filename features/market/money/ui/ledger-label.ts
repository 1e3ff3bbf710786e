"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { LedgerEntry } from "./operations";

/** What a ledger movement is, in words: its reason, else what it refers to. */
export function useLedgerLabel() {
  const t = useTranslations("marketMoney.ledgerLabel");
  return useCallback(
    (r: LedgerEntry): string => {
      if (r.kind === "prepayment")
        return r.prepaymentReference
          ? t("prepaymentRef", { reference: r.prepaymentReference })
          : (r.reason ?? t("prepayment"));
      if (r.kind === "refund") return r.reason ?? t("refund", { id: r.invalidationId ?? 0 });
      if (r.kind === "sale") return r.reason ?? (r.saleId ? t("sale", { id: r.saleId }) : t("saleStock"));
      if (r.kind === "adjustment")
        return r.createdByName ? t("adjustmentBy", { reason: r.reason ?? "", who: r.createdByName }) : (r.reason ?? "");
      return r.reason ?? t("promo");
    },
    [t],
  );
}
