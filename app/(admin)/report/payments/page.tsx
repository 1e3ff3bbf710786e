import { Download, Wallet } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { formatDateTime, formatMoney, formatMonth } from "@/components/data/format";
import { PUBLISHER_PAYMENTS } from "@/features/billing/reports/ui/operations";
import { muted, ReportTable, Td, Th } from "@/features/billing/reports/ui/table";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query, requestCaller } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { MONTH_PLATFORMS, PUBLISHER_PAYMENT_STATUSES } from "@/lib/domain/states";
import { readSearch } from "@/components/data/search-params";
import { InboxSection } from "@/features/billing/incoming-invoices/ui/inbox-section";

export const generateMetadata = routeMetadata("/report/payments");

const KEYS = ["platform", "status", "from", "to", "search"] as const;

/**
 * /report/payments: publisher payments (opened when an invoice call is accepted, then paid), filters,
 * CSV; under them, the publishers' invoices received through the approved platform.
 */
async function PaymentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("reports");
  const locale = await getLocale();
  const raw = await searchParams;
  const { values, page, params } = readSearch(raw, KEYS);
  const caller = await requestCaller();
  const filter = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v || null]));
  const { data, error } = await query({
    query: PUBLISHER_PAYMENTS,
    variables: { filter, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const list = data?.publisherPayments;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("payments.title")}
        description={t("payments.description")}
        actions={
          list && list.total > 0 ? (
            <a href={`/api/reports/payments/csv?${params({})}`} className="btn btn-outline" download>
              <Download className="size-4" aria-hidden />
              {t("download.csv")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <form
            method="get"
            action="/report/payments"
            aria-label={t("filters.legend")}
            className="flex flex-wrap items-end gap-3"
          >
            <div className="flex w-full flex-col gap-1 sm:w-40">
              <Label htmlFor="pay-platform">{t("columns.platform")}</Label>
              <Select id="pay-platform" name="platform" defaultValue={values.platform}>
                <option value="">{t("filters.any")}</option>
                {MONTH_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {t(`platforms.${p}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex w-full flex-col gap-1 sm:w-40">
              <Label htmlFor="pay-status">{t("columns.status")}</Label>
              <Select id="pay-status" name="status" defaultValue={values.status}>
                <option value="">{t("filters.any")}</option>
                {PUBLISHER_PAYMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`paymentStates.${s}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex w-full flex-col gap-1 sm:w-40">
              <Label htmlFor="pay-from">{t("filters.from")}</Label>
              <Input id="pay-from" name="from" type="date" defaultValue={values.from} />
            </div>
            <div className="flex w-full flex-col gap-1 sm:w-40">
              <Label htmlFor="pay-to">{t("filters.to")}</Label>
              <Input id="pay-to" name="to" type="date" defaultValue={values.to} />
            </div>
            <div className="flex w-full flex-col gap-1 sm:w-56">
              <Label htmlFor="pay-search">{t("filters.publisher")}</Label>
              <Input id="pay-search" name="search" type="search" defaultValue={values.search} maxLength={100} />
            </div>
            <button type="submit" className="btn btn-outline">
              {t("filters.apply")}
            </button>
          </form>
          {error && !list ? (
            <ErrorState title={t("error.title")} text={t("filters.invalid")} />
          ) : !list ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : list.total === 0 ? (
            <EmptyState
              icon={Wallet}
              title={t("payments.empty.title")}
              text={t("payments.empty.text")}
              testId="payments-empty"
            />
          ) : (
            <>
              <p className={muted} aria-live="polite">
                {t("payments.summary", {
                  total: list.total,
                  waiting: formatMoney(locale, list.waiting_cents),
                  paid: formatMoney(locale, list.paid_cents),
                })}
              </p>
              <ReportTable testId="publisher-payments" minWidth={820}>
                <thead>
                  <tr>
                    <Th>{t("columns.publisher")}</Th>
                    <Th>{t("columns.platform")}</Th>
                    <Th>{t("columns.month")}</Th>
                    <Th num>{t("columns.amountHt")}</Th>
                    <Th>{t("columns.status")}</Th>
                    <Th>{t("columns.requestedAt")}</Th>
                    <Th>{t("columns.paidAt")}</Th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((p) => (
                    <tr key={p.id} className="dt-row" data-testid={`payment-${p.id}`}>
                      <Td>
                        {p.publisher_name || t("unknownClient")}
                        <span className={`block ${muted}`}>#{p.publisher_client_id}</span>
                      </Td>
                      <Td>{t(`platforms.${p.platform}`)}</Td>
                      <Td className="whitespace-nowrap">{p.month ? formatMonth(locale, p.month, "long") : "—"}</Td>
                      <Td num>{formatMoney(locale, p.amount_cents)}</Td>
                      <Td>{t(`paymentStates.${p.status === "paid" ? "paid" : "waiting"}`)}</Td>
                      <Td className="whitespace-nowrap">{formatDateTime(locale, p.requested_at)}</Td>
                      <Td className="whitespace-nowrap">{p.paid_at ? formatDateTime(locale, p.paid_at) : "—"}</Td>
                    </tr>
                  ))}
                </tbody>
              </ReportTable>
              <PageLinks
                page={list.page}
                pageCount={Math.max(1, Math.ceil(list.total / 10))}
                href={(p) => `/report/payments?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("payments.pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
      <InboxSection path="/report/payments" searchParams={raw} canRefile={caller?.law === "ad"} />
    </div>
  );
}

export default withClientMessages("(admin)/report/payments", PaymentsPage);
