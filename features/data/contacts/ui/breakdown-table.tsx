import { getLocale, getTranslations } from "next-intl/server";
import { formatNumber, formatPercent } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";

/** Contacts of one breakdown (by source, by theme): all of them, the active ones and their share. */
export async function BreakdownTable({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { key: string; total: number; active: number }[];
  testId: string;
}) {
  const [t, locale] = await Promise.all([getTranslations("weedoData"), getLocale()]);
  return (
    <Card>
      <CardBody className="flex flex-col gap-2">
        <h2 className="font-medium">{title}</h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid={testId}>
            <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("columns.name")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("columns.total")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("columns.active")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("columns.activeShare")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="dt-row">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {r.key || "—"}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, r.total)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, r.active)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {r.total ? formatPercent(locale, r.active / r.total) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardBody>
    </Card>
  );
}
