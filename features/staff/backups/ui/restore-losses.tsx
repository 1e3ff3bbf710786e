"use client";

import { useQuery } from "@apollo/client/react";
import { useFormatter, useTranslations } from "next-intl";
import { BACKUP_RESTORE_PREVIEW } from "./operations";

/** The tables that carry a name of their own on the page; any other shows as the database calls it. */
const NAMED = new Set([
  "audit_log",
  "balance_ledger",
  "check_verifications",
  "credit_notes",
  "data_contacts",
  "invoice_lines",
  "invoices",
  "jobs",
  "market_leads",
  "market_orders",
  "market_sales",
  "member_interactions",
  "mg_leads",
  "oi_documents",
  "oi_signatures",
  "perf_clicks",
  "perf_leads",
  "prepayments",
  "push_deliveries",
  "users",
]);

/**
 * Inside the restore dialog, read when it opens (the figures change with every write): what the
 * restore would drop, table by table, so that nobody restores without knowing.
 */
export function RestoreLosses({ name }: { name: string }) {
  const t = useTranslations("backups.restore.losses");
  const format = useFormatter();
  const { data, loading, error } = useQuery(BACKUP_RESTORE_PREVIEW, {
    variables: { name },
    fetchPolicy: "network-only",
  });
  if (loading) return <span aria-busy="true">{t("loading")}</span>;
  if (error || !data) return <span role="alert">{t("error")}</span>;
  const { losses } = data.backupRestorePreview;
  if (!losses.length) return <span data-testid="restore-losses">{t("none")}</span>;
  return (
    <span className="flex flex-col gap-1" data-testid="restore-losses">
      <span className="font-medium text-foreground">{t("title")}</span>
      <span className="flex flex-col">
        {losses.map((l) => (
          <span key={l.table} className="flex justify-between gap-4 tabular-nums">
            <span>{NAMED.has(l.table) ? t(`tables.${l.table}` as "tables.users") : <code>{l.table}</code>}</span>
            <span>{t("rows", { rows: l.rows, formatted: format.number(l.rows) })}</span>
          </span>
        ))}
      </span>
      <span className="text-xs">{t("notCounted")}</span>
    </span>
  );
}
