"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCatalogError, useFieldMessage } from "./errors";
import { SET_SOURCE_MIN_TRUST, type Source } from "./operations";

/** The switch and the score as typed; the score is only checked when the switch is on. */
const trustForm = z
  .object({ enabled: z.boolean(), score: z.string().trim() })
  .refine((v) => !v.enabled || (/^\d{1,3}$/.test(v.score) && Number(v.score) <= 100), {
    path: ["score"],
    error: "trustScore",
  });
type TrustForm = z.infer<typeof trustForm>;

/** Weedo Trust on a source's intake: off (no verification), or the minimum score a lead must reach. */
export function SourceTrustDialog({ source, onSaved }: { source: Source; onSaved: () => void }) {
  const t = useTranslations("marketCatalog.sources");
  const msg = useFieldMessage();
  const explain = useCatalogError();
  const [open, setOpen] = useState(false);
  const [save, { loading }] = useMutation(SET_SOURCE_MIN_TRUST);
  const defaults = { enabled: source.minTrustScore != null, score: String(source.minTrustScore ?? 60) };
  const form = useForm<TrustForm>({ resolver: zodResolver(trustForm), defaultValues: defaults });
  const enabled = useWatch({ control: form.control, name: "enabled" });
  const errors = form.formState.errors;
  const id = `source-trust-${source.id}`;

  const submit = form.handleSubmit(async (v) => {
    const minTrustScore = v.enabled ? Number(v.score) : null;
    try {
      await save({ variables: { id: source.id, minTrustScore } });
      toast.success(t(minTrustScore == null ? "trustSavedOff" : "trustSaved", { name: source.name }));
      setOpen(false);
      onSaved();
    } catch (e) {
      toast.error(explain(e));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(defaults);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="h-8 px-2 text-xs" aria-label={t("trustEditOf", { name: source.name })}>
          {t("trustEdit")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("trustTitle", { name: source.name })} description={t("trustText")}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register("enabled")} data-testid={`${id}-enabled`} />
            {t("trustEnabled")}
          </label>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-score`}>{t("trustScore")}</Label>
            <Input
              id={`${id}-score`}
              inputMode="numeric"
              disabled={!enabled}
              {...form.register("score")}
              aria-invalid={!!errors.score}
              aria-describedby={`${id}-score-error`}
            />
            <FieldError id={`${id}-score-error`} message={msg(errors.score?.message)} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={loading}>
              {t("trustSave")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
