"use client";

import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard, Landmark } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { formatMoney } from "@/components/data/format";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { VAT_RATE } from "@/lib/constants";
import { cn } from "@/lib/utils/cn";
import { eurosToCents, prepaymentRequestSchema, type PrepaymentRequestInput } from "@/lib/validation/prepayment";
import { useMoneyError, useMoneyFieldError } from "./errors";
import { REQUEST_PREPAYMENT, type Prepayment } from "./operations";

export interface BankDetails {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

/** The top-up request: amount HT, method; then the transfer instructions or the card notice. */
export function TopUpForm({ bank, onDone }: { bank: BankDetails | undefined; onDone: () => void }) {
  const t = useTranslations("marketMoney.topUp");
  const te = useMoneyFieldError();
  const locale = useLocale();
  const id = useId();
  const explain = useMoneyError();
  const [created, setCreated] = useState<Prepayment | null>(null);
  const [request, { loading }] = useMutation(REQUEST_PREPAYMENT);
  const form = useForm<PrepaymentRequestInput>({
    resolver: zodResolver(prepaymentRequestSchema),
    defaultValues: { method: "transfer" },
  });
  const method = form.watch("method");
  const cents = form.watch("amountCents");
  const err = form.formState.errors;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { data } = await request({ variables: { input } });
      setCreated(data?.requestPrepayment ?? null);
      toast.success(t("sent"));
      form.reset({ method: input.method });
      onDone();
    } catch (e) {
      toast.error(explain(e));
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t("formLabel")}>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-amount`}>{t("amount")}</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="500"
            aria-invalid={!!err.amountCents}
            aria-describedby={`${id}-amount-help ${id}-amount-error`}
            {...form.register("amountCents", { setValueAs: (v: string) => eurosToCents(String(v ?? "")) })}
          />
          <p id={`${id}-amount-help`} className="text-xs text-zinc-600 dark:text-zinc-400">
            {Number.isFinite(cents) && cents > 0
              ? t("ttcHint", { ttc: formatMoney(locale, Math.round(cents * (1 + VAT_RATE))) })
              : t("amountHelp")}
          </p>
          <FieldError id={`${id}-amount-error`} message={te(err.amountCents?.message)} />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("method")}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {(["transfer", "card"] as const).map((m) => (
              <label
                key={m}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm",
                  method === m
                    ? "border-emerald-600 bg-emerald-50 dark:bg-emerald-950/30"
                    : "border-zinc-300 dark:border-zinc-700",
                )}
              >
                <input type="radio" value={m} className="mt-1 accent-emerald-700" {...form.register("method")} />
                {m === "transfer" ? (
                  <Landmark className="mt-0.5 size-4 shrink-0" aria-hidden />
                ) : (
                  <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden />
                )}
                <span>
                  <span className="block font-medium">{t(m)}</span>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">{t(`${m}Help`)}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-method-error`} message={te(err.method?.message)} />
        </fieldset>
        <div>
          <Button type="submit" disabled={loading} aria-busy={loading}>
            {loading ? t("sending") : t("submit")}
          </Button>
        </div>
      </form>

      {created && (
        <div
          role="status"
          data-testid="top-up-created"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm dark:border-emerald-900 dark:bg-emerald-950/30"
        >
          <p className="font-medium">
            {t("createdTitle", {
              amount: formatMoney(locale, created.amountCents),
              ttc: formatMoney(locale, created.amountTtcCents),
            })}
          </p>
          {created.method === "transfer" ? (
            <div className="mt-2 flex flex-col gap-2">
              <p>{t("transferText")}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-zinc-600 dark:text-zinc-400">{t("reference")}</dt>
                <dd data-testid="top-up-reference" className="font-mono font-semibold break-all">
                  {created.reference}
                </dd>
                {bank && (
                  <>
                    <dt className="text-zinc-600 dark:text-zinc-400">{t("holder")}</dt>
                    <dd>{bank.holder}</dd>
                    <dt className="text-zinc-600 dark:text-zinc-400">IBAN</dt>
                    <dd className="font-mono break-all">{bank.iban}</dd>
                    <dt className="text-zinc-600 dark:text-zinc-400">BIC</dt>
                    <dd className="font-mono">{bank.bic}</dd>
                    <dt className="text-zinc-600 dark:text-zinc-400">{t("bank")}</dt>
                    <dd>{bank.bank}</dd>
                  </>
                )}
              </dl>
            </div>
          ) : (
            <p className="mt-2">{t("cardText", { reference: created.reference ?? "" })}</p>
          )}
        </div>
      )}
    </div>
  );
}
