import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime, formatMoney } from "@/components/data/format";
import { StatsTable, Td, Th } from "@/features/staff/stats/ui/cells";
import type { MgExtractData } from "./operations";

/** One page of the leads the advertiser bought (extract-mer's preview). */
export async function ExtractTable({ rows }: { rows: MgExtractData["rows"] }) {
  const t = await getTranslations("mongustaveAdvertiser");
  const locale = await getLocale();
  return (
    <StatsTable
      testId="mg-extract"
      minWidth={960}
      head={
        <>
          <Th>{t("extract.date")}</Th>
          <Th>{t("extract.name")}</Th>
          <Th>{t("extract.email")}</Th>
          <Th>{t("extract.phone")}</Th>
          <Th>{t("extract.postcode")}</Th>
          <Th>{t("extract.product")}</Th>
          <Th>{t("extract.webService")}</Th>
          <Th numeric>{t("extract.price")}</Th>
        </>
      }
    >
      {rows.map((r) => (
        <tr key={r.deliveryId} className="dt-row" data-testid={`mg-extract-${r.deliveryId}`}>
          <Td className="whitespace-nowrap">{formatDateTime(locale, r.boughtAt)}</Td>
          <Td className="font-medium">
            {r.firstname} {r.lastname}
          </Td>
          <Td>{r.email}</Td>
          <Td className="whitespace-nowrap">{r.phone}</Td>
          <Td>
            {r.postcode}
            {r.city ? ` ${r.city}` : ""}
          </Td>
          <Td>{t(`products.${r.product}` as "products.mutuelle")}</Td>
          <Td>{r.webServiceName}</Td>
          <Td numeric>{formatMoney(locale, r.priceCents)}</Td>
        </tr>
      ))}
    </StatsTable>
  );
}
