import { FileDown, FileSignature, Receipt } from "lucide-react";
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

/**
 * Invoices waiting for payment on the advertiser's three platforms, and the credit notes of the last
 * 30 days (each corrects an invoice: its PDF is the client's own document, as the invoice's is).
 */
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
      <CreditNotes d={d} locale={locale} />
    </Panel>
  );
}

async function CreditNotes({ d, locale }: { d: AdvertiserDashboardData; locale: string }) {
  const t = await getTranslations("dashboard.advertiser.invoices");
  const n = d.recentCreditNotes;
  if (n.count === 0) return null;
  return (
    <section data-testid="recent-credit-notes" className="mt-3 border-t border-zinc-200 pt-3 dark:border-zinc-800">
      <h3 className="text-sm font-semibold">{t("creditNotesTitle")}</h3>
      <p className="text-sm">{t("creditNotesTotal", { count: n.count, amount: formatMoney(locale, n.total) })}</p>
      <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {n.items.map((c) => (
          <li key={c.id} data-testid="credit-note-row" className="flex flex-wrap items-center gap-x-3 py-2 text-sm">
            <a
              href={`/api/credit-notes/${c.id}/pdf`}
              aria-label={t("creditNotePdf", { number: c.number })}
              className="flex flex-1 items-center gap-1 font-medium tabular-nums text-blue-700 underline-offset-2 hover:underline dark:text-blue-400"
            >
              <FileDown aria-hidden className="size-4" />
              {c.number}
            </a>
            <span className="tabular-nums">{formatMoney(locale, -c.amount)}</span>
            <span className="w-full text-xs text-zinc-600 dark:text-zinc-400">
              {t("creditNoteOf", { invoice: c.invoiceNumber, date: formatDate(locale, c.issuedAt) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
