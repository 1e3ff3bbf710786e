import type { InvoiceCallStatus } from "@/lib/domain/states";
import { cn } from "@/lib/utils/cn";

const TONES: Record<InvoiceCallStatus, string> = {
  waiting_invoice: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200",
  submitted: "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200",
  refused: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200",
  receiving: "bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-200",
  paid: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200",
};

/** A call's state as a coloured label (the text says it; the colour only helps). */
export function CallStatusBadge({ status, label }: { status: InvoiceCallStatus; label: string }) {
  return (
    <span
      data-status={status}
      className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", TONES[status])}
    >
      {label}
    </span>
  );
}
