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
    <details className="group text-xs" data-testid={`einvoice-${number}`}>
      <summary className="cursor-pointer list-none rounded focus-visible:outline-2 [&::-webkit-details-marker]:hidden">
        {badge}
        <span className="sr-only">{t("history", { number })}</span>
      </summary>
      <div className="mt-1 flex max-w-64 flex-col gap-1 text-zinc-700 dark:text-zinc-300">
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
