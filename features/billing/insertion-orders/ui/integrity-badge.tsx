"use client";

import { useQuery } from "@apollo/client/react";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/states/kpi-card";
import { OI_INTEGRITY } from "./operations";

type Check =
  | "ok"
  | "no_signature"
  | "byte_range"
  | "malformed"
  | "digest_mismatch"
  | "bad_signature"
  | "unknown_certificate"
  | "stored_hash_mismatch";
const CHECKS: readonly string[] = [
  "ok",
  "no_signature",
  "byte_range",
  "malformed",
  "digest_mismatch",
  "bad_signature",
  "unknown_certificate",
  "stored_hash_mismatch",
];

/**
 * The "document intact" badge: the server checks the sealed PDF's platform signature and its stored
 * hash (features/billing/insertion-orders/server/verify.ts) each time it is shown, never a remembered verdict.
 */
export function IntegrityBadge({ id }: { id: number }) {
  const t = useTranslations("oi.integrity");
  const { data, loading } = useQuery(OI_INTEGRITY, { variables: { id }, fetchPolicy: "network-only" });
  if (loading) return <p className="text-sm text-zinc-500">{t("checking")}</p>;
  const verdict = data?.oiIntegrity;
  if (!verdict) return <Badge tone="neutral">{t("none")}</Badge>;
  const check = (CHECKS.includes(verdict.check) ? verdict.check : "malformed") as Check;
  return (
    <div className="flex flex-col gap-1" data-testid="oi-integrity">
      <Badge tone={verdict.intact ? "success" : "danger"} testId={verdict.intact ? "oi-intact" : "oi-broken"}>
        <span className="inline-flex items-center gap-1">
          {verdict.intact ? (
            <ShieldCheck className="size-3.5" aria-hidden />
          ) : (
            <ShieldAlert className="size-3.5" aria-hidden />
          )}
          {verdict.intact ? t("intact") : t("broken")}
        </span>
      </Badge>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{t(`checks.${check}`)}</p>
    </div>
  );
}
