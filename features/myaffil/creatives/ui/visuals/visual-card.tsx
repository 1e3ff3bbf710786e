"use client";

import { useMutation } from "@apollo/client/react";
import { Code, Download, ExternalLink, Link2, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DELETE_VISUAL, type Visual } from "../creatives/operations";
import { forgettingLists } from "../creatives/list-cache";
import { downloadText, htmlDocument, useCopy, useServerError } from "../creatives/shared";

/** The visual as it will show: its code (links in place) in a sandboxed frame that runs nothing. */
export function VisualPreview({
  visual,
  className,
}: {
  visual: Pick<Visual, "name" | "code" | "kind" | "height">;
  className?: string;
}) {
  const t = useTranslations("myaffilCreatives.visuals");
  const height =
    visual.kind === "email"
      ? 420
      : visual.kind === "banner"
        ? Math.min(320, Math.max(80, (visual.height ?? 90) + 32))
        : 64;
  return (
    <iframe
      title={`${t("preview")} — ${visual.name}`}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={htmlDocument(visual.name, visual.code)}
      className={className ?? "w-full rounded-md border border-zinc-200 bg-white dark:border-zinc-700"}
      style={{ height }}
      data-testid="visual-preview"
    />
  );
}

const fileName = (v: Visual) =>
  `${v.trackingId}-${v.id}-${v.name
    .normalize("NFD")
    .replace(/[^\w-]+/g, "_")
    .slice(0, 40)}.html`;

/** One visual with its preview and what can be done with it (copy, download, preview, delete). */
export function VisualCard({
  visual,
  canEdit,
  showLink,
  onDeleted,
}: {
  visual: Visual;
  canEdit?: boolean;
  showLink?: boolean;
  onDeleted?: () => void;
}) {
  const t = useTranslations("myaffilCreatives.visuals");
  const tk = useTranslations("myaffilCreatives.kinds");
  const tc = useTranslations("myaffilCreatives.common");
  const locale = useLocale();
  const copy = useCopy();
  const serverError = useServerError();
  // Every cached visuals list holding it forgets it; the library's "used by" and campaigns' counts change too.
  const [remove] = useMutation(DELETE_VISUAL, {
    ...forgettingLists("visuals", "libraryImages", "myaffilCampaigns"),
    refetchQueries: ["Visuals"],
    awaitRefetchQueries: true,
  });
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
      aria-label={visual.name}
      data-testid="visual-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-medium">{visual.name}</h3>
          <p className="text-xs text-zinc-500">
            {visual.campaignName} · {formatDate(locale, visual.createdAt)}
          </p>
        </div>
        <Badge tone={visual.kind === "email" ? "info" : visual.kind === "banner" ? "success" : "neutral"}>
          {tk(visual.kind)}
        </Badge>
      </header>
      {visual.kind === "email" && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-zinc-500">{t("subject")}</dt>
          <dd className="truncate">{visual.subject}</dd>
          <dt className="text-zinc-500">{t("senderName")}</dt>
          <dd className="truncate">{visual.senderName}</dd>
        </dl>
      )}
      <VisualPreview visual={visual} />
      {showLink && (
        <div className="flex items-center gap-2 text-xs">
          <span className="text-zinc-500">{t("trackingLink")}</span>
          <code className="min-w-0 flex-1 truncate rounded bg-zinc-100 px-2 py-1 dark:bg-zinc-800">
            {visual.trackingLink}
          </code>
          <Button
            variant="ghost"
            className="h-8 px-2"
            aria-label={`${t("copyLink")} — ${visual.name}`}
            onClick={() => void copy(visual.trackingLink)}
          >
            <Link2 className="size-4" aria-hidden />
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="h-8 px-3"
          onClick={() => void copy(visual.code)}
          aria-label={`${t("copyCode")} — ${visual.name}`}
        >
          <Code className="size-4" aria-hidden />
          {t("copyCode")}
        </Button>
        <Button
          variant="outline"
          className="h-8 px-3"
          onClick={() => downloadText(fileName(visual), htmlDocument(visual.subject || visual.name, visual.code))}
          aria-label={`${t("download")} — ${visual.name}`}
        >
          <Download className="size-4" aria-hidden />
          {t("download")}
        </Button>
        <Button asChild variant="outline" className="h-8 px-3">
          <a
            href={visual.previewPath}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t("openPreview")} — ${visual.name}`}
          >
            <ExternalLink className="size-4" aria-hidden />
            {t("openPreview")}
          </a>
        </Button>
        {canEdit && (
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                className="ml-auto h-8 px-3 text-red-700 dark:text-red-400"
                aria-label={`${tc("delete")} — ${visual.name}`}
              >
                <Trash2 className="size-4" aria-hidden />
                {tc("delete")}
              </Button>
            }
            title={t("confirmDelete")}
            description={t("confirmDeleteDescription", { name: visual.name })}
            confirmLabel={tc("delete")}
            destructive
            onConfirm={async () => {
              try {
                await remove({ variables: { id: visual.id } });
                toast.success(t("deleted"));
                onDeleted?.();
              } catch (e) {
                toast.error(serverError(e));
                throw e;
              }
            }}
          />
        )}
      </div>
    </article>
  );
}
