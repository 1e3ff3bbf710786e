import { FileSignature, Receipt } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatDate, formatMoney } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Panel } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import type { AdvertiserDashboardData } from "./queries";

/** Insertion orders waiting for the advertiser's signature, oldest first. */
export async function DocumentsPanel({ d, locale }: { d: AdvertiserDashboardData; locale: string }) {
  const t = await getTranslations("dashboard.advertiser.documents");
  return (
    <Panel title={t("title")} action={{ href: "/mes-documents-oi", label: t("all") }} testId="panel-documents">
      {d.documentsToSign.length === 0 ? (
        <EmptyState compact icon={FileSignature} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {d.documentsToSign.map((doc) => (
            <li key={doc.id} data-testid="document-row" className="flex flex-col py-2 text-sm">
              <span className="font-medium">{doc.title}</span>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                {t("sentOn", { date: formatDate(locale, doc.createdAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Invoices waiting for payment on the advertiser's three platforms. */
export async function InvoicesPanel({ d, locale }: { d: AdvertiserDashboardData; locale: string }) {
  const t = await getTranslations("dashboard");
  const w = d.invoicesWaiting;
  return (
    <Panel
      title={t("advertiser.invoices.title")}
      action={{ href: "/FactureAnnonceur", label: t("advertiser.invoices.all") }}
      testId="panel-invoices"
    >
      {w.count === 0 ? (
        <EmptyState
          compact
          icon={Receipt}
          title={t("advertiser.invoices.emptyTitle")}
          text={t("advertiser.invoices.emptyText")}
        />
      ) : (
        <>
          <p className="text-sm">
            {t("advertiser.invoices.total", { count: w.count, amount: formatMoney(locale, w.total) })}
          </p>
          <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
            {w.items.map((i) => (
              <li key={i.id} data-testid="invoice-row" className="flex flex-wrap items-center gap-x-3 py-2 text-sm">
                <span className="flex-1 font-medium tabular-nums">{i.number}</span>
                <Badge>{t(`platforms.${i.platform}`)}</Badge>
                <span className="tabular-nums">{formatMoney(locale, i.amount)}</span>
                <span className="w-full text-xs text-zinc-600 dark:text-zinc-400">
                  {t("advertiser.invoices.issuedOn", { date: formatDate(locale, i.issuedAt) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
