"use client";

import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney, formatNumber } from "@/components/data/format";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { criteriaFromDraft } from "@/features/market/filters/ui/criteria-editor";
import type { MarketOrder, ORDER_QUOTE, ORDER_WIZARD } from "../operations";
import { useCriteriaText, useScheduleText } from "../order-bits";
import { toInt, type Draft, type SetDraftField } from "./draft";
import type { ResultOf } from "@/lib/graphql/market";

type Category = ResultOf<typeof ORDER_WIZARD>["marketOrderWizard"]["categories"][number];
type Quote = NonNullable<ResultOf<typeof ORDER_QUOTE>["marketOrderQuote"]>;

/**
 * The order as it stands, its price (with a promo code once checked) and what it draws on the
 * balance. Editing keeps the order's promo code and, once leads were delivered, its unit price.
 */
export function SummaryStep({
  category,
  draft,
  set,
  errors,
  order,
  quote: q,
  quoteLoading,
  onCheckPromo,
}: {
  category: Category;
  draft: Draft & { saleType: NonNullable<Draft["saleType"]> };
  set: SetDraftField;
  errors: Record<string, string>;
  /** The order being edited, if any. */
  order: MarketOrder | null;
  quote: Quote | undefined;
  quoteLoading: boolean;
  onCheckPromo: (code: string | null) => void;
}) {
  const t = useTranslations("marketOrders.wizard");
  const tt = useTranslations("marketOrders.saleTypes");
  const tdl = useTranslations("marketOrders.delivery");
  const tp = useTranslations("marketOrders.promo");
  const td = useTranslations("data");
  const locale = useLocale();
  const scheduleText = useScheduleText();
  const criteriaText = useCriteriaText();
  const editing = !!order;
  const retypeLocked = !!order && order.delivered > 0;
  const volume = toInt(draft.totalVolume);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardBody>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-zinc-600 dark:text-zinc-400">{t("steps.category")}</dt>
            <dd className="font-medium">{category.name}</dd>
            <dt className="text-zinc-600 dark:text-zinc-400">{t("steps.saleType")}</dt>
            <dd>{tt(draft.saleType)}</dd>
            <dt className="text-zinc-600 dark:text-zinc-400">{t("steps.filters")}</dt>
            <dd>
              {criteriaText({
                ...criteriaFromDraft(draft.criteria),
                fields: criteriaFromDraft(draft.criteria).fields,
              })}
            </dd>
            <dt className="text-zinc-600 dark:text-zinc-400">{t("totalVolume")}</dt>
            <dd>
              {formatNumber(locale, volume)}
              {draft.dailyCap.trim() ? ` · ${t("capPerDay", { cap: draft.dailyCap })}` : ""}
            </dd>
            <dt className="text-zinc-600 dark:text-zinc-400">{t("schedule")}</dt>
            <dd>{scheduleText(draft)}</dd>
            <dt className="text-zinc-600 dark:text-zinc-400">{t("steps.delivery")}</dt>
            <dd>{draft.delivery ? tdl(draft.delivery) : "—"}</dd>
          </dl>
        </CardBody>
      </Card>
      <Card>
        <CardBody className="flex flex-col gap-4">
          {!editing ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor="promoCode">{t("promoCode")}</Label>
              <div className="flex gap-2">
                <Input
                  id="promoCode"
                  value={draft.promoCode}
                  autoComplete="off"
                  onChange={(e) => set("promoCode", e.target.value.toUpperCase())}
                  aria-describedby="promo-status"
                  className="uppercase"
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => onCheckPromo(draft.promoCode.trim() || null)}
                  disabled={quoteLoading}
                >
                  {t("checkPromo")}
                </Button>
              </div>
              <p id="promo-status" role="status" className="text-xs">
                {q?.promoRefusal ? (
                  <span className="text-red-700 dark:text-red-400">{tp(q.promoRefusal as never)}</span>
                ) : q?.promoKind === "percent" ? (
                  <span className="text-emerald-700 dark:text-emerald-400">
                    {tp("percentApplied", { value: q.promoValue ?? 0 })}
                  </span>
                ) : q?.promoKind === "amount" ? (
                  <span className="text-emerald-700 dark:text-emerald-400">
                    {tp("amountApplied", { amount: formatMoney(locale, q.promoValue ?? 0) })}
                  </span>
                ) : null}
              </p>
              <FieldError id="err-promoCode" message={errors.promoCode} />
            </div>
          ) : (
            order?.promoCode && <p className="text-sm">{tp("kept", { code: order.promoCode })}</p>
          )}
          {q ? (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="order-summary">
              <dt>{t("unitPrice")}</dt>
              <dd className="text-right font-medium">
                {q.unitPriceCents !== q.basePriceCents && (
                  <s className="mr-2 text-zinc-500">{formatMoney(locale, q.basePriceCents)}</s>
                )}
                {formatMoney(
                  locale,
                  editing && order ? (retypeLocked ? order.unitPriceCents : q.unitPriceCents) : q.unitPriceCents,
                )}
              </dd>
              <dt>{t("total", { count: volume })}</dt>
              <dd className="text-right font-semibold">{formatMoney(locale, q.totalCents)}</dd>
              {q.promoCreditCents > 0 && (
                <>
                  <dt>{t("promoCredit")}</dt>
                  <dd className="text-right text-emerald-700 dark:text-emerald-400">
                    +{formatMoney(locale, q.promoCreditCents)}
                  </dd>
                </>
              )}
              <dt>{t("balance")}</dt>
              <dd className="text-right">{formatMoney(locale, q.balanceCents)}</dd>
              <dt>{t("draws")}</dt>
              <dd className="text-right">
                {formatMoney(locale, Math.min(q.totalCents, Math.max(0, q.balanceCents + q.promoCreditCents)))}
              </dd>
            </dl>
          ) : (
            <p role="status" className="text-sm">
              {td("loading")}
            </p>
          )}
          {q?.balanceShort ? (
            <p
              role="alert"
              className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200"
            >
              <AlertTriangle className="size-4 shrink-0" aria-hidden />
              {t("balanceShort", {
                leads:
                  q.unitPriceCents > 0
                    ? Math.floor(Math.max(0, q.balanceCents + q.promoCreditCents) / q.unitPriceCents)
                    : volume,
              })}
            </p>
          ) : q ? (
            <p className="flex gap-2 text-sm text-emerald-800 dark:text-emerald-300">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden /> {t("balanceOk")}
            </p>
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}
