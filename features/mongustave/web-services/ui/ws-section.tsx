import { Plug } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatNumber } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { ApolloProvider } from "@/components/providers/apollo-provider";
import { StatsTable, Td, Th } from "@/features/staff/stats/ui/cells";
import { Card, CardBody } from "@/components/ui/card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { cn } from "@/lib/utils/cn";
import { MG_WS_SCREEN_LIST } from "./operations";
import { WsRowActions } from "./ws-row-actions";

const STATE_STYLE: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300",
  test: "bg-sky-100 text-sky-800 dark:bg-sky-950/50 dark:text-sky-300",
  paused: "bg-red-100 text-red-800 dark:bg-red-950/50 dark:text-red-300",
};

/** The API's pause reasons that have a message (anything else is shown as written). */
const KNOWN_REASONS = new Set(["manual", "auto:failures"]);

/**
 * The "Web services" section: the caller's web services as the API shows them (every client's for an
 * administrator, its own for an advertiser; secrets by their last characters only), each with its
 * actions (test, validate, pause/resume, change). Rendered on the server; the actions refresh it.
 */
export async function WsSection({
  admin,
  page = 1,
  href,
}: {
  admin: boolean;
  page?: number;
  href: (p: number) => string;
}) {
  const t = await getTranslations("mongustaveWs");
  const locale = await getLocale();
  const { data, error } = await query({
    query: MG_WS_SCREEN_LIST,
    variables: { page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const list = error ? undefined : data?.mgWebServices;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <Card>
      <CardBody className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold" id="mg-ws-section-title">
          {t("title")}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t(admin ? "hintAdmin" : "hint")}</p>
        {!list ? (
          <ErrorState title={t("error.title")} text={t("error.text")} />
        ) : list.items.length === 0 ? (
          <EmptyState icon={Plug} title={t("empty.title")} text={t("empty.text")} testId="mg-ws-screen-empty" compact />
        ) : (
          // The row actions' mutations need a client (the dashboards' layouts hold none).
          <ApolloProvider>
            <StatsTable
              testId="mg-ws-screen"
              minWidth={admin ? 1400 : 1250}
              head={
                <>
                  <Th>{t("col.name")}</Th>
                  {admin && <Th>{t("col.client")}</Th>}
                  <Th>{t("col.product")}</Th>
                  <Th>{t("col.endpoint")}</Th>
                  <Th numeric>{t("col.price")}</Th>
                  <Th>{t("col.consumerKey")}</Th>
                  <Th>{t("col.secret")}</Th>
                  <Th>{t("col.clientToken")}</Th>
                  <Th>{t("col.database")}</Th>
                  <Th>{t("col.state")}</Th>
                  <Th numeric>{t("col.failureStreak")}</Th>
                  <Th>{t("col.actions")}</Th>
                </>
              }
            >
              {list.items.map((w) => (
                <tr key={w.id} className="dt-row align-top" data-testid={`mg-ws-row-${w.id}`}>
                  <Td className="font-medium">{w.name}</Td>
                  {admin && <Td>{w.clientSociety || w.clientEmail}</Td>}
                  <Td>{t(`products.${w.product}` as "products.mutuelle")}</Td>
                  <Td className="max-w-64 break-all font-mono text-xs">
                    <span className="mr-1 rounded bg-zinc-100 px-1 dark:bg-zinc-800">{w.method}</span>
                    {w.endpoint}
                  </Td>
                  <Td numeric>{formatMoney(locale, w.priceCents)}</Td>
                  <Td className="font-mono text-xs">{w.consumerKeyHint}</Td>
                  <Td className="font-mono text-xs">{w.consumerSecretHint}</Td>
                  <Td className="font-mono text-xs">{w.clientTokenHint}</Td>
                  <Td className="font-mono text-xs">{w.databaseName}</Td>
                  <Td>
                    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", STATE_STYLE[w.state])}>
                      {t(`states.${w.state}` as "states.active")}
                    </span>
                    {w.state === "paused" && (
                      <p
                        className="mt-1 max-w-56 text-xs text-zinc-600 dark:text-zinc-400"
                        data-testid="mg-ws-pause-reason"
                      >
                        {w.pauseReason && KNOWN_REASONS.has(w.pauseReason)
                          ? t(`reasons.${w.pauseReason === "manual" ? "manual" : "autoFailures"}`)
                          : w.pauseReason || t("reasons.none")}
                      </p>
                    )}
                  </Td>
                  <Td numeric className={cn(w.failureStreak >= 3 && "font-semibold text-red-700 dark:text-red-400")}>
                    {formatNumber(locale, w.failureStreak)}
                  </Td>
                  <Td>
                    <WsRowActions
                      admin={admin}
                      ws={{
                        id: w.id,
                        name: w.name,
                        state: w.state,
                        endpoint: w.endpoint,
                        databaseName: w.databaseName,
                        priceCents: w.priceCents,
                      }}
                    />
                  </Td>
                </tr>
              ))}
            </StatsTable>
            {pageCount > 1 && <PageLinks page={list.page} pageCount={pageCount} href={href} />}
          </ApolloProvider>
        )}
      </CardBody>
    </Card>
  );
}
