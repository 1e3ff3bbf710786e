"use client";

import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { BROADCAST_TYPES, THEMES } from "@/lib/sign-up/lists";
import {
  EMPTY_PROGRAM,
  PROGRAM_ACCESS,
  programSchema,
  REMUNERATION_MODELS,
  type ProgramInput,
  type ProgramValues,
} from "@/lib/validation/program";
import { useServerErrors } from "./errors";
import { describedBy, Field, MoneyInput } from "./fields";
import { ADVERTISER_CLIENTS, CREATE_PROGRAM, UPDATE_PROGRAM, type Program } from "./operations";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";

/** Countries a program may target, in the form's order. */
export const PROGRAM_COUNTRIES = ["FR", "BE", "CH", "LU", "CA", "ES", "IT", "DE", "GB", "MA"] as const;

const FIELDS = Object.keys(EMPTY_PROGRAM);

/** The program's current values as the form holds them. */
export function programToInput(p: Program): ProgramInput {
  return {
    advertiserClientId: p.advertiserClientId,
    name: p.name,
    description: p.description,
    conditions: p.conditions,
    theme: (p.theme ?? "") as ProgramInput["theme"],
    model: p.model as ProgramInput["model"],
    advertiserPriceCents: p.advertiserPriceCents ?? 0,
    publisherPayoutCents: p.publisherPayoutCents ?? 0,
    broadcastTypes: p.broadcastTypes as ProgramInput["broadcastTypes"],
    countries: p.countries,
    landingUrl: p.landingUrl,
    startsOn: p.startsOn ?? "",
    endsOn: p.endsOn ?? "",
    access: p.access,
  };
}

/**
 * Creates or edits a program. An administrator picks the advertiser and sets both the price and the
 * publisher payout; an advertiser sets its price only (the network sets the payout on validation).
 */
