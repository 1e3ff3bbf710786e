import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import type { EinvoiceStatus } from "../statuses";

const TONE: Record<EinvoiceStatus | "none", string> = {
  pending: "badge badge-neutral",
  deposited: "badge badge-info",
  rejected: "badge badge-danger",
  refused: "badge badge-danger",
  collected: "badge badge-success",
  out_of_scope: "badge badge-neutral",
  none: "badge badge-neutral",
};

export interface LifecycleView {
  status: EinvoiceStatus;
  last_error?: string | null;
  events: readonly { status: EinvoiceStatus; reason?: string | null; at: string }[];
}

/**
 * An invoice's status on the approved platform, and its history under it (a disclosure: no script,
 * keyboard-operable): each status with its date and the platform's or the buyer's reason.
 */
export async function LifecycleCell({ number, lifecycle }: { number: string; lifecycle: LifecycleView | null }) {
  const t = await getTranslations("invoices.einvoice");
  const locale = await getLocale();
  const status = lifecycle?.status ?? "none";
  const badge = (
    <span className={TONE[status]} data-einvoice={status}>
      {t(`statuses.${status}`)}
    </span>
  );
  const note = status === "none" ? t("none") : status === "out_of_scope" ? t("outOfScope") : null;
  return (
    <details className="text-xs" data-testid={`einvoice-${number}`}>
      <summary className="cursor-pointer list-none rounded whitespace-nowrap focus-visible:outline-2 [&::-webkit-details-marker]:hidden">
        {badge}
        <span className="sr-only">{t("history", { number })}</span>
      </summary>
      {/* In the row, not over it: the table's scroll container would clip a panel drawn over the last rows. */}
      <div className="mt-1 flex w-56 flex-col gap-1 rounded-md border border-zinc-200 p-2 text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
        {note && <p>{note}</p>}
        {lifecycle && lifecycle.events.length === 0 && status === "pending" && (
          <p>{lifecycle.last_error ? t("lastError", { error: lifecycle.last_error }) : t("waiting")}</p>
        )}
        {lifecycle && lifecycle.events.length > 0 && (
          <ol className="flex flex-col gap-1" aria-label={t("history", { number })}>
            {lifecycle.events.map((e) => (
              <li key={e.status} data-testid={`einvoice-event-${number}-${e.status}`}>
                <span className="font-medium">{t(`statuses.${e.status}`)}</span>{" "}
                <time dateTime={e.at} className="tabular-nums">
                  {formatDateTime(locale, e.at)}
                </time>
                {e.reason && <span className="block">{e.reason}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
