"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { manivoxTagSchema, type ManivoxTagInput } from "@/lib/validation/tracking";
import { CREATE_MANIVOX_TAG, UPDATE_MANIVOX_TAG, type ManivoxTagData } from "./operations";
import { forgetManivoxCalls } from "./manivox-cache";
import { isMessageKey } from "@/lib/i18n/keys";

const FIELDS = ["name", "campaignId", "phoneNumber", "active"] as const;

/** Creates or edits a Manivox tag; server refusals (number taken, invalid) land on their field. */
export function ManivoxTagForm({
  tag,
  campaigns,
  onDone,
}: {
  tag: ManivoxTagData | null;
  campaigns: { id: number; name: string; trackingId: string }[];
  onDone: () => void;
}) {
  const t = useTranslations("myaffilTracking.manivox");
  const te = useTranslations("myaffilTracking.errors");
  const tc = useTranslations("myaffilTracking.common");
  const id = useId();
  const [create] = useMutation(CREATE_MANIVOX_TAG, { update: forgetManivoxCalls });
  const [update] = useMutation(UPDATE_MANIVOX_TAG, { update: forgetManivoxCalls });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ManivoxTagInput>({
    resolver: zodResolver(manivoxTagSchema),
    defaultValues: {
      name: tag?.name ?? "",
      campaignId: tag?.campaignId ?? null,
      phoneNumber: tag?.phoneNumber ?? "",
      active: tag?.active ?? true,
    },
  });
  const msg = (key?: string) => (key ? (isMessageKey(te, key) ? te(key) : te("invalid")) : undefined);

  const submit = async (values: ManivoxTagInput) => {
    try {
      if (tag) await update({ variables: { id: tag.id, input: values } });
      else await create({ variables: { input: values } });
      toast.success(tag ? t("updated") : t("created"));
      onDone();
    } catch (e) {
      const fields = CombinedGraphQLErrors.is(e)
        ? ((e.errors[0]?.extensions as { fields?: Record<string, string> } | undefined)?.fields ?? {})
        : {};
      let placed = false;
      for (const f of FIELDS) {
        if (fields[f]) {
          setError(f, { message: fields[f] });
          placed = true;
        }
      }
      if (!placed) toast.error(t("saveError"));
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>{t("name")}</Label>
        <Input
          id={`${id}-name`}
          {...register("name")}
          aria-invalid={!!errors.name}
          aria-describedby={`${id}-name-err`}
        />
        <FieldError id={`${id}-name-err`} message={msg(errors.name?.message)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-phone`}>{t("phoneNumber")}</Label>
        <Input
          id={`${id}-phone`}
          type="tel"
          placeholder="09 75 00 00 00"
          {...register("phoneNumber")}
          aria-invalid={!!errors.phoneNumber}
          aria-describedby={`${id}-phone-err`}
        />
        <FieldError id={`${id}-phone-err`} message={msg(errors.phoneNumber?.message)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-campaign`}>{t("campaign")}</Label>
        <Select
          id={`${id}-campaign`}
          {...register("campaignId", { setValueAs: (v: string) => (v === "" || v == null ? null : Number(v)) })}
        >
          <option value="">{t("noCampaign")}</option>
          {campaigns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.trackingId})
            </option>
          ))}
        </Select>
        <FieldError id={`${id}-campaign-err`} message={msg(errors.campaignId?.message)} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-emerald-700" {...register("active")} />
        {t("active")}
      </label>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {tc("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {tc("save")}
        </Button>
      </div>
    </form>
  );
}
