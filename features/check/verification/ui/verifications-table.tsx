import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import { detailText, VERDICT_CLASS } from "./labels";
import type { VerificationRow } from "./operations";

const th = "px-3 py-2 font-medium";
const muted = "text-xs text-zinc-600 dark:text-zinc-400";

/** One page of verifications; each row's checks open with <details> (no script needed). */
export async function VerificationsTable({ rows, showClient }: { rows: VerificationRow[]; showClient: boolean }) {
  const t = await getTranslations("weedoCheck");
  const locale = await getLocale();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[760px] text-left text-sm" data-testid="check-verifications">
        <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            <th scope="col" className={th}>
              {t("verifications.columns.at")}
            </th>
            {showClient && (
              <th scope="col" className={th}>
                {t("common.client")}
              </th>
            )}
            <th scope="col" className={th}>
              {t("verifications.columns.contact")}
            </th>
            <th scope="col" className={th}>
              {t("verifications.columns.source")}
            </th>
            <th scope="col" className={th}>
              {t("common.score")}
            </th>
            <th scope="col" className={th}>
              {t("common.verdict")}
            </th>
            <th scope="col" className={th}>
              {t("verifications.columns.scenario")}
            </th>
            <th scope="col" className={th}>
              {t("common.checks")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => {
            const failed = v.checks.filter((c) => c.outcome === "fail").length;
            return (
              <tr key={v.id} className="dt-row align-top" data-testid={`check-verification-${v.id}`}>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatDateTime(locale, v.createdAt)}</td>
                {showClient && <td className="px-3 py-2">{v.clientName}</td>}
                <td className="px-3 py-2">
                  <div className="flex flex-col">
                    <span className="break-all">{v.email ?? "—"}</span>
                    <span className={muted}>{[v.phone, v.postcode].filter(Boolean).join(" · ")}</span>
                  </div>
                </td>
                <td className="px-3 py-2">{t(`sources.${v.source}`)}</td>
                <td className="px-3 py-2 tabular-nums font-medium">{v.score}</td>
                <td className="px-3 py-2">
                  <span className={`badge ${VERDICT_CLASS[v.verdict]}`} data-verdict={v.verdict}>
                    {t(`verdicts.${v.verdict}`)}
                  </span>
                </td>
                <td className="px-3 py-2 tabular-nums" data-testid="check-version">
                  {t("common.version", { version: v.scenarioVersion })}
                </td>
                <td className="px-3 py-2">
                  <details>
                    <summary className="cursor-pointer">{t("verifications.failed", { count: failed })}</summary>
                    <ul className="mt-2 flex flex-col gap-1">
                      {v.checks.map((c) => (
                        <li key={c.name} className="flex flex-wrap gap-2">
                          <span className="font-medium">{t(`checks.${c.name}`)}</span>
                          <span>{t(`outcomes.${c.outcome}`)}</span>
                          {c.detail !== "ok" && <span className={muted}>{detailText(t, c.detail)}</span>}
                        </li>
                      ))}
                    </ul>
                  </details>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
