import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { CallsTable } from "@/features/billing/invoice-calls/ui/calls-table";
import { PUBLISHER_INVOICE_CALLS } from "@/features/billing/invoice-calls/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states/states";
import { query, requestCaller } from "@/lib/apollo/server";
import { INVOICE_CALL_STATUSES, type InvoiceCallStatus } from "@/lib/domain/states";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { searchParam } from "@/components/data/search-params";

export const generateMetadata = routeMetadata("/AppelFactureEditeur/{id_utilisateur}/{id_editeur}");

type Props = {
  params: Promise<{ id_utilisateur: string; id_editeur: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const id = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** One publisher's invoice calls for an administrator: its current bank details and the decisions. */
async function PublisherInvoiceCallsPage({ params, searchParams }: Props) {
  const t = await getTranslations("invoiceCalls");
  const p = await params;
  const userId = id(p.id_utilisateur);
  const clientId = id(p.id_editeur);
  if (userId == null || clientId == null) notFound();
  const sp = await searchParams;
  const one = (k: string) => searchParam(sp, k);
  const status = (INVOICE_CALL_STATUSES as readonly string[]).includes(one("status"))
    ? (one("status") as InvoiceCallStatus)
    : "";
  const caller = await requestCaller();
  const { data } = await query({
    query: PUBLISHER_INVOICE_CALLS,
    variables: { userId, clientId },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const summary = data?.publisherSummary;
  if (data && !summary) notFound();
  const bank = summary?.bank;
  const bankLabel = bank ? `${bank.account_owner} · ${bank.bank_name} · ${bank.rib ?? bank.iban}` : null;
  const path = `/AppelFactureEditeur/${userId}/${clientId}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("adminTitle", { name: summary?.name ?? `#${userId}` })}
        description={t("adminDescription")}
      />
      {summary && (
        <Card>
          <CardHeader title={t("bank.title")} />
          <CardBody>
            {bank ? (
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-testid="publisher-bank">
                <dt className="text-zinc-600 dark:text-zinc-400">{t("bank.owner")}</dt>
                <dd>{bank.account_owner}</dd>
                <dt className="text-zinc-600 dark:text-zinc-400">{t("bank.bank")}</dt>
                <dd>{bank.bank_name}</dd>
                {bank.rib && (
                  <>
                    <dt className="text-zinc-600 dark:text-zinc-400">{t("bank.rib")}</dt>
                    <dd className="font-mono">{bank.rib}</dd>
                  </>
                )}
                {bank.iban && (
                  <>
                    <dt className="text-zinc-600 dark:text-zinc-400">{t("bank.iban")}</dt>
                    <dd className="font-mono">{bank.iban}</dd>
                    <dt className="text-zinc-600 dark:text-zinc-400">{t("bank.swift")}</dt>
                    <dd className="font-mono">{bank.swift}</dd>
                  </>
                )}
                {bank.vat_number && (
                  <>
                    <dt className="text-zinc-600 dark:text-zinc-400">{t("bank.vat")}</dt>
                    <dd className="font-mono">{bank.vat_number}</dd>
                  </>
                )}
              </dl>
            ) : (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("bank.none")}</p>
            )}
          </CardBody>
        </Card>
      )}
      <Card>
        <CardBody className="flex flex-col gap-3">
          {caller?.law !== "ad" && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("readOnly")}</p>}
          {data?.publisherInvoiceCalls ? (
            <CallsTable
              calls={data.publisherInvoiceCalls}
              mode="admin"
              path={path}
              status={status}
              page={Math.max(1, Number.parseInt(one("page"), 10) || 1)}
              canDecide={caller?.law === "ad"}
              bankLabel={bankLabel}
            />
          ) : (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default withClientMessages(
  "(admin)/AppelFactureEditeur/[id_utilisateur]/[id_editeur]",
  PublisherInvoiceCallsPage,
);
