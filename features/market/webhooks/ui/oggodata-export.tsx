"use client";

import { useQuery } from "@apollo/client/react";
import { Download, FolderOpen } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { DateRangePicker, defaultRange, type DayRange } from "@/components/data/date-range";
import { formatNumber } from "@/components/data/format";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { useWebhookError } from "./bits";
import { OGGO_CATEGORIES } from "./operations";

/** OggoData (admin): a category's leads over a range, as the CSV file handed to that partner. */
export function OggoDataExport() {
  const t = useTranslations("marketWebhooks.oggodata");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useWebhookError();
  const { data, loading, error, refetch } = useQuery(OGGO_CATEGORIES, { fetchPolicy: "cache-and-network" });
  const [category, setCategory] = useState("");
  const [range, setRange] = useState<DayRange>(() => defaultRange(30));
  const [busy, setBusy] = useState(false);
  const cats = data?.marketOggoDataCategories ?? [];
  const chosen = category || (cats[0] ? String(cats[0].id) : "");

  const download = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const url = `/api/market/oggodata?category=${chosen}&from=${range.from}&to=${range.to}`;
      const res = await fetch(url, { credentials: "same-origin" });
      if (!res.ok) {
        toast.error(res.status === 403 || res.status === 401 ? t("forbidden") : t("failed"));
        return;
      }
      const rows = Number(res.headers.get("x-row-count") ?? 0);
      const blob = await res.blob();
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "oggodata.csv";
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
      toast.success(t("done", { count: rows }));
    } catch {
      toast.error(t("failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => void refetch()}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : loading && !data ? (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {td("loading")}
        </p>
      ) : cats.length === 0 ? (
        <EmptyState icon={FolderOpen} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <Card>
          <CardHeader title={t("formTitle")} description={t("formText")} />
          <CardBody className="flex flex-col gap-4">
            <div className="flex max-w-md flex-col gap-1.5">
              <Label htmlFor="oggo-category">{t("category")}</Label>
              <Select id="oggo-category" value={chosen} onChange={(e) => setCategory(e.target.value)}>
                {cats.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {t("categoryOption", { name: c.name, count: formatNumber(locale, c.leads) })}
                    {c.active ? "" : ` (${t("inactive")})`}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium">{t("period")}</span>
              <DateRangePicker value={range} onChange={setRange} />
            </div>
            <div>
              <Button onClick={() => void download()} disabled={busy || !chosen} aria-busy={busy}>
                <Download className="size-4" aria-hidden /> {t("download")}
              </Button>
            </div>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("columns")}</p>
          </CardBody>
        </Card>
      )}
    </div>
  );
}
