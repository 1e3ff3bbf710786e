"use client";

import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImageIcon, Link2, Mail, Type } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useDeferredValue, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { VISUAL_KINDS } from "@/lib/domain/states";
import { cn } from "@/lib/utils/cn";
import { TRACKING_PLACEHOLDER, visualSchema, type VisualInput } from "@/lib/validation/visual";
import {
  CREATE_VISUAL,
  LIBRARY_IMAGES,
  UPDATE_VISUAL,
  type Visual,
  type VisualCampaign,
} from "../creatives/operations";
import { forgettingLists } from "../creatives/list-cache";
import { htmlDocument, useServerError, useValidationMessage } from "../creatives/shared";

const FIELDS = [
  "campaignId",
  "kind",
  "name",
  "subject",
  "senderName",
  "html",
  "imageId",
  "width",
  "height",
  "linkText",
] as const;
const KIND_ICONS = { email: Mail, banner: ImageIcon, text: Type } as const;
const numberOrNull = (v: unknown) =>
  v === "" || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

/**
 * Creates (or edits) a visual: an HTML e-mail with its subject and sender and a live preview in a
 * frame that runs nothing, a banner from the image library, or a text link.
 */
export function VisualForm({
  campaigns,
  defaultCampaignId,
  visual,
  showLibraryLink,
  onSaved,
  onCancel,
}: {
  campaigns: VisualCampaign[];
  defaultCampaignId?: number | null;
  visual?: Visual;
  showLibraryLink?: boolean;
  onSaved: (v: Visual) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("myaffilCreatives.addVisual");
  const tv = useTranslations("myaffilCreatives.visuals");
  const tk = useTranslations("myaffilCreatives.kinds");
  const tc = useTranslations("myaffilCreatives.common");
  const msg = useValidationMessage();
  const serverError = useServerError();
  const id = useId();
  const htmlRef = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<VisualInput>({
    resolver: zodResolver(visualSchema),
    defaultValues: {
      campaignId:
        visual?.campaignId ??
        (defaultCampaignId && campaigns.some((c) => c.id === defaultCampaignId)
          ? defaultCampaignId
          : campaigns.length === 1
            ? campaigns[0]!.id
            : 0),
      kind: visual?.kind ?? "email",
      name: visual?.name ?? "",
      subject: visual?.subject ?? "",
      senderName: visual?.senderName ?? "",
      html: visual?.html ?? "",
      imageId: visual?.imageId ?? null,
      width: visual?.width ?? null,
      height: visual?.height ?? null,
      linkText: visual?.linkText ?? "",
    },
  });
  const kind = form.watch("kind");
  const html = useDeferredValue(form.watch("html"));
  const imageId = form.watch("imageId");
  const { data: library } = useQuery(LIBRARY_IMAGES, { skip: kind !== "banner", fetchPolicy: "cache-and-network" });
  // A visual may join (or, edited, move between) campaigns' lists: every cached variant is forgotten.
  const [create] = useMutation(CREATE_VISUAL, {
    ...forgettingLists("visuals", "libraryImages", "myaffilCampaigns"),
    refetchQueries: ["Visuals"],
  });
  const [update] = useMutation(UPDATE_VISUAL, {
    ...forgettingLists("visuals", "libraryImages"),
    refetchQueries: ["Visuals"],
  });
  const { errors, isSubmitting } = form.formState;
  const err = (f: (typeof FIELDS)[number]) => msg(errors[f]?.message as string | undefined);
  const described = (f: string) => (errors[f as keyof VisualInput] ? `${id}-${f}-error` : undefined);
  const htmlField = form.register("html");

  const insertLink = () => {
    const el = htmlRef.current;
    const value = form.getValues("html");
    const at = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? at;
    form.setValue("html", value.slice(0, at) + TRACKING_PLACEHOLDER + value.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + TRACKING_PLACEHOLDER.length, at + TRACKING_PLACEHOLDER.length);
    });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = visual
        ? await update({ variables: { id: visual.id, input: values } })
        : await create({ variables: { input: values } });
      const saved = visual
        ? (res.data as { updateVisual: Visual }).updateVisual
        : (res.data as { createVisual: Visual }).createVisual;
      toast.success(visual ? tv("modified") : tv("created"));
      if (values.kind === "email" && saved.html !== values.html.trim()) toast.info(t("sanitizedNotice"));
      onSaved(saved);
    } catch (e) {
      toast.error(serverError(e, form, FIELDS));
    }
  });

  const programs = [...new Map(campaigns.map((c) => [c.programId, c.programName])).entries()];

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-campaign`}>{t("campaign")}</Label>
          <Select
            id={`${id}-campaign`}
            aria-invalid={!!errors.campaignId}
            aria-describedby={described("campaignId")}
            {...form.register("campaignId", { valueAsNumber: true })}
          >
            <option value={0}>{t("chooseCampaign")}</option>
            {programs.map(([pid, pname]) => (
              <optgroup key={pid} label={pname}>
                {campaigns
                  .filter((c) => c.programId === pid)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name} ({c.trackingId})
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
          <FieldError id={`${id}-campaignId-error`} message={err("campaignId")} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>{tv("name")}</Label>
          <Input
            id={`${id}-name`}
            placeholder={t("namePlaceholder")}
            aria-invalid={!!errors.name}
            aria-describedby={described("name")}
            {...form.register("name")}
          />
          <FieldError id={`${id}-name-error`} message={err("name")} />
        </div>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">{tv("kind")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {VISUAL_KINDS.map((k) => {
            const Icon = KIND_ICONS[k];
            return (
              <label
                key={k}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-500",
                  kind === k
                    ? "border-emerald-700 bg-emerald-50 dark:bg-emerald-950/30"
                    : "border-zinc-300 dark:border-zinc-700",
                )}
              >
                <input
                  type="radio"
                  value={k}
                  className="sr-only"
                  {...form.register("kind")}
                  disabled={!!visual && visual.kind !== k}
                />
                <Icon className="size-4" aria-hidden />
                {tk(k)}
              </label>
            );
          })}
        </div>
      </fieldset>

      {kind === "email" && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-subject`}>{tv("subject")}</Label>
              <Input
                id={`${id}-subject`}
                aria-invalid={!!errors.subject}
                aria-describedby={described("subject")}
                {...form.register("subject")}
              />
              <FieldError id={`${id}-subject-error`} message={err("subject")} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-sender`}>{tv("senderName")}</Label>
              <Input
                id={`${id}-sender`}
                aria-invalid={!!errors.senderName}
                aria-describedby={described("senderName")}
                {...form.register("senderName")}
              />
              <FieldError id={`${id}-senderName-error`} message={err("senderName")} />
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Label htmlFor={`${id}-html`}>{tv("html")}</Label>
                <Button type="button" variant="outline" className="h-8 px-3" onClick={insertLink}>
                  <Link2 className="size-4" aria-hidden />
                  {t("insertLink")}
                </Button>
              </div>
              <Textarea
                id={`${id}-html`}
                spellCheck={false}
                className="min-h-80 font-mono text-xs"
                aria-invalid={!!errors.html}
                aria-describedby={[`${id}-html-help`, described("html")].filter(Boolean).join(" ")}
                {...htmlField}
                ref={(el) => {
                  htmlField.ref(el);
                  htmlRef.current = el;
                }}
              />
              <p id={`${id}-html-help`} className="text-xs text-zinc-500">
                {t("htmlHelp", { placeholder: TRACKING_PLACEHOLDER })}
              </p>
              <FieldError id={`${id}-html-error`} message={err("html")} />
            </div>
            <div className="flex flex-col gap-1.5">
              <p className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("livePreview")}</p>
              <iframe
                title={t("livePreview")}
                sandbox=""
                referrerPolicy="no-referrer"
                srcDoc={htmlDocument("preview", html)}
                className="min-h-80 w-full flex-1 rounded-md border border-zinc-200 bg-white dark:border-zinc-700"
                data-testid="live-preview"
              />
            </div>
          </div>
        </>
      )}

      {kind === "banner" && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 flex w-full flex-wrap items-center justify-between gap-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            <span>{t("chooseImage")}</span>
          </legend>
          {showLibraryLink && (
            <Link
              href="/myaffil/admin/UploadImages"
              className="self-start text-sm text-emerald-700 hover:underline dark:text-emerald-400"
            >
              {t("manageImages")}
            </Link>
          )}
          {library && library.libraryImages.length === 0 && <p className="text-sm text-zinc-600">{t("noImages")}</p>}
          <div
            className="grid max-h-80 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3 lg:grid-cols-4"
            aria-describedby={described("imageId")}
          >
            {library?.libraryImages.map((img) => (
              <label
                key={img.id}
                className={cn(
                  "flex cursor-pointer flex-col gap-1 rounded-lg border p-2 text-xs has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-500",
                  imageId === img.id
                    ? "border-emerald-700 bg-emerald-50 dark:bg-emerald-950/30"
                    : "border-zinc-300 dark:border-zinc-700",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-image`}
                  className="sr-only"
                  checked={imageId === img.id}
                  onChange={() => {
                    form.setValue("imageId", img.id, { shouldValidate: form.formState.isSubmitted });
                    form.setValue("width", img.width);
                    form.setValue("height", img.height);
                  }}
                />
                <img src={img.url} alt="" className="h-20 w-full rounded object-contain" loading="lazy" />
                <span className="truncate">{img.originalName}</span>
                {img.width && img.height && (
                  <span className="text-zinc-500">
                    {img.width} × {img.height}
                  </span>
                )}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-imageId-error`} message={err("imageId")} />
          <div className="grid max-w-sm grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-w`}>{t("width")}</Label>
              <Input
                id={`${id}-w`}
                type="number"
                min={1}
                inputMode="numeric"
                aria-invalid={!!errors.width}
                {...form.register("width", { setValueAs: numberOrNull })}
              />
              <FieldError id={`${id}-width-error`} message={err("width")} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-h`}>{t("height")}</Label>
              <Input
                id={`${id}-h`}
                type="number"
                min={1}
                inputMode="numeric"
                aria-invalid={!!errors.height}
                {...form.register("height", { setValueAs: numberOrNull })}
              />
              <FieldError id={`${id}-height-error`} message={err("height")} />
            </div>
          </div>
        </fieldset>
      )}

      {kind === "text" && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-link`}>{tv("linkText")}</Label>
          <Input
            id={`${id}-link`}
            aria-invalid={!!errors.linkText}
            aria-describedby={described("linkText")}
            {...form.register("linkText")}
          />
          <FieldError id={`${id}-linkText-error`} message={err("linkText")} />
        </div>
      )}

      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {tc("cancel")}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t("saving") : visual ? tc("save") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
