import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/states/kpi-card";

/** A MyCoreg month's review state: validated (frozen, invoiced and paid from) or still open. */
export async function MonthStatus({ status }: { status: string }) {
  const t = await getTranslations("coregDashboards.status");
  return status === "validated" ? (
    <Badge tone="success">{t("validated")}</Badge>
  ) : (
    <Badge tone="warning">{t("open")}</Badge>
  );
}

/** The latest validated month, else the latest month: what the headline figures describe. */
export function headlineMonth<T extends { status: string }>(months: readonly T[]): T | undefined {
  return [...months].reverse().find((m) => m.status === "validated") ?? months.at(-1);
}

export const th = "px-3 py-2 font-medium";
export const num = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
export const head = "border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400";
export const row = "border-b border-zinc-100 last:border-0 dark:border-zinc-800/60";
