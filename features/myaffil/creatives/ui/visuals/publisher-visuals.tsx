"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { ImageOff } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState, useTransition } from "react";
import { EmptyState } from "@/components/ui/states/states";
import { Pagination } from "@/components/data/pagination";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { VISUAL_KINDS } from "@/lib/domain/states";
import { VISUALS } from "../creatives/operations";
import { QueryError } from "../creatives/shared";
import { VisualCard } from "./visual-card";

const PAGE = 6;

/** Publishers' visuel: creatives of its accepted campaigns, with its tracking link in place. */
export function PublisherVisuals() {
  const t = useTranslations("myaffilCreatives.publisherVisuals");
  const tk = useTranslations("myaffilCreatives.kinds");
  const tc = useTranslations("myaffilCreatives.common");
  const id = useId();
  // Preloaded by the page: the first HTML holds the first visuals.
  const { data, error, refetch } = useSuspenseQuery(VISUALS, { variables: {}, errorPolicy: "all" });
  const [, startRetry] = useTransition();
  const [program, setProgram] = useState<number | null>(null);
  const [kind, setKind] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const all = useMemo(() => data?.visuals ?? [], [data]);
  const programs = useMemo(() => [...new Map(all.map((v) => [v.programId, v.programName])).entries()], [all]);
  const shown = all.filter(
    (v) =>
      (!program || v.programId === program) &&
      (!kind || v.kind === kind) &&
      (!search || `${v.name} ${v.campaignName} ${v.programName}`.toLowerCase().includes(search.toLowerCase())),
  );
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE));
  const current = Math.min(page, pageCount);

  return (
    <div>
      <PageHeader title={t("title")} description={t("description")} />
      {error && !data ? (
        <QueryError onRetry={() => startRetry(() => void refetch())} />
      ) : !all.length ? (
        <EmptyState icon={ImageOff} title={t("empty")}>
          <Link
            href="/myaffil/editeur/prgramslist"
            className="text-sm text-emerald-700 hover:underline dark:text-emerald-400"
          >
            {t("browsePrograms")}
          </Link>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex min-w-48 flex-1 flex-col gap-1 sm:max-w-xs">
              <Label htmlFor={`${id}-q`}>{tc("search")}</Label>
              <Input
                id={`${id}-q`}
                type="search"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-p`}>{t("filterProgram")}</Label>
              <Select
                id={`${id}-p`}
                value={program ?? ""}
                onChange={(e) => {
                  setProgram(e.target.value ? Number(e.target.value) : null);
                  setPage(1);
                }}
                className="w-auto max-w-72"
              >
                <option value="">{tc("all")}</option>
                {programs.map(([pid, name]) => (
                  <option key={pid} value={pid}>
                    {name}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-k`}>{t("filterKind")}</Label>
              <Select
                id={`${id}-k`}
                value={kind}
                onChange={(e) => {
                  setKind(e.target.value);
                  setPage(1);
                }}
                className="w-auto"
              >
                <option value="">{tc("all")}</option>
                {VISUAL_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {tk(k)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={ImageOff} title={tc("notFound")} compact />
          ) : (
            <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
              {shown.slice((current - 1) * PAGE, current * PAGE).map((v) => (
                <VisualCard key={v.id} visual={v} showLink />
              ))}
            </div>
          )}
          <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
        </div>
      )}
    </div>
  );
}
