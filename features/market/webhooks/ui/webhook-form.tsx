"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2, Wand2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { LEAD_FIELDS } from "@/lib/domain/webhooks";
import { webhookInput, type WebhookInput } from "@/lib/validation/webhook";
import { useWebhookError } from "./bits";

/**
 * The webhook form: name, URL, method, headers (key/value) and the mapping editor from lead fields
 * to the names the target expects. The same zod schema as the API checks it.
 */
export function WebhookForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial?: WebhookInput;
  submitLabel: string;
  /** Resolves with the API's per-field errors (keys of `marketWebhooks.validation`), or nothing. */
  onSubmit: (values: WebhookInput) => Promise<Record<string, string> | void>;
}) {
  const t = useTranslations("marketWebhooks.form");
  const tf = useTranslations("marketWebhooks.fields");
  const { message } = useWebhookError();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookInput>({
    resolver: zodResolver(webhookInput),
    defaultValues: initial ?? { name: "", url: "", method: "POST", headers: [], mapping: [] },
  });
  const headers = useFieldArray({ control, name: "headers" });
  const mapping = useFieldArray({ control, name: "mapping" });

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    if (fieldErrors) for (const [path, msg] of Object.entries(fieldErrors)) setError(path as "name", { message: msg });
  });
  const err = message;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>{t("name")}</Label>
        <Input
          id={`${id}-name`}
          {...register("name")}
          aria-invalid={!!errors.name}
          aria-describedby={`${id}-name-err`}
        />
        <FieldError id={`${id}-name-err`} message={err(errors.name?.message)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-url`}>{t("url")}</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register("url")}
            aria-invalid={!!errors.url}
            aria-describedby={`${id}-url-err`}
          />
          <FieldError id={`${id}-url-err`} message={err(errors.url?.message)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-method`}>{t("method")}</Label>
          <Select id={`${id}-method`} {...register("method")}>
            <option value="POST">POST</option>
            <option value="PUT">PUT</option>
          </Select>
        </div>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("headers")}</legend>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("headersHelp")}</p>
        {headers.fields.map((f, i) => (
          <div key={f.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <div>
              <Label htmlFor={`${id}-hk-${i}`} className="sr-only">
                {t("headerName", { n: i + 1 })}
              </Label>
              <Input
                id={`${id}-hk-${i}`}
                placeholder={t("headerNamePlaceholder")}
                {...register(`headers.${i}.key`)}
                aria-invalid={!!errors.headers?.[i]?.key}
              />
              <FieldError id={`${id}-hk-${i}-err`} message={err(errors.headers?.[i]?.key?.message)} />
            </div>
            <div>
              <Label htmlFor={`${id}-hv-${i}`} className="sr-only">
                {t("headerValue", { n: i + 1 })}
              </Label>
              <Input
                id={`${id}-hv-${i}`}
                placeholder={t("headerValuePlaceholder")}
                {...register(`headers.${i}.value`)}
                aria-invalid={!!errors.headers?.[i]?.value}
              />
              <FieldError id={`${id}-hv-${i}-err`} message={err(errors.headers?.[i]?.value?.message)} />
            </div>
            <Button
              type="button"
              variant="ghost"
              className="h-10 px-2"
              onClick={() => headers.remove(i)}
              aria-label={t("removeHeader", { n: i + 1 })}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        <div>
          <Button type="button" variant="outline" onClick={() => headers.append({ key: "", value: "" })}>
            <Plus className="size-4" aria-hidden /> {t("addHeader")}
          </Button>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("mapping")}</legend>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("mappingHelp")}</p>
        <datalist id={`${id}-fields`}>
          {LEAD_FIELDS.map((f) => (
            <option key={f} value={f}>
              {tf(f)}
            </option>
          ))}
        </datalist>
        {mapping.fields.map((f, i) => (
          <div key={f.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <div>
              <Label htmlFor={`${id}-ms-${i}`} className="sr-only">
                {t("mappingSource", { n: i + 1 })}
              </Label>
              <Input
                id={`${id}-ms-${i}`}
                list={`${id}-fields`}
                placeholder={t("mappingSourcePlaceholder")}
                {...register(`mapping.${i}.source`)}
                aria-invalid={!!errors.mapping?.[i]?.source}
              />
              <FieldError id={`${id}-ms-${i}-err`} message={err(errors.mapping?.[i]?.source?.message)} />
            </div>
            <div>
              <Label htmlFor={`${id}-mt-${i}`} className="sr-only">
                {t("mappingTarget", { n: i + 1 })}
              </Label>
              <Input
                id={`${id}-mt-${i}`}
                placeholder={t("mappingTargetPlaceholder")}
                {...register(`mapping.${i}.target`)}
                aria-invalid={!!errors.mapping?.[i]?.target}
              />
              <FieldError id={`${id}-mt-${i}-err`} message={err(errors.mapping?.[i]?.target?.message)} />
            </div>
            <Button
              type="button"
              variant="ghost"
              className="h-10 px-2"
              onClick={() => mapping.remove(i)}
              aria-label={t("removeMapping", { n: i + 1 })}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        {mapping.fields.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("mappingEmpty")}</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => mapping.append({ source: "", target: "" })}>
            <Plus className="size-4" aria-hidden /> {t("addMapping")}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => mapping.replace(LEAD_FIELDS.map((f) => ({ source: f, target: f })))}
          >
            <Wand2 className="size-4" aria-hidden /> {t("mapAll")}
          </Button>
        </div>
        {errors.mapping?.message && <FieldError id={`${id}-map-err`} message={err(errors.mapping.message)} />}
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
