"use client";

import { ChevronDown, ChevronRight, RotateCcw, ShieldCheck, ShieldX } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import { formatDateTime, formatMoney } from "@/components/data/format";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { CaseDetails } from "./case-details";
import { DecisionDialog, type Decision, type PendingDecision } from "./decision-dialog";
import type { FraudCaseRow } from "./operations";

const STATE_TONE = {
  suspected: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  confirmed: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
  cleared: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  clean: "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100",
} as const;

/** Which decisions apply to a lead in this state (the API skips the others). */
const decisionsFor = (state: FraudCaseRow["fraudState"]): Decision[] =>
  state === "suspected" ? ["confirm", "clear"] : state === "clean" ? [] : ["reopen"];
const ICON = { confirm: ShieldX, clear: ShieldCheck, reopen: RotateCcw } as const;

/**
 * The queue's page: rows with a checkbox (bulk decisions on the selection), the lead's identity,
 * contact, IP and device, the rules that fired, where it was sold, and its own actions; a row opens
 * onto its deliveries and related leads.
 */
export function FraudTable({ rows }: { rows: FraudCaseRow[] }) {
  const t = useTranslations("mongustaveFraud");
  const locale = useLocale();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<PendingDecision | null>(null);

  const toggle = (set: Set<number>, id: number) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const chosen = rows.filter((r) => selected.has(r.id));
  const bulk = (decision: Decision) => {
    const ids = chosen.filter((r) => decisionsFor(r.fraudState).includes(decision)).map((r) => r.id);
    return ids.length ? ids : null;
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        className="flex min-h-10 flex-wrap items-center gap-2 rounded-md bg-zinc-50 px-3 py-2 text-sm dark:bg-zinc-900"
        aria-live="polite"
      >
        <span className="mr-auto">{t("selected", { count: chosen.length })}</span>
        {(["confirm", "clear", "reopen"] as const).map((d) => {
          const ids = bulk(d);
          const Icon = ICON[d];
          return (
            <Button
              key={d}
              variant="outline"
              className="h-8 px-2 text-xs"
              disabled={!ids}
              onClick={() => ids && setPending({ decision: d, ids })}
              data-testid={`fraud-bulk-${d}`}
            >
              <Icon className="size-3.5" aria-hidden />
              {t(`actions.bulk${d === "confirm" ? "Confirm" : d === "clear" ? "Clear" : "Reopen"}`)}
            </Button>
          );
        })}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[900px] text-sm" data-testid="fraud-table">
          <thead className="text-left text-xs text-zinc-600 uppercase dark:text-zinc-400">
            <tr className="border-b border-zinc-200 dark:border-zinc-800">
              <th scope="col" className="w-8 py-2 pr-2">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
                  aria-label={t("selectAll")}
                />
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("columns.lead")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("columns.contact")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("columns.origin")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("columns.reasons")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("columns.sold")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("columns.state")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("columns.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const accepted = r.deliveries.filter((d) => d.state === "accepted");
              const expanded = open.has(r.id);
              return (
                <Fragment key={r.id}>
                  <tr
                    className="border-b border-zinc-100 align-top dark:border-zinc-800/60"
                    data-testid={`fraud-row-${r.id}`}
                  >
                    <td className="py-2 pr-2">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={selected.has(r.id)}
                        onChange={() => setSelected((s) => toggle(s, r.id))}
                        aria-label={t("selectRow", { id: r.id })}
                      />
                    </td>
                    <td className="py-2 pr-3">
                      <button
                        type="button"
                        className="flex items-start gap-1 text-left font-medium hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500"
                        aria-expanded={expanded}
                        aria-controls={`fraud-details-row-${r.id}`}
                        onClick={() => setOpen((s) => toggle(s, r.id))}
                      >
                        {expanded ? (
                          <ChevronDown className="mt-0.5 size-4 shrink-0" aria-hidden />
                        ) : (
                          <ChevronRight className="mt-0.5 size-4 shrink-0" aria-hidden />
                        )}
                        <span>
                          {r.firstname} {r.lastname}
                          <span className="sr-only"> — {expanded ? t("hideDetails") : t("details")}</span>
                        </span>
                      </button>
                      <div className="text-xs text-zinc-600 dark:text-zinc-400">
                        #{r.id} · {formatDateTime(locale, r.createdAt)}
                      </div>
                      <div className="text-xs text-zinc-600 dark:text-zinc-400">
                        {r.product} · {r.source}
                      </div>
                    </td>
                    <td className="py-2 pr-3 break-all">
                      <div>{r.email}</div>
                      <div className="text-xs text-zinc-600 dark:text-zinc-400">
                        {r.phone} · {r.postcode} {r.city ?? ""}
                      </div>
                    </td>
                    <td className="py-2 pr-3 text-xs break-all">
                      <div>{r.ip ?? t("noIp")}</div>
                      <div className="text-zinc-600 dark:text-zinc-400">{r.deviceId ?? t("noDevice")}</div>
                    </td>
                    <td className="py-2 pr-3">
                      <ul className="flex flex-wrap gap-1">
                        {r.fraudReasons.map((reason) => (
                          <li
                            key={reason}
                            className="rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
                          >
                            {t(`reasons.${reason}`)}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="py-2 pr-3 text-xs">
                      {accepted.length === 0 ? (
                        <span className="text-zinc-600 dark:text-zinc-400">{t("notSold")}</span>
                      ) : (
                        <>
                          {accepted.map((d) => (
                            <div key={d.id}>
                              {d.clientName} · {formatMoney(locale, d.priceCents)}
                            </div>
                          ))}
                          <div
                            className={cn("mt-0.5", r.fraudState === "confirmed" && "text-red-700 dark:text-red-300")}
                          >
                            {r.fraudState === "confirmed"
                              ? t("excluded")
                              : t("billed", { amount: formatMoney(locale, r.billedCents) })}
                          </div>
                        </>
                      )}
                    </td>
                    <td className="py-2 pr-3">
                      <span
                        className={cn("rounded px-2 py-0.5 text-xs font-medium", STATE_TONE[r.fraudState])}
                        data-testid={`fraud-state-${r.id}`}
                      >
                        {t(`states.${r.fraudState}`)}
                      </span>
                      {r.reviewedAt && (
                        <div className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                          {t("reviewed", { at: formatDateTime(locale, r.reviewedAt), name: r.reviewedByName ?? "—" })}
                        </div>
                      )}
                    </td>
                    <td className="py-2 text-right">
                      <div className="flex flex-wrap justify-end gap-2">
                        {decisionsFor(r.fraudState).map((d) => {
                          const Icon = ICON[d];
                          return (
                            <Button
                              key={d}
                              variant={d === "confirm" ? "primary" : "outline"}
                              className="h-8 px-2 text-xs"
                              onClick={() => setPending({ decision: d, ids: [r.id] })}
                              aria-label={`${t(`actions.${d}`)} — #${r.id}`}
                              data-testid={`fraud-${d}-${r.id}`}
                            >
                              <Icon className="size-3.5" aria-hidden />
                              {t(`actions.${d}`)}
                            </Button>
                          );
                        })}
                      </div>
                    </td>
                  </tr>
                  {expanded && (
                    <tr id={`fraud-details-row-${r.id}`} className="border-b border-zinc-100 dark:border-zinc-800/60">
                      <td />
                      <td colSpan={7}>
                        <CaseDetails row={r} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <DecisionDialog
        pending={pending}
        onClose={(done) => {
          if (done) setSelected(new Set());
          setPending(null);
        }}
      />
    </div>
  );
}
