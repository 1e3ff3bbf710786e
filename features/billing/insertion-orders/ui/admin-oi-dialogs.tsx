"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { evictRootFields } from "@/components/market/server-first/evict";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { IntegrityBadge } from "./integrity-badge";
import { CANCEL_OI, OI_LIST_FIELDS, PROCESS_OI, type Oi } from "./operations";

// A transition moves the OI between the status filters and changes the counts: drop the cached lists.
const moved = { update: (cache: ApolloCache) => evictRootFields(cache, ...OI_LIST_FIELDS) } as const;

function useOutcome() {
  const t = useTranslations("oi.errors");
  return (code: string | undefined) => (code === "NOT_FOUND" || code === "INVALID_STATE" ? t(code) : t("generic"));
}

interface DialogProps {
  oi: Oi;
  onClose: () => void;
  onDone: () => void;
}

/** Processing a signed OI, with the seal's verdict in front of the administrator. */
export function ProcessOiDialog({ oi, onClose, onDone }: DialogProps) {
  const t = useTranslations("oi");
  const td = useTranslations("data");
  const explain = useOutcome();
  const [process, { loading }] = useMutation(PROCESS_OI, moved);
  async function confirm() {
    const r = await process({ variables: { id: oi.id } }).catch(() => null);
    const code = r?.data?.processOi;
    if (code === "OK") {
      toast.success(t("process.done"));
      onDone();
      onClose();
    } else toast.error(explain(code));
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("process.title", { id: oi.id })}
        description={t("process.description", { signer: oi.signer_name ?? oi.advertiser_name })}
      >
        <div className="flex flex-col gap-4">
          <section
            aria-label={t("integrity.title")}
            className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <h3 className="mb-2 text-sm font-medium">{t("integrity.title")}</h3>
            <IntegrityBadge id={oi.id} />
          </section>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={loading}>
              {td("cancel")}
            </Button>
            <Button onClick={confirm} disabled={loading} data-testid="oi-process-confirm">
              {t("process.confirm")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Cancelling an OI (final), with its reason. */
export function CancelOiDialog({ oi, onClose, onDone }: DialogProps) {
  const t = useTranslations("oi");
  const explain = useOutcome();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CANCEL_OI, moved);
  async function confirm() {
    if (reason.trim().length < 3) return setError(t("errors.reasonRequired"));
    const r = await cancel({ variables: { id: oi.id, reason: reason.trim() } }).catch(() => null);
    const code = r?.data?.cancelOi;
    if (code === "OK") {
      toast.success(t("cancel.done"));
      onDone();
      onClose();
    } else toast.error(explain(code));
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t("cancel.title", { id: oi.id })} description={t("cancel.description")}>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={reasonId}>{t("cancel.reason")}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              aria-invalid={!!error}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
            />
            <FieldError id={`${reasonId}-error`} message={error ?? undefined} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={loading}>
              {t("cancel.keep")}
            </Button>
            <Button
              className="bg-red-600 hover:bg-red-700"
              onClick={confirm}
              disabled={loading}
              data-testid="oi-cancel-confirm"
            >
              {t("cancel.confirm")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
