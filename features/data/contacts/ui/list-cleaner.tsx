"use client";

import { useMutation } from "@apollo/client/react";
import { Download, FileUp } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { formatNumber } from "@/components/data/format";
import { toast } from "@/components/ui/toast";
import { CSV_BOM, CSV_CONTENT_TYPE, toCsv } from "@/lib/csv";
import { readEmailList, type EmailList } from "./email-list";
import { CLEAN_EMAIL_LIST } from "./operations";

/** The server takes at most 500 addresses a call (CLEAN_CHUNK_MAX); smaller chunks move the bar more often. */
const CHUNK = 250;

interface Result {
  list: EmailList;
  name: string;
  /** Per data row: null when kept, else the reason it was removed. */
  reasons: (string | null)[];
}

function download(filename: string, header: string[], rows: string[][]) {
  const blob = new Blob([CSV_BOM + toCsv(header, rows)], { type: CSV_CONTENT_TYPE });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/**
 * VerifEmail: an uploaded list is read in the browser, sent in chunks to be verified (the bar shows
 * how far), then the cleaned list (the kept rows, as given) and the removed rows with their reason are
 * downloaded as CSV. Duplicates are caught across chunks here, where the whole list is.
 */
export function ListCleaner() {
  const t = useTranslations("weedoData.verify");
  const locale = useLocale();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [clean] = useMutation(CLEAN_EMAIL_LIST);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const busy = progress !== null && progress.done < progress.total;

  async function run(file: File) {
    setResult(null);
    let list: EmailList;
    try {
      list = readEmailList(await file.text());
    } catch {
      toast.error(t("unreadable"));
      return;
    }
    if (!list.rows.length) {
      toast.error(t("emptyFile"));
      return;
    }
    const total = list.rows.length;
    setProgress({ done: 0, total });
    const reasons: (string | null)[] = [];
    const seen = new Set<string>();
    try {
      for (let i = 0; i < total; i += CHUNK) {
        const emails = list.rows.slice(i, i + CHUNK).map((r) => r[list.column] ?? "");
        const { data } = await clean({ variables: { emails } });
        for (const row of data?.cleanEmailList ?? []) {
          if (row.kept && row.email && seen.has(row.email)) reasons.push("duplicate");
          else reasons.push(row.reason ?? null);
          if (row.email) seen.add(row.email);
        }
        setProgress({ done: Math.min(total, i + CHUNK), total });
      }
    } catch {
      setProgress(null);
      toast.error(t("failed"));
      return;
    }
    setResult({ list, name: file.name.replace(/\.[^.]+$/, ""), reasons });
  }

  const kept = result ? result.reasons.filter((r) => r === null).length : 0;
  const byReason = new Map<string, number>();
  for (const r of result?.reasons ?? []) if (r) byReason.set(r, (byReason.get(r) ?? 0) + 1);
  const header = (l: EmailList) => l.header ?? l.rows[0]!.map((_, i) => (i === l.column ? "email" : `col${i + 1}`));

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const f = fileRef.current?.files?.[0];
          if (f) void run(f);
          else toast.error(t("chooseFile"));
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t("file")}
          </label>
          <input
            ref={fileRef}
            id={inputId}
            name="file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="text-sm file:btn file:btn-outline"
            data-testid="verify-file"
            disabled={busy}
          />
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("fileHint")}</p>
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="verify-start">
          <FileUp className="size-4" aria-hidden />
          {t("start")}
        </button>
      </form>
      {progress && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t("progressLabel")}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            className="h-2 w-full overflow-hidden rounded bg-zinc-200 dark:bg-zinc-800"
          >
            <div
              className="h-full bg-emerald-500 transition-[width]"
              style={{ width: `${Math.round((100 * progress.done) / progress.total)}%` }}
            />
          </div>
          <p className="text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite" data-testid="verify-progress">
            {t("progress", { done: progress.done, total: progress.total })}
          </p>
        </div>
      )}
      {result && (
        <section className="flex flex-col gap-3" data-testid="verify-result" aria-label={t("resultLabel")}>
          <p className="text-sm">
            {t("summary", { kept, removed: result.reasons.length - kept, total: result.reasons.length })}
          </p>
          {byReason.size > 0 && (
            <ul className="flex flex-wrap gap-2 text-xs">
              {[...byReason].map(([reason, n]) => (
                <li key={reason} className="badge badge-neutral" data-testid={`verify-reason-${reason}`}>
                  {t(`reasons.${reason as "syntax"}`)} : {formatNumber(locale, n)}
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              data-testid="verify-download-clean"
              onClick={() =>
                download(
                  `${result.name}-nettoye.csv`,
                  header(result.list),
                  result.list.rows.filter((_, i) => result.reasons[i] === null),
                )
              }
            >
              <Download className="size-4" aria-hidden />
              {t("downloadClean", { count: kept })}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              data-testid="verify-download-removed"
              disabled={kept === result.reasons.length}
              onClick={() =>
                download(
                  `${result.name}-retires.csv`,
                  [...header(result.list), "motif"],
                  result.list.rows.flatMap((r, i) => {
                    const reason = result.reasons[i];
                    return reason ? [[...r, t(`reasons.${reason as "syntax"}`)]] : [];
                  }),
                )
              }
            >
              <Download className="size-4" aria-hidden />
              {t("downloadRemoved", { count: result.reasons.length - kept })}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
