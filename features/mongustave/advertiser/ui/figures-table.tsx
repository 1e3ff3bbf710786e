import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { StatsTable, Td, Th } from "@/features/staff/stats/ui/cells";
import type { MgFiguresRow } from "./operations";

export interface FiguresLine {
  key: string;
  label: ReactNode;
  figures: MgFiguresRow;
}

/** Cells of one line's figures, in the header's order. */
async function FigureCells({ f }: { f: MgFiguresRow }) {
  const locale = await getLocale();
  return (
    <>
      <Td numeric>{formatNumber(locale, f.delivered)}</Td>
      <Td numeric>{formatNumber(locale, f.settled)}</Td>
      <Td numeric className="font-semibold">
        {formatNumber(locale, f.accepted)}
      </Td>
      <Td numeric>{formatNumber(locale, f.refused)}</Td>
      <Td numeric>{formatNumber(locale, f.failed)}</Td>
      <Td numeric>{f.settled > 0 ? formatPercent(locale, f.acceptanceRate) : "—"}</Td>
      <Td numeric>{formatMoney(locale, f.spendCents)}</Td>
    </>
  );
}

/** A table of Mon Gustave figures, one line per day, product or web service, with an optional total line. */
export async function FiguresTable({
  testId,
  keyLabel,
  lines,
  total,
}: {
  testId: string;
  keyLabel: string;
  lines: FiguresLine[];
  total?: MgFiguresRow;
}) {
  const t = await getTranslations("mongustaveAdvertiser");
  return (
    <StatsTable
      testId={testId}
      minWidth={760}
      head={
        <>
          <Th>{keyLabel}</Th>
          <Th numeric>{t("figures.delivered")}</Th>
          <Th numeric>{t("figures.settled")}</Th>
          <Th numeric>{t("figures.accepted")}</Th>
          <Th numeric>{t("figures.refused")}</Th>
          <Th numeric>{t("figures.failed")}</Th>
          <Th numeric>{t("figures.acceptanceRate")}</Th>
          <Th numeric>{t("figures.spend")}</Th>
        </>
      }
    >
      {lines.map((l) => (
        <tr key={l.key} className="dt-row" data-testid={`${testId}-${l.key}`}>
          <Td className="font-medium">{l.label}</Td>
          <FigureCells f={l.figures} />
        </tr>
      ))}
      {total && (
        <tr className="border-t border-zinc-300 font-semibold dark:border-zinc-700" data-testid={`${testId}-total`}>
          <Td>{t("stats.total")}</Td>
          <FigureCells f={total} />
        </tr>
      )}
    </StatsTable>
  );
}
