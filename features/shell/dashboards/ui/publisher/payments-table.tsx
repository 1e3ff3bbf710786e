import { getTranslations } from "next-intl/server";
import { formatDate, formatMoney } from "@/components/data/format";
import type { PlatformPayments } from "./queries";

/** Paid and waiting payments per platform. */
export async function PaymentsTable({ payments, locale }: { payments: PlatformPayments[]; locale: string }) {
  const t = await getTranslations("dashboard");
  return (
    <dl className="flex flex-col gap-4">
      {payments.map((p) => (
        <div
          key={p.platform}
          data-testid={`payments-${p.platform}`}
          data-waiting={p.waitingTotal}
          data-paid={p.paidTotal}
          className="flex flex-col gap-1"
        >
          <dt className="text-sm font-medium">{t(`platforms.${p.platform}`)}</dt>
          <dd className="grid grid-cols-2 gap-2 text-sm">
            <span>
              <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                {t("publisher.payments.waiting", { count: p.waitingCount })}
              </span>
              <span className="font-semibold tabular-nums">{formatMoney(locale, p.waitingTotal)}</span>
            </span>
            <span>
              <span className="block text-xs text-zinc-600 dark:text-zinc-400">{t("publisher.payments.paid")}</span>
              <span className="font-semibold tabular-nums">{formatMoney(locale, p.paidTotal)}</span>
            </span>
            <span className="col-span-2 text-xs text-zinc-600 dark:text-zinc-400">
              {p.lastPaidAt
                ? t("publisher.payments.lastPaid", { date: formatDate(locale, p.lastPaidAt) })
                : t("publisher.payments.neverPaid")}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
