"use client";

import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { campaignSchema, EMPTY_CAMPAIGN, type CampaignInput, type CampaignValues } from "@/lib/validation/campaign";
import { useServerErrors } from "@/features/myaffil/programs/ui/errors";
import { describedBy, Field, MoneyInput, parseCount } from "@/features/myaffil/programs/ui/fields";
import { CREATE_CAMPAIGN, PROGRAMS, UPDATE_CAMPAIGN, type Campaign } from "@/features/myaffil/programs/ui/operations";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";

const FIELDS = Object.keys(EMPTY_CAMPAIGN(0));

function toInput(c: Campaign): CampaignInput {
  return {
    programId: c.programId,
    name: c.name,
    startsOn: c.startsOn ?? "",
    endsOn: c.endsOn ?? "",
    budgetCents: c.budgetCents,
    dailyLeadCap: c.dailyLeadCap,
    totalLeadCap: c.totalLeadCap,
  };
}

/** A whole-number input held as number | null by the form. */
function CountInput({
  id,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  value: number | null | undefined;
  onChange: (v: number | null) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [text, setText] = useState(value == null || Number.isNaN(value) ? "" : String(value));
  return (
    <Input
      id={id}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      {...describedBy(id, error)}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseCount(e.target.value));
      }}
      onBlur={onBlur}
    />
  );
}

/**
 * Creates or edits a campaign. `pickProgram` lets an administrator choose the program (add_campagne);
 * otherwise the campaign goes into `programId`.
 */
export function CampaignForm({
  campaign,
  programId,
  pickProgram,
  onSaved,
  onCancel,
}: {
  campaign?: Campaign;
  programId?: number;
  pickProgram?: boolean;
  onSaved: (c: Campaign) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("myaffilPrograms.campaignForm");
  const tm = useTranslations("myaffilPrograms.messages");
  const serverErrors = useServerErrors();
  const programs = useQuery(PROGRAMS, {
    variables: { filter: null },
    skip: !pickProgram,
    fetchPolicy: "cache-and-network",
  });
  // The program page's visuals card lists the campaigns a visual can be added to: refresh it too.
  const [create] = useMutation(CREATE_CAMPAIGN, {
    refetchQueries: ["VisualCampaigns"],
    ...forgettingLists("myaffilCampaigns", "myaffilPrograms"),
  });
  const [update] = useMutation(UPDATE_CAMPAIGN, forgettingLists("myaffilCampaigns"));
  const form = useForm<CampaignInput, unknown, CampaignValues>({
    resolver: zodResolver(campaignSchema),
    defaultValues: campaign ? toInput(campaign) : EMPTY_CAMPAIGN(programId ?? 0),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: keyof CampaignInput) => errors[name]?.message as string | undefined;
  const id = (name: string) => `campaign-${name}`;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = campaign
        ? (await update({ variables: { id: campaign.id, input } })).data!.updateMyaffilCampaign
        : (await create({ variables: { input } })).data!.createMyaffilCampaign;
      toast.success(campaign ? tm("campaignModified") : tm("campaignCreated"));
      onSaved(saved);
    } catch (e) {
      toast.error(serverErrors(e, campaign ? tm("editError") : tm("createError"), form, FIELDS));
    }
  });

  const choices = (programs.data?.myaffilPrograms ?? []).filter((p) => p.state !== "supprime");
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      className="flex flex-col gap-5"
      data-testid="campaign-form"
    >
      {pickProgram && (
        <Field id={id("program")} label={t("program")} required error={err("programId")}>
          <Controller
            control={form.control}
            name="programId"
            render={({ field }) => (
              // Controlled: the options arrive after the preselected value.
              <Select
                id={id("program")}
                {...describedBy(id("program"), err("programId"))}
                name={field.name}
                ref={field.ref}
                value={String(field.value ?? 0)}
                onChange={(e) => field.onChange(Number(e.target.value))}
                onBlur={field.onBlur}
              >
                <option value="0">
                  {programs.loading && !programs.data ? t("loadingPrograms") : t("chooseProgram")}
                </option>
                {choices.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.name} — ${p.advertiserName ?? `#${p.advertiserClientId}`}`}
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
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id={id("budget")} label={t("budget")} error={err("budgetCents")} hint={t("budgetHint")}>
          <Controller
            control={form.control}
            name="budgetCents"
            render={({ field }) => (
              <MoneyInput
                nullable
                id={id("budget")}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={err("budgetCents")}
                aria-describedby={describedBy(id("budget"), err("budgetCents"), true)["aria-describedby"]}
              />
            )}
          />
        </Field>
        <Field id={id("dailyCap")} label={t("dailyLeadCap")} error={err("dailyLeadCap")}>
          <Controller
            control={form.control}
            name="dailyLeadCap"
            render={({ field }) => (
              <CountInput
                id={id("dailyCap")}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={err("dailyLeadCap")}
              />
            )}
          />
        </Field>
        <Field id={id("totalCap")} label={t("totalLeadCap")} error={err("totalLeadCap")}>
          <Controller
            control={form.control}
            name="totalLeadCap"
            render={({ field }) => (
              <CountInput
                id={id("totalCap")}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={err("totalLeadCap")}
              />
            )}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {campaign ? t("save") : t("create")}
        </Button>
      </div>
    </form>
  );
}
