"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { centsToDecimal, formatMoney } from "@/components/data/format";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { REMUNERATION_MODELS } from "@/lib/domain/states";
import { isOneOf } from "@/lib/i18n/keys";
import { eurosToCents, oiTermsSchema } from "@/lib/validation/oi";
import { CREATE_OI, UPDATE_OI, type Oi, type OiDraftContext } from "./operations";

const FIELD_ERRORS = [
  "titleRequired",
  "tooLong",
  "modelRequired",
  "priceRequired",
  "priceCents",
  "priceMax",
  "volumeRequired",
  "volumeMax",
  "date",
  "period",
] as const;
const CODES = ["PROGRAM_NOT_FOUND", "NOT_FOUND", "NOT_EDITABLE"] as const;

type Values = {
  title: string;
  programId: string;
  model: string;
  price: string;
  volume: string;
  startsOn: string;
  endsOn: string;
  terms: string;
};

const initialOf = (ctx: OiDraftContext, oi?: Oi): Values =>
  oi
    ? {
        title: oi.title,
        programId: oi.program_id ? String(oi.program_id) : "",
        model: oi.model ?? "CPL",
        price: oi.price_cents === null ? "" : centsToDecimal(oi.price_cents),
        volume: oi.volume === null ? "" : String(oi.volume),
        startsOn: oi.starts_on ?? "",
        endsOn: oi.ends_on ?? "",
        terms: oi.terms,
      }
    : {
        title: `Ordre d'insertion — ${ctx.advertiser.society || ctx.advertiser.last_name}`,
        programId: "",
        model: "CPL",
        price: "",
        volume: "",
        startsOn: "",
        endsOn: "",
        terms: "",
      };

/**
 * /add_oi and /updateOi: the terms of an insertion order. Sending stores it to_sign and e-mails the
 * advertiser; saving an unsigned one sends the new version. The rules are the API's (lib/validation/oi).
 */