export function ProgramForm({
  role,
  program,
  onSaved,
  onCancel,
}: {
  role: "admin" | "advertiser";
  program?: Program;
  onSaved: (p: Program) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("myaffilPrograms.form");
  // Bound to the subtrees used here: a page showing the form sends the browser only those messages.
  const tmsg = useTranslations("myaffilPrograms.messages");
  const tmodel = useTranslations("myaffilPrograms.models");
  const taccess = useTranslations("myaffilPrograms.access");
  const tcountry = useTranslations("myaffilPrograms.countries");
  const tvalid = useTranslations("myaffilPrograms.validation");
  const tl = useTranslations("signUpLists");
  const serverErrors = useServerErrors();
  const admin = role === "admin";
  const advertisers = useQuery(ADVERTISER_CLIENTS, { skip: !admin, fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CREATE_PROGRAM, forgettingLists("myaffilPrograms"));
  const [update] = useMutation(UPDATE_PROGRAM, forgettingLists("myaffilPrograms"));
  const form = useForm<ProgramInput, unknown, ProgramValues>({
    resolver: zodResolver(programSchema),
    defaultValues: program ? programToInput(program) : EMPTY_PROGRAM,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;
  const landing = useWatch({ control: form.control, name: "landingUrl" });
  const landingNeedsReview =
    !admin && program?.validation === "validated" && (landing ?? "").trim() !== program.landingUrl;
  const err = (name: keyof ProgramInput) => errors[name]?.message as string | undefined;

  const onSubmit = form.handleSubmit(async (v) => {
    const input = { ...v, advertiserClientId: admin ? v.advertiserClientId : null };
    if (admin && !input.advertiserClientId) {
      form.setError("advertiserClientId", { type: "required", message: "required" }, { shouldFocus: true });
      return;
    }
    try {
      const saved = program
        ? (await update({ variables: { id: program.id, input } })).data!.updateMyaffilProgram
        : (await create({ variables: { input } })).data!.createMyaffilProgram;
      toast.success(program ? tmsg("programModified") : tmsg("programCreated"));
      // A new landing page on a validated program: paused until an administrator validates it again.
      if (program?.validation === "validated" && saved.validation === "pending") toast.warning(tmsg("landingInReview"));
      onSaved(saved);
    } catch (e) {
      toast.error(serverErrors(e, program ? tmsg("editError") : tmsg("createError"), form, FIELDS));
    }
  });

  const id = (name: string) => `program-${name}`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      className="flex flex-col gap-5"
      data-testid="program-form"
    >
      {admin && (
        <Field id={id("advertiser")} label={t("advertiser")} required error={err("advertiserClientId")}>
          <Controller
            control={form.control}
            name="advertiserClientId"
            render={({ field }) => (
              // Controlled: the advertisers arrive after an edited program's value.
              <Select
                id={id("advertiser")}
                {...describedBy(id("advertiser"), err("advertiserClientId"))}
                name={field.name}
                ref={field.ref}
                value={field.value == null ? "" : String(field.value)}
                onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
                onBlur={field.onBlur}
              >
                <option value="">
                  {advertisers.loading && !advertisers.data ? t("loadingAdvertisers") : t("chooseAdvertiser")}
                </option>
                {(advertisers.data?.myaffilAdvertiserClients ?? []).map((a) => (
                  <option key={a.clientId} value={a.clientId}>
                    {`${a.society || a.name} — ${a.email} (#${a.clientId})`}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
      )}
      <Field id={id("name")} label={t("name")} required error={err("name")}>
        <Input
          id={id("name")}
          autoComplete="off"
          aria-required
          {...describedBy(id("name"), err("name"))}
          {...form.register("name")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("description")} label={t("description")} error={err("description")}>
          <Textarea
            id={id("description")}
            rows={5}
            {...describedBy(id("description"), err("description"))}
            {...form.register("description")}
          />
        </Field>
        <Field id={id("conditions")} label={t("conditions")} error={err("conditions")}>
          <Textarea
            id={id("conditions")}
            rows={5}
            {...describedBy(id("conditions"), err("conditions"))}
            {...form.register("conditions")}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id={id("theme")} label={t("theme")} error={err("theme")}>
          <Select id={id("theme")} {...describedBy(id("theme"), err("theme"))} {...form.register("theme")}>
            <option value="">{t("noTheme")}</option>
            {THEMES.map((th) => (
              <option key={th.id} value={th.id}>
                {tl(`themes.${th.id}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id("model")} label={t("model")} required error={err("model")}>
          <Select id={id("model")} {...describedBy(id("model"), err("model"))} {...form.register("model")}>
            {REMUNERATION_MODELS.map((m) => (
              <option key={m} value={m}>
                {tmodel(m)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id("access")} label={t("access")} required error={err("access")}>
          <Select id={id("access")} {...describedBy(id("access"), err("access"))} {...form.register("access")}>
            {PROGRAM_ACCESS.map((a) => (
              <option key={a} value={a}>
                {taccess(a)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("price")} label={t("price")} required error={err("advertiserPriceCents")} hint={t("priceHint")}>
          <Controller
            control={form.control}
            name="advertiserPriceCents"
            render={({ field }) => (
              <MoneyInput
                id={id("price")}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={err("advertiserPriceCents")}
                aria-describedby={describedBy(id("price"), err("advertiserPriceCents"), true)["aria-describedby"]}
              />
            )}
          />
        </Field>
        {admin ? (
          <Field
            id={id("payout")}
            label={t("payout")}
            required
            error={err("publisherPayoutCents")}
            hint={t("payoutHint")}
          >
            <Controller
              control={form.control}
              name="publisherPayoutCents"
              render={({ field }) => (
                <MoneyInput
                  id={id("payout")}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={err("publisherPayoutCents")}
                  aria-describedby={describedBy(id("payout"), err("publisherPayoutCents"), true)["aria-describedby"]}
                />
              )}
            />
          </Field>
        ) : (
          <p className="self-end text-sm text-zinc-600 dark:text-zinc-400">{t("payoutByNetwork")}</p>
        )}
      </div>
      <Field id={id("landing")} label={t("landingUrl")} required error={err("landingUrl")} hint={t("landingHint")}>
        <Input
          id={id("landing")}
          type="url"
          inputMode="url"
          placeholder="https://"
          aria-required
          {...describedBy(id("landing"), err("landingUrl"), true)}
          {...form.register("landingUrl")}
        />
      </Field>
      {landingNeedsReview && (
        <p
          role="status"
          data-testid="landing-review-notice"
          className="-mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-800 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          {t("landingReview")}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("startsOn")} label={t("startsOn")} error={err("startsOn")}>
          <Input
            id={id("startsOn")}
            type="date"
            {...describedBy(id("startsOn"), err("startsOn"))}
            {...form.register("startsOn")}
          />
        </Field>
        <Field id={id("endsOn")} label={t("endsOn")} error={err("endsOn")}>
          <Input
            id={id("endsOn")}
            type="date"
            {...describedBy(id("endsOn"), err("endsOn"))}
            {...form.register("endsOn")}
          />
        </Field>
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={err("broadcastTypes") ? id("broadcast-error") : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t("broadcastTypes")}</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {BROADCAST_TYPES.map((b) => (
            <label key={b} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={b}
                className="size-4 accent-emerald-700"
                {...form.register("broadcastTypes")}
              />
              {tl(`broadcastTypes.${b}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">
          {t("countries")}
          <span aria-hidden className="ml-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {PROGRAM_COUNTRIES.map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={c} className="size-4 accent-emerald-700" {...form.register("countries")} />
              {tcountry(c)}
            </label>
          ))}
        </div>
        {err("countries") && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {tvalid("countries")}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {program ? t("save") : t("create")}
        </Button>
      </div>
    </form>
  );
}
