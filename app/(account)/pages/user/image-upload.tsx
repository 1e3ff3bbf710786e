"use client";

import { ImageUp, Loader2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { cn } from "@/lib/utils/cn";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarProblem } from "@/lib/validation/profile";
import { uploadProfileImage } from "./upload-image";

const ACCEPT = Object.keys(AVATAR_TYPES).join(",");
const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
type Problem = "type" | "size" | "empty" | "unreadable" | "generic";
const SERVER_PROBLEMS: Record<string, Problem> = {
  FILE_TYPE: "type",
  FILE_TOO_LARGE: "size",
  FILE_MISSING: "empty",
  FILE_UNREADABLE: "unreadable",
};

/** The profile image: choose (checked here first), preview, send with a progress bar. */
export function ImageUpload({
  image,
  name,
  onChanged,
}: {
  image: string | null;
  name: string;
  onChanged: (url: string) => void;
}) {
  const t = useTranslations("profile.image");
  const tp = useTranslations("profile");
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<(() => void) | null>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);

  // The preview's object URL lives as long as the choice.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  function reject(kind: Problem) {
    const message = t(`errors.${kind}`, { max: MAX_MB });
    setProblem(message);
    toast.error(message);
  }

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) await take(file);
  }

  async function take(file: File) {
    setProblem(null);
    setProgress(null);
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const found = avatarProblem(file, head);
    if (found) {
      setChosen(null);
      return reject(found);
    }
    setChosen({ file, preview: URL.createObjectURL(file) });
  }

  // A file picked before the page finished loading sits in the input without a change event.
  const takeEarly = useEffectEvent((file: File) => void take(file));
  useEffect(() => {
    const input = inputRef.current;
    const early = input?.files?.[0];
    if (!input || !early) return;
    input.value = "";
    takeEarly(early);
  }, []);

  async function send() {
    if (!chosen || uploading) return;
    setUploading(true);
    setProblem(null);
    setProgress(0);
    const { done, abort } = uploadProfileImage(chosen.file, setProgress);
    abortRef.current = abort;
    const result = await done;
    abortRef.current = null;
    setUploading(false);
    if (result.ok) {
      setChosen(null);
      onChanged(result.image);
      toast.success(tp("saved"));
      router.refresh();
      return;
    }
    setProgress(null);
    if (result.code === "ABORTED") return;
    // An ended session logs out, as the GraphQL client does (spec section 8).
    if (result.status === 401) return window.location.reload();
    reject(SERVER_PROBLEMS[result.code] ?? "generic");
  }

  function cancel() {
    if (uploading) abortRef.current?.();
    setChosen(null);
    setProgress(null);
  }

  const shown = chosen?.preview ?? image;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border border-zinc-200 bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-800">
        {shown ? (
          // A plain img: a local preview or an upload served by our route, nothing next/image would optimise.
          <img src={shown} alt={chosen ? t("preview") : t("alt", { name })} className="size-full object-cover" />
        ) : (
          <span className="text-sm text-zinc-500 dark:text-zinc-400">{t("none")}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id="profile-image-input"
            type="file"
            accept={ACCEPT}
            onChange={choose}
            disabled={uploading}
            aria-describedby="profile-image-hint profile-image-error"
            className="peer sr-only"
          />
          <label
            htmlFor="profile-image-input"
            className={cn(
              "inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-zinc-300 px-4 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
              "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
            )}
          >
            <ImageUp className="size-4" aria-hidden />
            {t("choose")}
          </label>
          {chosen && (
            <>
              <Button type="button" onClick={() => void send()} disabled={uploading}>
                {uploading && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {uploading ? t("uploading") : t("upload")}
              </Button>
              <Button type="button" variant="ghost" onClick={cancel}>
                <X className="size-4" aria-hidden />
                {t("cancel")}
              </Button>
            </>
          )}
        </div>
        <p id="profile-image-hint" className="text-xs text-zinc-500 dark:text-zinc-400">
          {chosen
            ? t("chosen", { name: chosen.file.name, size: (chosen.file.size / 1024).toFixed(0) })
            : t("hint", { max: MAX_MB })}
        </p>
        {progress !== null && (
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={t("progress")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
            >
              <div
                className="h-full bg-emerald-600 transition-[width] duration-200"
                style={{ width: `${progress}%` }}
              />
            </div>
            <span className="w-12 text-right text-xs tabular-nums text-zinc-600 dark:text-zinc-400" aria-hidden>
              {progress} %
            </span>
          </div>
        )}
        <FieldError id="profile-image-error" message={problem ?? undefined} />
      </div>
    </div>
  );
}
