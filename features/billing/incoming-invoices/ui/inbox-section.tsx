import { Inbox } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime, formatMoney } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { HiddenParams } from "@/components/data/hidden-params";
import { paramsExcept, queryString, searchParam, type SearchParams } from "@/components/data/search-params";
import { muted, ReportTable, Td, Th } from "@/features/billing/reports/ui/table";
import { Card, CardBody } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { INBOX_REASONS, INBOX_STATUSES, type InboxStatus } from "../formats";
import { INCOMING_EINVOICES } from "./operations";
import { RefileButton } from "./refile-button";

const TONE: Record<InboxStatus, string> = {
  matched: "badge badge-success",
  unmatched: "badge badge-warning",
  unreadable: "badge badge-danger",
};

/** A stored reason in the reader's language (INBOX_REASONS); a reader's own message as it came. */
function reasonText(t: Awaited<ReturnType<typeof getTranslations<"incomingInvoices">>>, reason: string) {
  for (const [key, text] of Object.entries(INBOX_REASONS) as [keyof typeof INBOX_REASONS, string][])
    if (reason.startsWith(text)) return t(`reasons.${key}`, { siren: reason.slice(text.length) });
  return t("reasons.unreadable", { detail: reason });
}

/**
 * The invoices suppliers sent us through the approved platform, on /report/payments: how each was
 * filed against a publisher's invoice call, why one was not, and (for an ad) filing it again once
 * the cause is fixed. Its own parameters (inbox, inboxpage) live beside the payments list's.
 */
export async function InboxSection({
  path,
  searchParams,
  canRefile,
}: {
  path: string;
  searchParams: SearchParams;
  canRefile: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations("incomingInvoices"), getLocale()]);
  const raw = searchParam(searchParams, "inbox");
  const status = (INBOX_STATUSES as readonly string[]).includes(raw) ? (raw as InboxStatus) : null;
  const page = Math.max(1, Number.parseInt(searchParam(searchParams, "inboxpage"), 10) || 1);
  const { data } = await query({
    query: INCOMING_EINVOICES,
    variables: { status, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const list = data?.incomingEinvoices;
  const others = paramsExcept(searchParams, ["inbox", "inboxpage"]);
  const hrefOf = (p: number) =>
    `${path}?${queryString(others, { inbox: status ?? "", inboxpage: p > 1 ? String(p) : "" })}#inbox`;
  return (
    <Card>
      <CardBody className="flex flex-col gap-3" data-testid="incoming-einvoices">
        <div id="inbox">
          <h2 className="text-base font-semibold">{t("heading")}</h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("intro")}</p>
        </div>
        <form method="get" action={`${path}#inbox`} className="flex flex-wrap items-end gap-3">
          <HiddenParams values={others} />
          <div className="flex w-full flex-col gap-1 sm:w-56">
            <Label htmlFor="inbox-status">{t("status")}</Label>
            <Select id="inbox-status" name="inbox" defaultValue={status ?? ""}>
              <option value="">{t("any")}</option>
              {INBOX_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Select>
          </div>
          <button type="submit" className="btn btn-outline">
            {t("apply")}
          </button>
        </form>
        {!list ? (
          <ErrorState title={t("error.title")} text={t("error.text")} />
        ) : list.total === 0 ? (
          <EmptyState icon={Inbox} title={t("empty.title")} text={t("empty.text")} testId="incoming-empty" />
        ) : (
          <>
            <ReportTable testId="incoming-table" minWidth={760}>
              <thead>
                <tr>
                  <Th>{t("columns.received")}</Th>
                  <Th>{t("columns.invoice")}</Th>
                  <Th>{t("columns.siren")}</Th>
                  <Th num>{t("columns.ht")}</Th>
                  <Th>{t("columns.status")}</Th>
                  <Th>
                    <span className="sr-only">{t("columns.actions")}</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((r) => (
                  <tr key={r.id} className="dt-row" data-testid={`incoming-${r.id}`}>
                    <Td className="whitespace-nowrap">{formatDateTime(locale, r.received_at)}</Td>
                    <Td>
                      {r.number ?? "—"}
                      <span className={`block ${muted}`}>
                        {r.filename}
                        {r.format ? ` · ${t(`formats.${r.format}`)}` : ""}
                      </span>
                    </Td>
                    <Td className="tabular-nums">{r.seller_siren ?? "—"}</Td>
                    <Td num>{r.ht_cents == null ? "—" : formatMoney(locale, r.ht_cents)}</Td>
                    <Td>
                      <span className={TONE[r.status]}>{t(`statuses.${r.status}`)}</span>
                      {r.reason && <span className={`block ${muted}`}>{reasonText(t, r.reason)}</span>}
                    </Td>
                    <Td className="text-right whitespace-nowrap">
                      {r.status === "matched" && r.call_user_id != null && r.call_client_id != null ? (
                        <a
                          href={`/AppelFactureEditeur/${r.call_user_id}/${r.call_client_id}`}
                          className="btn btn-outline px-2 py-1 text-xs"
                        >
                          {t("openCall")}
                        </a>
                      ) : canRefile && r.status !== "matched" ? (
                        <RefileButton id={r.id} label={r.number ?? r.filename} />
                      ) : null}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </ReportTable>
            <PageLinks
              page={list.page}
              pageCount={Math.max(1, Math.ceil(list.total / 10))}
              href={hrefOf}
              label={t("pagination")}
            />
          </>
        )}
      </CardBody>
    </Card>
  );
}
