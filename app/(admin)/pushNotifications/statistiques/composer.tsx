"use client";

import { useMutation } from "@apollo/client/react";
import { Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { SEND_PUSH } from "../operations";

const LAWS = ["ad", "tem", "ma", "an", "af"] as const;
const PLATFORMS = ["myaffil", "mycoreg", "market"] as const;

/**
 * The composer: title, text, link, audience (laws and platforms; none ticked = everyone), now or at
 * a time. Sending asks for a confirmation (it reaches real browsers and cannot be taken back).
 */
export function PushComposer() {
  const t = useTranslations("push");
  const router = useRouter();
  const [send, { loading }] = useMutation(SEND_PUSH);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [later, setLater] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    if (!form) return;
    const data = new FormData(form);
    const when = String(data.get("sendAt") ?? "");
    try {
      await send({
        variables: {
          input: {
            title: String(data.get("title") ?? ""),
            body: String(data.get("body") ?? ""),
            url: String(data.get("url") ?? ""),
            laws: data.getAll("laws").map(String),
            platforms: data.getAll("platforms").map(String),
            sendAt: later && when ? new Date(when).toISOString() : null,
          },
        },
      });
      toast.success(later ? t("composer.scheduled") : t("composer.sent"));
      form.reset();
      setLater(false);
      setErrors({});
      router.refresh();
    } catch (e) {
      const fields = (e as { errors?: { extensions?: { fields?: Record<string, string> } }[] }).errors?.[0]?.extensions
        ?.fields;
      setErrors(fields ?? {});
      toast.error(t("composer.error"));
    }
  };
  const onSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <form ref={setForm} onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t("composer.title")}>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="push-title">{t("composer.fields.title")}</Label>
          <Input id="push-title" name="title" required maxLength={80} aria-invalid={!!errors.title} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="push-url">{t("composer.fields.url")}</Label>
          <Input
            id="push-url"
            name="url"
            required
            maxLength={500}
            placeholder="/dashboard"
            aria-invalid={!!errors.url}
          />
          {errors.url ? <p className="text-xs text-red-600 dark:text-red-400">{t("composer.urlHint")}</p> : null}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="push-body">{t("composer.fields.body")}</Label>
        <Textarea id="push-body" name="body" required maxLength={240} rows={2} aria-invalid={!!errors.body} />
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium">{t("composer.fields.laws")}</legend>
        {LAWS.map((l) => (
          <label key={l} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="laws" value={l} /> {t(`laws.${l}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium">{t("composer.fields.platforms")}</legend>
        {PLATFORMS.map((p) => (
          <label key={p} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="platforms" value={p} /> {t(`platforms.${p}`)}
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("composer.audienceHint")}</p>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={later}
            onChange={(e) => setLater(e.target.checked)}
            data-testid="push-later"
          />
          {t("composer.later")}
        </label>
        {later ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor="push-send-at">{t("composer.fields.sendAt")}</Label>
            <Input id="push-send-at" name="sendAt" type="datetime-local" required />
          </div>
        ) : null}
        <ConfirmDialog
          trigger={
            <button type="button" className="btn btn-primary ml-auto" disabled={loading} data-testid="push-send">
              <Send className="size-4" aria-hidden />
              {later ? t("composer.schedule") : t("composer.send")}
            </button>
          }
          title={t("composer.confirm.title")}
          description={t("composer.confirm.text")}
          confirmLabel={t("composer.confirm.ok")}
          onConfirm={submit}
        />
      </div>
    </form>
  );
}
