"use client";

import { useApolloClient } from "@apollo/client/react";
import { Download, FileUp } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState, type FormEvent } from "react";
import { formatDateTime } from "@/components/data/format";
import { toast } from "@/components/ui/toast";
import { textOr } from "./labels";
import { CHECK_LIST, type CheckListRow } from "./operations";

/**
 * A CSV list: uploaded to the server, which verifies it in the background; the bar follows its
 * progress (checkList, every second) and, once done, the result downloads as CSV in the file's order.
 */
export function ListUpload({ maxRows, recent }: { maxRows: number; recent: CheckListRow[] }) {
  const t = useTranslations("weedoCheck.list");
  const locale = useLocale();
  const router = useRouter();
  const client = useApolloClient();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState<CheckListRow | null>(null);

  // Follows the running list until it is done or failed.
  useEffect(() => {
    if (!current || current.state !== "running") return;
    const timer = setTimeout(async () => {
      const { data } = await client.query({
        query: CHECK_LIST,
        variables: { id: current.id },
        fetchPolicy: "no-cache",
      });
      if (data?.checkList) {
        setCurrent(data.checkList);
        if (data.checkList.state !== "running") router.refresh();
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, [current, client, router]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return toast.error(t("errors.noFile"));
    setBusy(true);
    try {
      const res = await fetch("/api/check/lists", { method: "POST", body: form, headers: { "x-weedo-csrf": "1" } });
      const body = (await res.json().catch(() => ({}))) as { id?: number; total?: number; reason?: string };
      if (res.status !== 202 || !body.id) {
        toast.error(textOr(t, `errors.${body.reason ?? ""}`, t("failed")));
        return;
      }
      setCurrent({
        id: body.id,
        fileName: file.name,
        total: body.total ?? 0,
        done: 0,
        state: "running",
        createdAt: new Date().toISOString(),
        valid: 0,
        risky: 0,
        invalid: 0,
      });
    } finally {
      setBusy(false);
    }
  }

  const pct = current && current.total > 0 ? Math.round((current.done / current.total) * 100) : 0;
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} className="flex flex-col gap-3" data-testid="check-list-form">
        <h2 className="text-base font-semibold">{t("title")}</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("hint", { max: maxRows })}</p>
        <label htmlFor={inputId} className="text-sm font-medium">
          {t("file")}
        </label>
        <input id={inputId} name="file" type="file" accept=".csv,text/csv" className="text-sm" required />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy || current?.state === "running"}>
            <FileUp className="size-4" aria-hidden />
            {t("submit")}
          </button>
        </div>
      </form>
      {current && (
        <div className="flex flex-col gap-2" data-testid="check-list-progress" data-state={current.state}>
          <progress
            max={100}
            value={pct}
            className="w-full"
            aria-label={t("progress", { done: current.done, total: current.total })}
          />
          <p className="text-sm" aria-live="polite">
            {current.state === "done"
              ? t("done", { valid: current.valid, risky: current.risky, invalid: current.invalid })
              : current.state === "failed"
                ? t("failed")
                : t("progress", { done: current.done, total: current.total })}
          </p>
          {current.state === "done" && (
            <a
              href={`/api/check/verifications/csv?list=${current.id}`}
              className="btn btn-outline self-start"
              download
              data-testid="check-list-download"
            >
              <Download className="size-4" aria-hidden />
              {t("download")}
            </a>
          )}
        </div>
      )}
      {recent.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t("recent")}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {recent.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center gap-2">
                <span className="break-all">{l.fileName}</span>
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  {formatDateTime(locale, l.createdAt)} · {l.done}/{l.total}
                </span>
                {l.state === "done" && (
                  <a href={`/api/check/verifications/csv?list=${l.id}`} className="underline" download>
                    {t("download")}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
