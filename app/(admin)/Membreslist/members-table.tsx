import { ArrowDown, ArrowUp } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import type { MemberSort } from "@/features/staff/members/server/filter";
import type { MemberListItem } from "./operations";
import { StatusBadge } from "@/features/staff/members/ui/status-badge";

const muted = "text-xs text-zinc-600 dark:text-zinc-400";
const th = "px-3 py-2 font-medium";

/**
 * One page of members. The sortable headers are links (the order lives in the URL, like the
 * filters); a member's name leads to its page.
 */
export async function MembersTable({
  items,
  sort,
  dir,
  hrefOf,
}: {
  items: MemberListItem[];
  sort: MemberSort;
  dir: "asc" | "desc";
  /** The list's address with another order (page 1). */
  hrefOf: (sort: MemberSort, dir: "asc" | "desc") => string;
}) {
  const t = await getTranslations("members");
  const locale = await getLocale();
  const header = (column: MemberSort, label: string) => {
    const active = sort === column;
    const next =
      active && dir === "asc"
        ? "desc"
        : active
          ? "asc"
          : column === "created" || column === "lastLogin"
            ? "desc"
            : "asc";
    const Icon = dir === "asc" ? ArrowUp : ArrowDown;
    return (
      <th scope="col" className={th} aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}>
        <Link
          href={hrefOf(column, next)}
          className="inline-flex items-center gap-1 hover:underline"
          title={t("list.sortBy", { column: label })}
        >
          {label}
          {active && <Icon className="size-3" aria-hidden />}
        </Link>
      </th>
    );
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[900px] text-left text-sm" data-testid="members-table">
        <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            {header("name", t("list.columns.name"))}
            {header("society", t("list.columns.society"))}
            {header("law", t("list.columns.law"))}
            {header("status", t("list.columns.status"))}
            <th scope="col" className={th}>
              {t("list.columns.clientIds")}
            </th>
            <th scope="col" className={th}>
              {t("list.columns.options")}
            </th>
            {header("created", t("list.columns.created"))}
            {header("lastLogin", t("list.columns.lastLogin"))}
          </tr>
        </thead>
        <tbody>
          {items.map((m) => (
            <tr key={m.id} className="dt-row align-top" data-testid={`member-row-${m.id}`}>
              <td className="px-3 py-2">
                <Link
                  href={`/member/${m.id}`}
                  className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
                >
                  {`${m.first_name} ${m.last_name}`.trim() || m.email}
                </Link>
                <div className={muted}>{m.email}</div>
              </td>
              <td className="px-3 py-2">{m.society || <span className={muted}>—</span>}</td>
              <td className="px-3 py-2">{t(`laws.${m.law}`)}</td>
              <td className="px-3 py-2">
                <StatusBadge
                  status={m.status}
                  label={
                    t.has(`statuses.${m.status}` as "statuses.active")
                      ? t(`statuses.${m.status}` as "statuses.active")
                      : m.status
                  }
                />
              </td>
              <td className={`px-3 py-2 font-mono text-xs`}>
                <ClientIds item={m} />
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1">
                  {m.multi_droit && <span className="badge">{t("options.multiDroit")}</span>}
                  {m.haswebhook && <span className="badge">{t("options.haswebhook")}</span>}
                </div>
              </td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatDateTime(locale, m.created_at)}</td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                {m.last_login_at ? (
                  formatDateTime(locale, m.last_login_at)
                ) : (
                  <span className={muted}>{t("list.never")}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ClientIds({ item }: { item: MemberListItem }) {
  const ids = [
    ["MyAffil", item.id_clien_myaffil],
    ["MyCoreg", item.id_clien_mycoreg],
    ["Market", item.id_clien_leadmarket || null],
  ].filter(([, v]) => v !== null) as [string, number][];
  if (!ids.length) return <span className={muted}>—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2">
      {ids.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-zinc-600 dark:text-zinc-400">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
