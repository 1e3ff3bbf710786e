import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import type { DataContactItem } from "@/features/data/contacts/ui/operations";

const muted = "text-xs text-zinc-600 dark:text-zinc-400";
const TONE: Record<string, string> = {
  active: "badge-success",
  unsubscribed: "badge-warning",
  bounced: "badge-danger",
  invalid: "",
};

/** One page of contacts: address, where and when the person consented (the text opens), activity, state. */
export async function ContactsTable({ items }: { items: DataContactItem[] }) {
  const [t, locale] = await Promise.all([getTranslations("weedoData"), getLocale()]);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[760px] text-left text-sm" data-testid="stock-contacts">
        <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            {(["email", "source", "consent", "lastActivity", "state"] as const).map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-medium">
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} className="dt-row align-top">
              <td className="px-3 py-2 font-mono text-xs break-all">{c.email}</td>
              <td className="px-3 py-2">
                {c.source}
                <div className={muted}>{c.theme}</div>
              </td>
              <td className="px-3 py-2">
                <span className="tabular-nums">{formatDateTime(locale, c.consentAt)}</span>
                <details>
                  <summary className={`${muted} cursor-pointer`}>{t("stock.consentText")}</summary>
                  <p className={`${muted} max-w-sm`}>{c.consentText}</p>
                </details>
                {c.confirmedAt && (
                  <div className={muted}>{t("stock.confirmed", { at: formatDateTime(locale, c.confirmedAt) })}</div>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                {c.lastActivityAt ? formatDateTime(locale, c.lastActivityAt) : "—"}
              </td>
              <td className="px-3 py-2">
                <span className={`badge ${TONE[c.state] ?? ""}`}>{t(`states.${c.state as "active"}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
