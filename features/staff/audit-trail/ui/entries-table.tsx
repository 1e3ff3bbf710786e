import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import { labelOf } from "./labels";
import type { AuditEntry } from "./operations";

const muted = "text-xs text-zinc-600 dark:text-zinc-400";

/** The entries of one page, newest first; each change opens to its fields side by side (no script needed). */
export async function EntriesTable({ entries }: { entries: AuditEntry[] }) {
  const t = await getTranslations("auditTrail");
  const locale = await getLocale();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[760px] text-left text-sm" data-testid="audit-entries">
        <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.at")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.actor")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.action")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.entity")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.ip")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("columns.change")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="dt-row align-top" data-testid={`audit-entry-${e.id}`}>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatDateTime(locale, e.at)}</td>
              <td className="px-3 py-2">
                {e.actor ? (
                  <div className="flex flex-col">
                    <span className="font-medium">{e.actor.name}</span>
                    <span className={muted}>
                      {e.actor.email} · {labelOf(t, "laws", e.actor.law)}
                    </span>
                  </div>
                ) : (
                  <span className={muted}>{t("system")}</span>
                )}
              </td>
              <td className="px-3 py-2">
                <span className="badge">{labelOf(t, "actions", e.action)}</span>
              </td>
              <td className="px-3 py-2">
                {e.targetType ? (
                  <span>
                    {labelOf(t, "entities", e.targetType)}
                    {e.targetId && <span className={`${muted} ml-1 font-mono`}>#{e.targetId}</span>}
                  </span>
                ) : (
                  <span className={muted}>{t("noDetails")}</span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{e.ip ?? t("noDetails")}</td>
              <td className="px-3 py-2">
                <Change entry={e} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Change({ entry, t }: { entry: AuditEntry; t: Awaited<ReturnType<typeof getTranslations<"auditTrail">>> }) {
  if (!entry.changes.length && !entry.details.length) return <span className={muted}>{t("noDetails")}</span>;
  return (
    <div className="flex flex-col gap-1">
      {entry.changes.length > 0 && (
        <details>
          <summary className="cursor-pointer text-emerald-700 dark:text-emerald-400">
            {t("changed", { count: entry.changes.length })}
          </summary>
          <table className="mt-1 text-xs">
            <thead>
              <tr className={muted}>
                <th scope="col" className="pr-3 text-left font-medium">
                  {t("field")}
                </th>
                <th scope="col" className="pr-3 text-left font-medium">
                  {t("before")}
                </th>
                <th scope="col" className="text-left font-medium">
                  {t("after")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entry.changes.map((c) => (
                <tr key={c.field}>
                  <th scope="row" className="pr-3 text-left font-mono font-normal">
                    {c.field}
                  </th>
                  <td className="pr-3 text-red-700 line-through decoration-1 dark:text-red-400">{c.before ?? "∅"}</td>
                  <td className="text-emerald-700 dark:text-emerald-400">{c.after ?? "∅"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
      {entry.details.length > 0 && (
        <dl className={`${muted} grid grid-cols-[auto_1fr] gap-x-2`}>
          {entry.details.map((d) => (
            <div key={d.key} className="contents">
              <dt className="font-mono">{d.key}</dt>
              <dd className="break-all">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
