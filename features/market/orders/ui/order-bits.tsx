"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { Ban, Pencil } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { toast } from "@/components/ui/toast";
import { formatNumber, formatPercent } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RowIcon } from "@/components/ui/row-icon";
import { RowMenu } from "@/components/ui/row-menu";
import {
  CANCEL_ORDER,
  PAUSE_ORDER,
  RELAUNCH_ORDER,
  type Criteria,
  type MarketOrder,
  type OrderState,
} from "./operations";
import { evictRootFields } from "@/components/market/server-first/evict";
import { ORDER_LIST_FIELDS } from "./variables";
import { useOrderError } from "./use-order-error";
import { isIsoWeekday } from "./weekdays";

const TONE: Record<OrderState, "success" | "info" | "warning" | "neutral"> = {
  in_progress: "info",
  completed: "success",
  paused: "warning",
  cancelled: "neutral",
};

export function OrderStateBadge({ state }: { state: OrderState }) {
  const t = useTranslations("marketOrders.states");
  return <Badge tone={TONE[state]}>{t(state)}</Badge>;
}

/** delivered / total as a bar with its figures. */
export function OrderProgress({ delivered, total, label }: { delivered: number; total: number; label?: string }) {
  const locale = useLocale();
  const t = useTranslations("marketOrders.list");
  const ratio = total > 0 ? Math.min(1, delivered / total) : 0;
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label ?? t("progress")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={delivered}
        aria-valuetext={t("progressText", { delivered, total })}
        className="h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${ratio * 100}%` }} />
      </div>
      <span className="text-xs text-zinc-600 dark:text-zinc-400">
        {formatNumber(locale, delivered)} / {formatNumber(locale, total)} · {formatPercent(locale, ratio)}
      </span>
    </div>
  );
}

/** Weekdays and hours of an order, in words. */
export function useScheduleText() {
  const t = useTranslations("marketOrders.schedule");
  const tw = useTranslations("marketOrders.weekdaysShort");
  return (o: Pick<MarketOrder, "days" | "hourFrom" | "hourTo">) => {
    const days =
      o.days.length === 7
        ? t("everyDay")
        : [...o.days]
            .sort()
            .filter(isIsoWeekday)
            .map((d) => tw(`${d}`))
            .join(", ");
    const hours = o.hourFrom === 0 && o.hourTo === 24 ? t("allDay") : t("hours", { from: o.hourFrom, to: o.hourTo });
    return `${days} · ${hours}`;
  };
}

/** Criteria in words ("Départements 75, 92 · 30–60 ans"). */
export function useCriteriaText() {
  const t = useTranslations("marketOrders.criteria");
  return (c: Criteria) => {
    const parts: string[] = [];
    if (c.departments.length) parts.push(t("departmentsList", { list: c.departments.join(", ") }));
    if (c.postcodes.length) parts.push(t("postcodesList", { list: c.postcodes.join(", ") }));
    if (c.ageMin != null || c.ageMax != null) parts.push(t("ageBand", { min: c.ageMin ?? 18, max: c.ageMax ?? 99 }));
    for (const f of c.fields) if (f.values.length) parts.push(`${f.key}: ${f.values.join(", ")}`);
    return parts.length ? parts.join(" · ") : t("any");
  };
}

/**
 * Pause, relaunch, cancel (confirmed) and modify, as the order's state allows. `compact` (the
 * administrators' list) keeps pause / relaunch as buttons and puts modify and cancel in a menu whose
 * items are rendered when it opens, so that each row's HTML holds two buttons instead of four.
 */
export function OrderActions({
  order,
  editHref,
  onDone,
  compact,
}: {
  order: Pick<MarketOrder, "id" | "state">;
  editHref: string;
  onDone: () => void;
  compact?: boolean;
}) {
  const t = useTranslations("marketOrders.actions");
  const { explain } = useOrderError();
  // A state change moves the order between the state-filtered lists: drop every cached list variant.
  const opts = { update: (cache: ApolloCache) => evictRootFields(cache, ...ORDER_LIST_FIELDS) } as const;
  const [pause, pausing] = useMutation(PAUSE_ORDER, opts);
  const [relaunch, relaunching] = useMutation(RELAUNCH_ORDER, opts);
  const [cancel] = useMutation(CANCEL_ORDER, opts);
  const busy = pausing.loading || relaunching.loading;
  const run = async (what: "pause" | "relaunch" | "cancel") => {
    try {
      if (what === "pause") await pause({ variables: { id: order.id } });
      if (what === "cancel") await cancel({ variables: { id: order.id } });
      if (what === "relaunch") {
        const r = await relaunch({ variables: { id: order.id } });
        toast.success(t("relaunched", { count: r.data?.relaunchMarketOrder.distributed ?? 0 }));
      } else toast.success(t(what === "pause" ? "paused" : "cancelled"));
      onDone();
    } catch (e) {
      toast.error(explain(e));
      throw e;
    }
  };
  const name = t("orderName", { id: order.id });
  const cancellable = order.state === "in_progress" || order.state === "paused";
  const confirm = {
    title: t("cancelTitle", { id: order.id }),
    description: t("cancelText"),
    confirmLabel: t("cancelConfirm"),
    destructive: true,
    onConfirm: () => run("cancel"),
  };
  return (
    <div className="flex flex-wrap gap-1">
      {order.state === "in_progress" && (
        <Button
          variant="outline"
          className="h-8 px-2"
          disabled={busy}
          onClick={() => void run("pause").catch(() => {})}
          aria-label={`${t("pause")} — ${name}`}
        >
          <RowIcon name="pause" /> {t("pause")}
        </Button>
      )}
      {order.state === "paused" && (
        <Button
          variant="outline"
          className="h-8 px-2"
          disabled={busy}
          onClick={() => void run("relaunch").catch(() => {})}
          aria-label={`${t("relaunch")} — ${name}`}
        >
          <RowIcon name="play" /> {t("relaunch")}
        </Button>
      )}
      {compact ? (
        order.state !== "cancelled" && (
          <RowMenu
            label={`${t("more")} — ${name}`}
            variant="ghost"
            items={[
              { key: "modify", label: t("modify"), icon: Pencil, href: editHref },
              ...(cancellable ? [{ key: "cancel", label: t("cancel"), icon: Ban }] : []),
            ]}
            confirm={{ item: "cancel", dialog: confirm }}
          />
        )
      ) : (
        <>
          {order.state !== "cancelled" && (
            <Button variant="ghost" className="h-8 px-2" asChild>
              <Link href={editHref} aria-label={`${t("modify")} — ${name}`}>
                <Pencil className="size-4" aria-hidden /> {t("modify")}
              </Link>
            </Button>
          )}
          {cancellable && (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" className="h-8 px-2" aria-label={`${t("cancel")} — ${name}`}>
                  <Ban className="size-4" aria-hidden /> {t("cancel")}
                </Button>
              }
              {...confirm}
            />
          )}
        </>
      )}
    </div>
  );
}
