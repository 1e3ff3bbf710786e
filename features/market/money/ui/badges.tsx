"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/states/kpi-card";
import type { InvalidationOutcome, LedgerKind, PrepaymentStatus } from "./operations";

const STATUS_TONE = { waiting: "warning", validated: "success", refused: "danger" } as const;
const OUTCOME_TONE = { being_processed: "info", valid: "neutral", accepted: "success", refused: "danger" } as const;
const KIND_TONE = {
  prepayment: "success",
  sale: "neutral",
  refund: "info",
  promo: "success",
  adjustment: "warning",
} as const;

export function PrepaymentStatusBadge({ status, method }: { status: PrepaymentStatus; method?: "transfer" | "card" }) {
  const t = useTranslations("marketMoney.status");
  return (
    <Badge tone={STATUS_TONE[status]}>
      {status === "waiting" && method === "card" ? t("cardToConfirm") : t(status)}
    </Badge>
  );
}

export function OutcomeBadge({ outcome }: { outcome: InvalidationOutcome | null }) {
  const t = useTranslations("marketMoney.outcome");
  if (!outcome) return <span className="text-xs text-zinc-500">{t("none")}</span>;
  return <Badge tone={OUTCOME_TONE[outcome]}>{t(outcome)}</Badge>;
}

export function KindBadge({ kind }: { kind: LedgerKind }) {
  const t = useTranslations("marketMoney.kind");
  return <Badge tone={KIND_TONE[kind]}>{t(kind)}</Badge>;
}
