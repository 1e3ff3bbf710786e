"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { mgWsFields } from "@/lib/validation/mongustave-ws";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { MG_WS_SCREEN_UPDATE } from "./operations";

export interface WsEditable {
  id: number;
  name: string;
  endpoint: string;
  databaseName: string;
  priceCents: number;
}

// The API's own field rules (lib/validation/mongustave-ws.ts, light enough for the browser), and
// the price as typed in euros.
/** A secret left empty keeps its value: the screens never hold it (the API shows its last characters). */
const secret = z.union([z.literal(""), mgWsFields.consumerKey]);
const editForm = z.object({
  name: mgWsFields.name,
  endpoint: mgWsFields.endpoint,
  databaseName: mgWsFields.databaseName,
  price: z
    .string()
    .trim()
    .regex(/^\d+([.,]\d{1,2})?$/, { error: "invalidPrice" }),
  consumerKey: secret,
  consumerSecret: secret,
  clientToken: secret,
});
type EditForm = z.infer<typeof editForm>;
const FIELDS = ["name", "endpoint", "databaseName", "price", "consumerKey", "consumerSecret", "clientToken"] as const;

/** The spec's "change" of a web service: its name, endpoint, database, price and secrets. */
export function WsEditDialog({ ws }: { ws: WsEditable }) {
  const t = useTranslations("mongustaveWs");
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [update, { loading }] = useMutation(MG_WS_SCREEN_UPDATE);
  const form = useForm<EditForm>({
    resolver: zodResolver(editForm),
    defaultValues: {
      name: ws.name,
      endpoint: ws.endpoint,
      databaseName: ws.databaseName,
      price: (ws.priceCents / 100).toFixed(2),
      consumerKey: "",
      consumerSecret: "",
      clientToken: "",
    },
  });
  const errors = form.formState.errors;
  const message = (key?: string) =>
    key
      ? t.has(`errors.${key}` as "errors.required")
        ? t(`errors.${key}` as "errors.required")
        : t("errors.required")
      : undefined;

  const submit = form.handleSubmit(async (v) => {
    const input = {
      name: v.name,
      endpoint: v.endpoint,
      databaseName: v.databaseName,
      priceCents: Math.round(Number(v.price.replace(",", ".")) * 100),
      ...(v.consumerKey ? { consumerKey: v.consumerKey } : {}),
      ...(v.consumerSecret ? { consumerSecret: v.consumerSecret } : {}),
      ...(v.clientToken ? { clientToken: v.clientToken } : {}),
    };
    try {
      await update({ variables: { id: ws.id, input } });
      toast.success(t("toast.updated"));
      setOpen(false);
      router.refresh();
    } catch (e) {
      // The API's field errors (BAD_USER_INPUT, a key per field) land on their fields.
      const fields = CombinedGraphQLErrors.is(e)
        ? (e.errors[0]?.extensions?.fields as Record<string, string> | undefined)
        : undefined;
      if (fields) {
        for (const [f, key] of Object.entries(fields)) {
          const name = f === "priceCents" ? "price" : f;
          if ((FIELDS as readonly string[]).includes(name)) form.setError(name as keyof EditForm, { message: key });
        }
      } else toast.error(t("toast.error"));
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="h-8 px-2 text-xs" data-testid={`mg-ws-edit-${ws.id}`}>
          {t("actions.edit")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("edit.title", { name: ws.name })} description={t("edit.text")}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="mg-ws-edit-form">
          {FIELDS.map((f) => (
            <div key={f} className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${f}`}>{t(`edit.fields.${f}`)}</Label>
              <Input
                id={`${id}-${f}`}
                inputMode={f === "price" ? "decimal" : undefined}
                autoComplete="off"
                placeholder={f.startsWith("consumer") || f === "clientToken" ? t("edit.keepSecret") : undefined}
                aria-invalid={!!errors[f]}
                aria-describedby={`${id}-${f}-error`}
                {...form.register(f)}
              />
              <FieldError id={`${id}-${f}-error`} message={message(errors[f]?.message)} />
            </div>
          ))}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("edit.cancel")}
            </Button>
            <Button type="submit" disabled={loading} aria-busy={loading}>
              {t("edit.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
