"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDateTime, formatMoney } from "@/components/data/format";
import type { FraudCaseRow } from "./operations";

type DeliveryState = "pending" | "accepted" | "refused" | "error" | "timeout";
type Match = "ip" | "device" | "email" | "phone";

/** What a case's decision rests on: where the lead was sold and at what price, and the leads that made its rules fire. */
export function CaseDetails({ row }: { row: FraudCaseRow }) {
  const t = useTranslations("mongustaveFraud");
  const locale = useLocale();
  return (
    <div className="grid gap-4 p-3 md:grid-cols-2" data-testid={`fraud-details-${row.id}`}>
      <section>
        <h3 className="mb-2 text-sm font-semibold">{t("deliveriesTitle")}</h3>
        {row.deliveries.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("noDeliveries")}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {row.deliveries.map((d) => (
              <li key={d.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  <span className="font-medium">{d.clientName}</span>
                  <span className="text-zinc-600 dark:text-zinc-400"> — {d.webServiceName}</span>
                </span>
                <span className="tabular-nums">
                  {t(`deliveryStates.${d.state as DeliveryState}`)} · {formatMoney(locale, d.priceCents)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className="mb-2 text-sm font-semibold">{t("relatedTitle")}</h3>
        {row.related.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("noRelated")}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {row.related.map((r) => (
              <li key={r.id} className="rounded-md border border-zinc-200 p-2 dark:border-zinc-800">
                <div className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium">
                    #{r.id} {r.firstname} {r.lastname}
                  </span>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    {formatDateTime(locale, r.createdAt)}
                  </span>
                </div>
                <div className="text-xs text-zinc-600 dark:text-zinc-400">
                  {t(`matches.${r.match as Match}`)} · {r.email} · {r.phone} · {r.ip ?? t("noIp")} ·{" "}
                  {t(`states.${r.fraudState}`)}
                </div>
                {r.clients && (
                  <div className="text-xs text-zinc-600 dark:text-zinc-400">
                    {t("relatedClients", { clients: r.clients })}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {row.reviewNote && (
        <p className="text-sm md:col-span-2">
          <span className="font-medium">{t("dialog.note")} : </span>
          {row.reviewNote}
        </p>
      )}
    </div>
  );
}
