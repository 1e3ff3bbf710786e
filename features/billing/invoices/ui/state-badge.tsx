import type { InvoiceDisplayState } from "@/lib/domain/states";

const TONE: Record<InvoiceDisplayState, string> = {
  receiving: "badge badge-warning",
  paid: "badge badge-success",
  overdue: "badge badge-danger",
};

export function StateBadge({ state, label }: { state: InvoiceDisplayState; label: string }) {
  return (
    <span className={TONE[state]} data-state={state}>
      {label}
    </span>
  );
}
