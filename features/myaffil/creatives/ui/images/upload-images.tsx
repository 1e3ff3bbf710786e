"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Copy, ImageOff, Trash2, Upload } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { formatDate, formatNumber } from "@/components/data/format";
import { EmptyState } from "@/components/ui/states/states";
import { Pagination } from "@/components/data/pagination";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { cn } from "@/lib/utils/cn";
import { DELETE_LIBRARY_IMAGE, LIBRARY_IMAGES } from "../creatives/operations";
import { QueryError, useCopy, useServerError } from "../creatives/shared";
import { LIBRARY_ACCEPT, LIBRARY_MAX_BYTES, uploadLibraryImage } from "./upload";
import { isMessageKey } from "@/lib/i18n/keys";

const PAGE = 12;
const TYPES = LIBRARY_ACCEPT.split(",");

/** Administrators' UploadImages: the banners' image library (upload with progress, copy URL, delete). */
export function UploadImages() {
  const t = useTranslations("myaffilCreatives.images");
  const te = useTranslations("myaffilCreatives.images.errors");
  const tc = useTranslations("myaffilCreatives.common");
  const locale = useLocale();
  const id = useId();
  const copy = useCopy();
  const serverError = useServerError();
  const input = useRef<HTMLInputElement>(null);
  // Preloaded by the page: the first HTML holds the library.
  const { data, error, refetch } = useSuspenseQuery(LIBRARY_IMAGES, { errorPolicy: "all" });
  const [refreshing, startRefresh] = useTransition();
  const [remove] = useMutation(DELETE_LIBRARY_IMAGE, { refetchQueries: ["LibraryImages"], awaitRefetchQueries: true });
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    // The same checks as the server's, before sending anything.
    if (!TYPES.includes(file.type)) return setProblem(te("FILE_TYPE"));
    if (file.size > LIBRARY_MAX_BYTES) return setProblem(te("FILE_TOO_LARGE"));
    setProgress(0);
    const result = await uploadLibraryImage(file, setProgress).done;
    setProgress(null);
    if (input.current) input.current.value = "";
    if (result.ok) {
      toast.success(t("uploaded"));
      // The new image joins the library; the current one stays on screen meanwhile.
      startRefresh(() => {
        void refetch();
        setPage(1);
      });
    } else {
      const text = isMessageKey(te, result.code) ? te(result.code) : te("other");
      setProblem(text);
      toast.error(text);
    }
  };

  const images = (data?.libraryImages ?? []).filter(
    (i) => !search || i.originalName.toLowerCase().includes(search.toLowerCase()),
  );
  const pageCount = Math.max(1, Math.ceil(images.length / PAGE));
  const current = Math.min(page, pageCount);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        <CardBody>
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              void send(e.dataTransfer.files[0]);
            }}
            className={cn(
              "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center",
              dragging
                ? "border-emerald-600 bg-emerald-50 dark:bg-emerald-950/30"
                : "border-zinc-300 dark:border-zinc-700",
            )}
          >
            <Upload className="size-8 text-zinc-400" aria-hidden />
            <p className="text-sm">{t("drop")}</p>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={LIBRARY_ACCEPT}
              className="sr-only"
              onChange={(e) => void send(e.target.files?.[0])}
              disabled={progress !== null}
              aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ""}`}
            />
            <Button type="button" onClick={() => input.current?.click()} disabled={progress !== null}>
              {t("choose")}
            </Button>
            <label htmlFor={`${id}-file`} className="sr-only">
              {t("choose")}
            </label>
            <p id={`${id}-help`} className="text-xs text-zinc-500">
              {t("description")}
            </p>
            {progress !== null && (
              <div className="w-full max-w-sm">
                <div
                  role="progressbar"
                  aria-label={t("uploading", { percent: progress })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress}
                  className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
                >
                  <div className="h-full bg-emerald-600 transition-[width]" style={{ width: `${progress}%` }} />
                </div>
                <p className="mt-1 text-xs text-zinc-600" aria-live="polite">
                  {t("uploading", { percent: progress })}
                </p>
              </div>
            )}
            {problem && (
              <p id={`${id}-problem`} role="alert" className="text-sm text-red-600 dark:text-red-400">
                {problem}
              </p>
            )}
          </div>
        </CardBody>
      </Card>

      {error && !data ? (
        <QueryError onRetry={() => startRefresh(() => void refetch())} />
      ) : !data?.libraryImages.length ? (
        <EmptyState icon={ImageOff} title={t("empty")} />
      ) : (
        <section className="flex flex-col gap-4" aria-label={t("title")} aria-busy={refreshing}>
          <label className="max-w-xs">
            <span className="sr-only">{tc("search")}</span>
            <Input
              type="search"
              placeholder={tc("search")}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </label>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {images.slice((current - 1) * PAGE, current * PAGE).map((img) => (
              <li
                key={img.id}
                className="flex flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
              >
                <div className="flex h-36 items-center justify-center rounded-md bg-[repeating-conic-gradient(#f4f4f5_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
                  <img
                    src={img.url}
                    alt={img.originalName}
                    className="max-h-32 max-w-full object-contain"
                    loading="lazy"
                  />
                </div>
                <p className="truncate text-sm font-medium" title={img.originalName}>
                  {img.originalName}
                </p>
                <p className="text-xs text-zinc-500">
                  {img.width && img.height ? `${t("dimensions", { width: img.width, height: img.height })} · ` : ""}
                  {t("size", { size: formatNumber(locale, Math.round(img.sizeBytes / 102.4) / 10) })} ·{" "}
                  {formatDate(locale, img.createdAt)}
                </p>
                <p className="text-xs text-zinc-500">{t("usedBy", { count: img.usedBy })}</p>
                <div className="mt-auto flex gap-2">
                  <Button
                    variant="outline"
                    className="h-8 flex-1 px-2"
                    onClick={() => void copy(img.absoluteUrl)}
                    aria-label={`${t("copyUrl")} — ${img.originalName}`}
                  >
                    <Copy className="size-4" aria-hidden />
                    {t("copyUrl")}
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="ghost"
                        className="h-8 px-2 text-red-700 dark:text-red-400"
                        aria-label={`${tc("delete")} — ${img.originalName}`}
                        disabled={img.usedBy > 0}
                        title={img.usedBy > 0 ? t("usedBy", { count: img.usedBy }) : undefined}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    }
                    title={t("confirmDelete")}
                    description={t("confirmDeleteDescription", { name: img.originalName })}
                    confirmLabel={tc("delete")}
                    destructive
                    onConfirm={async () => {
                      try {
                        await remove({ variables: { id: img.id } });
                        toast.success(t("deleted"));
                      } catch (e) {
                        toast.error(serverError(e));
                        throw e;
                      }
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
        </section>
      )}
    </div>
  );
}
