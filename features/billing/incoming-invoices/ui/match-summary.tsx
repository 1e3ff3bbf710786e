import { getTranslations } from "next-intl/server";
import type { InvoiceFormat, InvoiceMatch } from "../formats";

/**
 * How a publisher's invoice arrived and, when it is structured, how it compares with its call:
 * a badge, then the fields side by side (a disclosure, open when something differs, so that the
 * reviewer sees the differences before deciding).
 */
export async function MatchSummary({
  callId,
  format,
  match,
}: {
  callId: number;
  format: InvoiceFormat | null;
  match: InvoiceMatch | null;
}) {
  if (!format) return null;
  const t = await getTranslations("invoiceCalls.incoming");
  const differences = match ? match.fields.filter((f) => !f.ok).length : 0;
  return (
    <div className="mt-1 flex flex-col gap-1 text-xs" data-testid={`invoice-match-${callId}`}>
      <span className="flex flex-wrap items-center gap-1">
        <span className={format === "pdf" ? "badge badge-warning" : "badge badge-info"} data-format={format}>
          {t(`formats.${format}`)}
        </span>
        {match && (
          <span className={match.ok ? "badge badge-success" : "badge badge-danger"} data-matched={match.ok}>
            {match.ok ? t("matched") : t("mismatched", { count: differences })}
          </span>
        )}
      </span>
      {format === "pdf" && <span className="text-zinc-600 dark:text-zinc-400">{t("pdfUntil")}</span>}
      {match && (
        <details open={!match.ok}>
          <summary className="cursor-pointer">{t("number", { number: match.number })}</summary>
          <table className="mt-1 w-full min-w-64 text-left">
            <caption className="sr-only">{t("details", { number: match.number })}</caption>
            <thead className="text-zinc-600 dark:text-zinc-400">
              <tr>
                <th scope="col" className="pr-2 font-medium">
                  <span className="sr-only">{t("fields.typeCode")}</span>
                </th>
                <th scope="col" className="pr-2 font-medium">
                  {t("expected")}
                </th>
                <th scope="col" className="font-medium">
                  {t("found")}
                </th>
              </tr>
            </thead>
            <tbody>
              {match.fields.map((f) => (
                <tr
                  key={f.field}
                  data-field={f.field}
                  data-ok={f.ok}
                  className={f.ok ? undefined : "font-medium text-red-700 dark:text-red-400"}
                >
                  <th scope="row" className="pr-2 font-normal">
                    {t(`fields.${f.field}`)}
                  </th>
                  <td className="pr-2 tabular-nums">{f.expected || t("unknown")}</td>
                  <td className="tabular-nums">{f.found || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}
