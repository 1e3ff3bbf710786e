"use client";

import { useMutation } from "@apollo/client/react";
import { Banknote, ReceiptText } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { MANUAL_CREDIT_NOTE_REASONS } from "@/lib/domain/states";
import { ISSUE_CREDIT_NOTE, RECORD_INVOICE_PAYMENT } from "./operations";

type ManualReason = (typeof MANUAL_CREDIT_NOTE_REASONS)[number];

/** "12,50" or "12.50" euros → 1250 cents; null when not a positive amount with at most 2 decimals. */
export function parseEuros(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return cents > 0 ? cents : null;
}

/**
 * An administrator's actions on one invoice: record its payment (with the bank reference) and issue a
 * credit note (all that remains, or an HT amount, with its reason). Each asks for confirmation; the
 * page is refreshed from the server afterwards, so the list, totals and counts follow.
 */
export function InvoiceRowActions({
  id,
  number,
  payable,
  creditable,
}: {
  id: number;
  number: string;
  payable: boolean;
  creditable: boolean;
}) {
  const t = useTranslations("invoices");
  const router = useRouter();
  const [reference, setReference] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState<ManualReason>("invalidation");
  const [comment, setComment] = useState("");
  const [pay] = useMutation(RECORD_INVOICE_PAYMENT);
  const [credit] = useMutation(ISSUE_CREDIT_NOTE);

  const fail = (e: unknown): never => {
    const code = (e as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
    toast.error(
      code === "CREDIT_EXCEEDS_INVOICE"
        ? t("errors.creditExceeds")
        : code === "ALREADY_PAID"
          ? t("errors.alreadyPaid")
          : t("errors.generic"),
    );
    throw e;
  };

  return (
    <>
      {payable && (
        <ConfirmDialog
          trigger={
            <button type="button" className="btn btn-outline px-2 py-1 text-xs" data-testid={`invoice-pay-${number}`}>
              <Banknote className="size-4" aria-hidden />
              {t("pay.action")}
            </button>
          }
          title={t("pay.title", { number })}
          description={
            <span className="flex flex-col gap-1">
              <span>{t("pay.text")}</span>
              <Label htmlFor={`pay-ref-${id}`}>{t("pay.reference")}</Label>
              <Input
                id={`pay-ref-${id}`}
                value={reference}
                maxLength={200}
                onChange={(e) => setReference(e.target.value)}
              />
            </span>
          }
          confirmLabel={t("pay.confirm")}
          onConfirm={async () => {
            try {
              await pay({ variables: { id, reference } });
            } catch (e) {
              fail(e);
            }
            toast.success(t("pay.done", { number }));
            router.refresh();
          }}
        />
      )}
      {creditable && (
        <ConfirmDialog
          destructive
          trigger={
            <button
              type="button"
              className="btn btn-outline px-2 py-1 text-xs"
              data-testid={`invoice-credit-${number}`}
            >
              <ReceiptText className="size-4" aria-hidden />
              {t("credit.action")}
            </button>
          }
          title={t("credit.title", { number })}
          description={
            <span className="flex flex-col gap-2">
              <span>{t("credit.text")}</span>
              <span className="flex flex-col gap-1">
                <Label htmlFor={`credit-amount-${id}`}>{t("credit.amount")}</Label>
                <Input
                  id={`credit-amount-${id}`}
                  inputMode="decimal"
                  value={amount}
                  placeholder={t("credit.amountPlaceholder")}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </span>
              <span className="flex flex-col gap-1">
                <Label htmlFor={`credit-reason-${id}`}>{t("credit.reason")}</Label>
                <Select
                  id={`credit-reason-${id}`}
                  value={reason}
                  onChange={(e) => setReason(e.target.value as ManualReason)}
                >
                  {MANUAL_CREDIT_NOTE_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`reasons.${r}`)}
                    </option>
                  ))}
                </Select>
              </span>
              <span className="flex flex-col gap-1">
                <Label htmlFor={`credit-comment-${id}`}>{t("credit.comment")}</Label>
                <Input
                  id={`credit-comment-${id}`}
                  value={comment}
                  maxLength={500}
                  onChange={(e) => setComment(e.target.value)}
                />
              </span>
            </span>
          }
          confirmLabel={t("credit.confirm")}
          onConfirm={async () => {
            const htCents = amount.trim() ? parseEuros(amount) : null;
            if (amount.trim() && htCents === null) {
              toast.error(t("errors.amount"));
              throw new Error("amount");
            }
            try {
              const r = await credit({ variables: { invoiceId: id, htCents, reason, comment } });
              toast.success(t("credit.done", { number: r.data?.issueCreditNote.number ?? "" }));
            } catch (e) {
              fail(e);
            }
            router.refresh();
          }}
        />
      )}
    </>
  );
}
