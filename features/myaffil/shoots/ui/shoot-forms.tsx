"use client";

import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import {
  postponeShootSchema,
  reportShootSchema,
  scheduleShootSchema,
  type PostponeShootInput,
  type ReportShootInput,
  type ScheduleShootInput,
} from "@/lib/validation/shoot";
import {
  MY_SUPPORTS,
  POSTPONE_SHOOT,
  REPORT_SHOOT,
  SCHEDULE_SHOOT,
  SHOOT_CAMPAIGNS,
  type Shoot,
} from "@/features/myaffil/creatives/ui/creatives/operations";
import {
  Loading,
  QueryError,
  useServerError,
  useValidationMessage,
} from "@/features/myaffil/creatives/ui/creatives/shared";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";
import { parisDay } from "@/lib/domain/paris-time";

/** Today in Paris, YYYY-MM-DD (the API refuses earlier days). */
export const parisToday = () => parisDay(new Date());

function Actions({ onCancel, busy, label }: { onCancel: () => void; busy: boolean; label: string }) {
  const tc = useTranslations("myaffilCreatives.common");
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        {tc("cancel")}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {label}
      </Button>
    </div>
  );
}

/** A publisher schedules a shoot: campaign among its accepted ones, support, visual, date, volume. */
export function ScheduleShootForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("myaffilCreatives.shoots");
  const msg = useValidationMessage();
  const serverError = useServerError();
  const id = useId();
  const campaigns = useQuery(SHOOT_CAMPAIGNS, { fetchPolicy: "cache-and-network" });
  const supports = useQuery(MY_SUPPORTS, { fetchPolicy: "cache-and-network" });
  const [schedule] = useMutation(SCHEDULE_SHOOT, {
    ...forgettingLists("shoots"),
    refetchQueries: ["Shoots"],
    awaitRefetchQueries: true,
  });
  const form = useForm<ScheduleShootInput>({
    resolver: zodResolver(scheduleShootSchema),
    defaultValues: { campaignId: 0, supportId: 0, visualId: null, date: parisToday(), time: "09:00", volume: 10000 },
  });
  const { errors, isSubmitting } = form.formState;
  const campaignId = form.watch("campaignId");
  const visuals = campaigns.data?.shootCampaigns.find((c) => c.id === campaignId)?.visuals ?? [];
  const active = (supports.data?.mySupports ?? []).filter((s) => s.state === "valide");

  if ((campaigns.error && !campaigns.data) || (supports.error && !supports.data))
    return (
      <QueryError
        onRetry={() => {
          void campaigns.refetch();
          void supports.refetch();
        }}
      />
    );
  if (!campaigns.data || !supports.data) return <Loading />;
  if (!campaigns.data.shootCampaigns.length) return <p className="text-sm">{t("noCampaigns")}</p>;
  if (!active.length)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm">{t("noSupports")}</p>
        <Button asChild>
          <Link href="/myaffil/editeur/supportslist">{t("support")}</Link>
        </Button>
      </div>
    );

  const err = (f: keyof ScheduleShootInput) => msg(errors[f]?.message);
  const describedBy = (f: string) => (errors[f as keyof ScheduleShootInput] ? `${id}-${f}-error` : undefined);
  const submit = form.handleSubmit(async (values) => {
    try {
      await schedule({ variables: { input: values } });
      toast.success(t("scheduled"));
      onDone();
    } catch (e) {
      toast.error(serverError(e, form, ["campaignId", "supportId", "visualId", "date", "time", "volume"]));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-campaign`}>{t("campaign")}</Label>
        <Select
          id={`${id}-campaign`}
          aria-invalid={!!errors.campaignId}
          aria-describedby={describedBy("campaignId")}
          {...form.register("campaignId", { valueAsNumber: true, onChange: () => form.setValue("visualId", null) })}
        >
          <option value={0}>{t("chooseCampaign")}</option>
          {campaigns.data.shootCampaigns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.programName} — {c.name}
            </option>
          ))}
        </Select>
        <FieldError id={`${id}-campaignId-error`} message={err("campaignId")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-support`}>{t("support")}</Label>
          <Select
            id={`${id}-support`}
            aria-invalid={!!errors.supportId}
            aria-describedby={describedBy("supportId")}
            {...form.register("supportId", { valueAsNumber: true })}
          >
            <option value={0}>{t("chooseSupport")}</option>
            {active.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
          <FieldError id={`${id}-supportId-error`} message={err("supportId")} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-visual`}>{t("visual")}</Label>
          <Select
            id={`${id}-visual`}
            aria-invalid={!!errors.visualId}
            aria-describedby={describedBy("visualId")}
            {...form.register("visualId", {
              setValueAs: (v) => (v === "" || v === null || Number(v) === 0 ? null : Number(v)),
            })}
          >
            <option value="">{t("noVisual")}</option>
            {visuals.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </Select>
          <FieldError id={`${id}-visualId-error`} message={err("visualId")} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>{t("date")}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={parisToday()}
            aria-invalid={!!errors.date}
            aria-describedby={describedBy("date")}
            {...form.register("date")}
          />
          <FieldError id={`${id}-date-error`} message={err("date")} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-time`}>{t("time")}</Label>
          <Input
            id={`${id}-time`}
            type="time"
            aria-invalid={!!errors.time}
            aria-describedby={describedBy("time")}
            {...form.register("time")}
          />
          <FieldError id={`${id}-time-error`} message={err("time")} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-volume`}>{t("volume")}</Label>
          <Input
            id={`${id}-volume`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            aria-invalid={!!errors.volume}
            aria-describedby={describedBy("volume")}
            {...form.register("volume", { valueAsNumber: true })}
          />
          <FieldError id={`${id}-volume-error`} message={err("volume")} />
        </div>
      </div>
      <Actions onCancel={onDone} busy={isSubmitting} label={t("schedule")} />
    </form>
  );
}

/** A new date for a shoot (it becomes postponed). */
export function PostponeShootForm({ shoot, onDone }: { shoot: Shoot; onDone: () => void }) {
  const t = useTranslations("myaffilCreatives.shoots");
  const msg = useValidationMessage();
  const serverError = useServerError();
  const id = useId();
  // A new date moves the shoot between the date-range filters and into the "postponed" state.
  const [postpone] = useMutation(POSTPONE_SHOOT, {
    ...forgettingLists("shoots"),
    refetchQueries: ["Shoots"],
    awaitRefetchQueries: true,
  });
  const form = useForm<PostponeShootInput>({
    resolver: zodResolver(postponeShootSchema),
    defaultValues: { id: shoot.id, date: shoot.date < parisToday() ? parisToday() : shoot.date, time: shoot.time },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await postpone({ variables: values });
      toast.success(t("postponed"));
      onDone();
    } catch (e) {
      toast.error(serverError(e, form, ["date", "time"]));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>{t("date")}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={parisToday()}
            aria-invalid={!!errors.date}
            {...form.register("date")}
          />
          <FieldError id={`${id}-date-error`} message={msg(errors.date?.message)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-time`}>{t("time")}</Label>
          <Input id={`${id}-time`} type="time" aria-invalid={!!errors.time} {...form.register("time")} />
          <FieldError id={`${id}-time-error`} message={msg(errors.time?.message)} />
        </div>
      </div>
      <Actions onCancel={onDone} busy={isSubmitting} label={t("postpone")} />
    </form>
  );
}

