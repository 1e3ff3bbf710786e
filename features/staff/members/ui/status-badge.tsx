import { cn } from "@/lib/utils/cn";

const TONES: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  pending: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  unconfirmed: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300",
  refused: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  disabled: "bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
};

/** An account's state as a coloured label (the text carries the meaning; the colour only helps). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-medium", TONES[status])}
      data-status={status}
    >
      {label}
    </span>
  );
}
