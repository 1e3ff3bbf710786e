"use client";

import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { BROADCAST_TYPES, THEMES } from "@/lib/sign-up/lists";
import { cn } from "@/lib/utils/cn";
import { supportSchema, type SupportInput } from "@/lib/validation/support";
import { CREATE_SUPPORT, UPDATE_SUPPORT, type Support } from "@/features/myaffil/creatives/ui/creatives/operations";
import { useServerError, useValidationMessage } from "@/features/myaffil/creatives/ui/creatives/shared";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";

const FIELDS = ["name", "broadcastType", "url", "audience", "themes"] as const;

/** Adds or edits a support: name rule of spec §5, broadcast type, URL, audience, themes. */
export function SupportForm({ support, onDone }: { support?: Support; onDone: () => void }) {
  const t = useTranslations("myaffilCreatives.supports");
  const tc = useTranslations("myaffilCreatives.common");
  const tb = useTranslations("signUpLists.broadcastTypes");
  const tt = useTranslations("signUpLists.themes");
  const msg = useValidationMessage();
  const serverError = useServerError();
  const id = useId();
  const form = useForm<SupportInput>({
    resolver: zodResolver(supportSchema),
    defaultValues: support
      ? {
          name: support.name,
          broadcastType: support.broadcastType as SupportInput["broadcastType"],
          url: support.url,
          audience: support.audience,
          themes: support.themes as SupportInput["themes"],
        }
      : { name: "", broadcastType: "" as SupportInput["broadcastType"], url: "", audience: 0, themes: [] },
  });
  const [create] = useMutation(CREATE_SUPPORT, {
    ...forgettingLists("mySupports"),
    refetchQueries: ["MySupports"],
    awaitRefetchQueries: true,
  });
  const [update] = useMutation(UPDATE_SUPPORT, { refetchQueries: ["MySupports"], awaitRefetchQueries: true });
  const { errors, isSubmitting } = form.formState;
  const err = (f: (typeof FIELDS)[number]) => msg(errors[f]?.message as string | undefined);
  const themes = form.watch("themes");

  const submit = form.handleSubmit(async (values) => {
    try {
      if (support) await update({ variables: { id: support.id, input: values } });
      else await create({ variables: { input: values } });
      toast.success(support ? t("modified") : t("created"));
      onDone();
    } catch (error) {
      toast.error(serverError(error, form, FIELDS));
    }
  });

  const described = (f: string, help?: boolean) =>
    [help ? `${id}-${f}-help` : null, errors[f as keyof SupportInput] ? `${id}-${f}-error` : null]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>{t("name")}</Label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          aria-invalid={!!errors.name}
          aria-describedby={described("name", true)}
          {...form.register("name")}
        />
        <p id={`${id}-name-help`} className="text-xs text-zinc-500">
          {t("nameHelp")}
        </p>
        <FieldError id={`${id}-name-error`} message={err("name")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-bt`}>{t("broadcastType")}</Label>
          <Select
            id={`${id}-bt`}
            aria-invalid={!!errors.broadcastType}
            aria-describedby={described("broadcastType")}
            {...form.register("broadcastType")}
          >
            <option value="">{t("chooseBroadcastType")}</option>
            {BROADCAST_TYPES.map((b) => (
              <option key={b} value={b}>
                {tb(b)}
              </option>
            ))}
          </Select>
          <FieldError id={`${id}-broadcastType-error`} message={err("broadcastType")} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-aud`}>{t("audience")}</Label>
          <Input
            id={`${id}-aud`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-invalid={!!errors.audience}
            aria-describedby={described("audience", true)}
            {...form.register("audience", { valueAsNumber: true })}
          />
          <p id={`${id}-audience-help`} className="text-xs text-zinc-500">
            {t("audienceHelp")}
          </p>
          <FieldError id={`${id}-audience-error`} message={err("audience")} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-url`}>{t("url")}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://"
          aria-invalid={!!errors.url}
          aria-describedby={described("url")}
          {...form.register("url")}
        />
        <FieldError id={`${id}-url-error`} message={err("url")} />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("themes")}</legend>
        <div className="flex max-h-44 flex-wrap gap-1.5 overflow-y-auto">
          {THEMES.map(({ id: theme }) => {
            const on = themes.includes(theme);
            return (
              <button
                key={theme}
                type="button"
                aria-pressed={on}
                onClick={() =>
                  form.setValue("themes", on ? themes.filter((x) => x !== theme) : [...themes, theme], {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
                className={cn(
                  "rounded-full border px-3 py-1 text-xs focus-visible:outline-2 focus-visible:outline-emerald-500",
                  on
                    ? "border-emerald-700 bg-emerald-700 text-white"
                    : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
                )}
              >
                {tt(theme)}
              </button>
            );
          })}
        </div>
        <FieldError id={`${id}-themes-error`} message={err("themes")} />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {tc("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {tc("save")}
        </Button>
      </div>
    </form>
  );
}
