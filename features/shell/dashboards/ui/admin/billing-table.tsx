import { getTranslations } from "next-intl/server";
import { formatMoney, formatNumber } from "@/components/data/format";
import type { PlatformBilling } from "./queries";

/** Money still to collect from advertisers and to pay to publishers, per platform. */
export async function BillingTable({
  billing,
  locale,
  only,
}: {
  billing: PlatformBilling[];
  locale: string;
  only?: PlatformBilling["platform"];
}) {
  const t = await getTranslations("dashboard");
  const rows = only ? billing.filter((b) => b.platform === only) : billing;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-sm">
        <thead>
          <tr className="border-b border-zinc-200 text-left text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("admin.billing.platform")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("admin.billing.toCollect")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t("admin.billing.toPay")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr
              key={b.platform}
              data-testid={`billing-${b.platform}`}
              className="border-b border-zinc-100 last:border-0 dark:border-zinc-800/60"
            >
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {t(`platforms.${b.platform}`)}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums" data-value={b.invoicesWaitingAmount}>
                {formatMoney(locale, b.invoicesWaitingAmount)}
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                  {t("admin.billing.invoices", {
                    count: b.invoicesWaiting,
                    n: formatNumber(locale, b.invoicesWaiting),
                  })}
                </span>
              </td>
              <td className="py-2 text-right tabular-nums" data-value={b.paymentsWaitingAmount}>
                {b.platform === "market" ? "—" : formatMoney(locale, b.paymentsWaitingAmount)}
                {b.platform !== "market" && (
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                    {t("admin.billing.payments", {
                      count: b.paymentsWaiting,
                      n: formatNumber(locale, b.paymentsWaiting),
                    })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
