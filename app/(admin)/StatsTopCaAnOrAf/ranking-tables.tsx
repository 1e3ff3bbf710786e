import { getLocale, getTranslations } from "next-intl/server";
import { Card, CardBody } from "@/components/ui/card";
import { formatMoney, formatNumber } from "@/components/data/format";
import { StatsTable, Td, Th } from "@/features/staff/stats/ui/cells";
import type { TopRevenueData } from "./operations";

/** Gift balances by user id; absent when the viewer may not see them (the column is left out). */
type Gifts = Map<number, number> | null;

function Client({ name, society }: { name: string; society: string }) {
  return (
    <div className="flex flex-col">
      <span className="font-medium">{society || name}</span>
      {society && <span className="text-xs text-zinc-600 dark:text-zinc-400">{name}</span>}
    </div>
  );
}

export async function AdvertiserRanking({ rows, gifts }: { rows: TopRevenueData["advertisers"]; gifts: Gifts }) {
  const t = await getTranslations("staffStats.top");
  const locale = await getLocale();
  return (
    <Card>
      <CardBody className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t("advertisers")}</h2>
        {rows.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="top-advertisers-empty">
            {t("emptyAdvertisers")}
          </p>
        ) : (
          <StatsTable
            testId="top-advertisers"
            head={
              <>
                <Th>{t("rank")}</Th>
                <Th>{t("client")}</Th>
                <Th numeric>{t("perf")}</Th>
                <Th numeric>{t("market")}</Th>
                <Th numeric>{t("total")}</Th>
                {gifts && <Th numeric>{t("gifts")}</Th>}
              </>
            }
          >
            {rows.map((r, i) => (
              <tr key={r.userId} className="dt-row" data-testid={`top-advertiser-${r.userId}`}>
                <Td numeric>{i + 1}</Td>
                <Td>
                  <Client name={r.name} society={r.society} />
                </Td>
                <Td numeric>{formatMoney(locale, r.perfCents)}</Td>
                <Td numeric>{formatMoney(locale, r.marketCents)}</Td>
                <Td numeric className="font-semibold">
                  {formatMoney(locale, r.totalCents)}
                </Td>
                {gifts && <Td numeric>{t("points", { points: gifts.get(r.userId) ?? 0 })}</Td>}
              </tr>
            ))}
          </StatsTable>
        )}
      </CardBody>
    </Card>
  );
}

export async function PublisherRanking({ rows, gifts }: { rows: TopRevenueData["publishers"]; gifts: Gifts }) {
  const t = await getTranslations("staffStats.top");
  const locale = await getLocale();
  return (
    <Card>
      <CardBody className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t("publishers")}</h2>
        {rows.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="top-publishers-empty">
            {t("emptyPublishers")}
          </p>
        ) : (
          <StatsTable
            testId="top-publishers"
            head={
              <>
                <Th>{t("rank")}</Th>
                <Th>{t("client")}</Th>
                <Th numeric>{t("leads")}</Th>
                <Th numeric>{t("revenue")}</Th>
                <Th numeric>{t("payout")}</Th>
                {gifts && <Th numeric>{t("gifts")}</Th>}
              </>
            }
          >
            {rows.map((r, i) => (
              <tr key={r.userId} className="dt-row" data-testid={`top-publisher-${r.userId}`}>
                <Td numeric>{i + 1}</Td>
                <Td>
                  <Client name={r.name} society={r.society} />
                </Td>
                <Td numeric>{formatNumber(locale, r.leads)}</Td>
                <Td numeric className="font-semibold">
                  {formatMoney(locale, r.revenueCents)}
                </Td>
                <Td numeric>{formatMoney(locale, r.payoutCents)}</Td>
                {gifts && <Td numeric>{t("points", { points: gifts.get(r.userId) ?? 0 })}</Td>}
              </tr>
            ))}
          </StatsTable>
        )}
      </CardBody>
    </Card>
  );
}