export function OiForm({ context, oi }: { context: OiDraftContext; oi?: Oi }) {
  const t = useTranslations("oi.form");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<Values>(() => initialOf(context, oi));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, created] = useMutation(CREATE_OI);
  const [update, updated] = useMutation(UPDATE_OI);
  const busy = created.loading || updated.loading;

  const input = useMemo(
    () => ({
      title: values.title,
      programId: values.programId ? Number(values.programId) : null,
      model: values.model,
      priceCents: eurosToCents(values.price),
      volume: /^\d+$/.test(values.volume.trim()) ? Number(values.volume) : Number.NaN,
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      terms: values.terms,
    }),
    [values],
  );
  const ht =
    Number.isFinite(input.priceCents) && Number.isFinite(input.volume) ? input.priceCents * input.volume : null;
  const vat = ht === null ? null : Math.round((ht * 20) / 100);

  const set = (k: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: "" }));
  };
  function pickProgram(e: { target: { value: string } }) {
    const p = context.programs.find((x) => String(x.id) === e.target.value);
    setValues((v) => ({
      ...v,
      programId: e.target.value,
      ...(p
        ? {
            model: p.model,
            price: p.price_cents ? centsToDecimal(p.price_cents) : v.price,
            startsOn: v.startsOn || p.starts_on || "",
            endsOn: v.endsOn || p.ends_on || "",
          }
        : {}),
    }));
  }

  const message = (key: string | undefined) =>
    key && isOneOf(FIELD_ERRORS, key) ? t(`errors.${key}`) : key ? t("errors.generic") : "";

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = oiTermsSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "title")] ??= message(issue.message);
      setErrors(next);
      return;
    }
    const vars = {
      title: parsed.data.title,
      program_id: parsed.data.programId,
      model: parsed.data.model,
      price_cents: parsed.data.priceCents,
      volume: parsed.data.volume,
      starts_on: parsed.data.startsOn,
      ends_on: parsed.data.endsOn,
      terms: parsed.data.terms,
    };
    try {
      const code = oi
        ? (await update({ variables: { id: oi.id, input: vars } })).data?.updateOi
        : (
            await create({
              variables: { user: context.advertiser.id, client: context.advertiser.client_id, input: vars },
            })
          ).data?.createOi.code;
      if (code === "OK") {
        toast.success(oi ? t("saved") : t("sent"));
        router.push(context.advertiser.client_id ? `/OIlist/${context.advertiser.client_id}` : "/OIlist");
        router.refresh();
      } else toast.error(code && isOneOf(CODES, code) ? t(`errors.${code}`) : t("errors.generic"));
    } catch (err) {
      const fields = CombinedGraphQLErrors.is(err)
        ? (err.errors[0]?.extensions?.fields as Record<string, string> | undefined)
        : undefined;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, message(v)])));
      else toast.error(t("errors.generic"));
    }
  }

  const field = (k: keyof Values | "priceCents", label: string, control: React.ReactNode, help?: string) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${k}`}>{label}</Label>
      {control}
      {help && (
        <p id={`${id}-${k}-help`} className="text-xs text-zinc-500">
          {help}
        </p>
      )}
      <FieldError id={`${id}-${k}-error`} message={errors[k] || undefined} />
    </div>
  );
  const a11y = (k: string) => ({
    id: `${id}-${k}`,
    "aria-invalid": !!errors[k],
    "aria-describedby": errors[k] ? `${id}-${k}-error` : undefined,
  });

  return (
    <Card>
      <CardBody>
        <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2" data-testid="oi-form">
          <p className="text-sm md:col-span-2">
            <span className="text-zinc-500">{t("advertiser")} : </span>
            <strong>{context.advertiser.society || context.advertiser.last_name}</strong> —{" "}
            {context.advertiser.first_name} {context.advertiser.last_name} ({context.advertiser.email})
          </p>
          <div className="md:col-span-2">
            {field(
              "title",
              t("title"),
              <Input {...a11y("title")} value={values.title} onChange={set("title")} maxLength={200} />,
            )}
          </div>
          {field(
            "programId",
            t("program"),
            <Select {...a11y("programId")} value={values.programId} onChange={pickProgram}>
              <option value="">{t("noProgram")}</option>
              {context.programs.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>,
          )}
          {field(
            "model",
            t("model"),
            <Select {...a11y("model")} value={values.model} onChange={set("model")}>
              {REMUNERATION_MODELS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Select>,
          )}
          {field(
            "priceCents",
            t("price"),
            <Input {...a11y("priceCents")} inputMode="decimal" value={values.price} onChange={set("price")} />,
            t("priceHelp"),
          )}
          {field(
            "volume",
            t("volume"),
            <Input {...a11y("volume")} inputMode="numeric" value={values.volume} onChange={set("volume")} />,
          )}
          {field(
            "startsOn",
            t("startsOn"),
            <Input {...a11y("startsOn")} type="date" value={values.startsOn} onChange={set("startsOn")} />,
          )}
          {field(
            "endsOn",
            t("endsOn"),
            <Input {...a11y("endsOn")} type="date" value={values.endsOn} onChange={set("endsOn")} />,
          )}
          <div className="md:col-span-2">
            {field(
              "terms",
              t("terms"),
              <Textarea {...a11y("terms")} rows={6} maxLength={10_000} value={values.terms} onChange={set("terms")} />,
            )}
          </div>
          <section aria-label={t("totals")} className="text-sm md:col-span-2" data-testid="oi-totals">
            <h2 className="font-medium">{t("totals")}</h2>
            <p>
              {t("ht")} : {ht === null ? "—" : formatMoney(locale, ht)} · {t("vat")} :{" "}
              {vat === null ? "—" : formatMoney(locale, vat)} · {t("ttc")} :{" "}
              {ht === null || vat === null ? "—" : formatMoney(locale, ht + vat)}
            </p>
          </section>
          <div className="flex flex-wrap gap-2 md:col-span-2">
            <Button type="submit" disabled={busy} data-testid="oi-submit">
              {busy ? t("sending") : oi ? t("save") : t("send")}
            </Button>
            <Button asChild variant="outline">
              <Link href="/OIlist">{t("back")}</Link>
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