/** The publisher's figures after the send. */
export function ReportShootForm({ shoot, onDone }: { shoot: Shoot; onDone: () => void }) {
  const t = useTranslations("myaffilCreatives.shoots");
  const tc = useTranslations("myaffilCreatives.common");
  const msg = useValidationMessage();
  const serverError = useServerError();
  const id = useId();
  const [report] = useMutation(REPORT_SHOOT, { refetchQueries: ["Shoots"], awaitRefetchQueries: true });
  const form = useForm<ReportShootInput>({
    resolver: zodResolver(reportShootSchema),
    defaultValues: { id: shoot.id, sent: shoot.sent || shoot.volume, opens: shoot.opens },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await report({ variables: values });
      toast.success(t("reported"));
      onDone();
    } catch (e) {
      toast.error(serverError(e, form, ["sent", "opens"]));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-sent`}>{t("sent")}</Label>
          <Input
            id={`${id}-sent`}
            type="number"
            min={0}
            inputMode="numeric"
            aria-invalid={!!errors.sent}
            {...form.register("sent", { valueAsNumber: true })}
          />
          <FieldError id={`${id}-sent-error`} message={msg(errors.sent?.message)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-opens`}>{t("opens")}</Label>
          <Input
            id={`${id}-opens`}
            type="number"
            min={0}
            inputMode="numeric"
            aria-invalid={!!errors.opens}
            {...form.register("opens", { valueAsNumber: true })}
          />
          <FieldError id={`${id}-opens-error`} message={msg(errors.opens?.message)} />
        </div>
      </div>
      <Actions onCancel={onDone} busy={isSubmitting} label={tc("save")} />
    </form>
  );
}
