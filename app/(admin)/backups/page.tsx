import { DatabaseBackup, Download } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime, numberFormat } from "@/components/data/format";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { RESTORE_CONFIRMATION } from "@/features/staff/backups/server/confirmation";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { env } from "@/lib/config/env";
import { CreateBackupButton, RestoreBackupButton } from "@/features/staff/backups/ui/backup-actions";
import { BACKUPS } from "@/features/staff/backups/ui/operations";

export const generateMetadata = routeMetadata("/backups");

/** Bytes as the largest unit that keeps the number readable (kB, MB, GB). */
function sizeOf(locale: string, bytes: number): string {
  const units = ["kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return numberFormat(locale, { style: "unit", unit: units[unit], maximumFractionDigits: 1 }).format(value);
}

/**
 * /backups (no spec URL; admin general area, ad only): the backups of the database, newest first,
 * each downloadable and restorable after a typed confirmation; a button makes one now.
 */
async function BackupsPage() {
  const t = await getTranslations("backups");
  const locale = await getLocale();
  const { data } = await query({ query: BACKUPS, fetchPolicy: "no-cache", errorPolicy: "all" });
  const list = data?.backups;
  const th = "px-3 py-2 font-medium";

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description", { keep: env().BACKUP_KEEP })}
        actions={list ? <CreateBackupButton disabled={list.running} /> : undefined}
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          {!list ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : list.items.length === 0 ? (
            <EmptyState icon={DatabaseBackup} title={t("empty.title")} text={t("empty.text")} testId="backups-empty" />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("summary", { total: list.items.length })}
              </p>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[640px] text-left text-sm" data-testid="backups-table">
                  <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                    <tr>
                      <th scope="col" className={th}>
                        {t("columns.createdAt")}
                      </th>
                      <th scope="col" className={th}>
                        {t("columns.kind")}
                      </th>
                      <th scope="col" className={th}>
                        {t("columns.format")}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t("columns.size")}
                      </th>
                      <th scope="col" className={th}>
                        {t("columns.actions")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((b) => {
                      const date = formatDateTime(locale, b.createdAt);
                      const format = b.format === "postgres" ? "postgres" : "pglite";
                      return (
                        <tr key={b.name} className="dt-row" data-testid={`backup-${b.name}`}>
                          <td className="whitespace-nowrap px-3 py-2 tabular-nums">{date}</td>
                          <td className="px-3 py-2">
                            <span className="badge">{b.kind === "daily" ? t("kind.daily") : t("kind.manual")}</span>
                          </td>
                          <td className="px-3 py-2">{t(`format.${format}`)}</td>
                          <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                            {sizeOf(locale, b.sizeBytes)}
                          </td>
                          <td className="px-3 py-2">
                            <div className="flex flex-wrap items-center gap-2">
                              <a
                                href={`/api/backups/${encodeURIComponent(b.name)}`}
                                className="btn btn-outline px-2 py-1 text-xs"
                                download
                                aria-label={t("downloadLabel", { date })}
                              >
                                <Download className="size-4" aria-hidden />
                                {t("download")}
                              </a>
                              {b.format === list.format ? (
                                <RestoreBackupButton name={b.name} date={date} word={RESTORE_CONFIRMATION} />
                              ) : (
                                <span className="text-xs text-zinc-600 dark:text-zinc-400">{t("otherFormat")}</span>
                              )}
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default withClientMessages("(admin)/backups", BackupsPage);
