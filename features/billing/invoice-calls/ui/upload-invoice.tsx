"use client";

import { Loader2, Upload } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** Mirrors INVOICE_MAX_BYTES (features/billing/invoice-calls/server/pdf.ts): the server checks it again. */
const MAX_MB = 5;

/**
 * The publisher's invoice for one call: Factur-X, CII XML or a plain PDF sent to
 * /api/invoice-calls/<id>/invoice. The server checks the content (a renamed text file is refused with
 * the spec's message) and compares a structured invoice with the call; the messages are the spec's
 * ("invoice loaded", "the file extension must be PDF", "loading invoice") and say when the invoice
 * differs from its call.
 */
export function UploadInvoice({ callId, again }: { callId: number; again: boolean }) {
  const t = useTranslations("invoiceCalls.upload");
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    if (file.size > MAX_MB * 1024 * 1024) return void toast.error(t("tooLarge", { max: MAX_MB }));
    setBusy(true);
    try {
      const body = new FormData();
      body.set("invoice", file);
      const res = await fetch(`/api/invoice-calls/${callId}/invoice`, {
        method: "POST",
        body,
        headers: { "x-weedo-csrf": "1" },
      });
      const answer = (await res.json().catch(() => ({}))) as {
        code?: string;
        matched?: boolean | null;
        differences?: number;
        message?: string;
      };
      const code = answer.code;
      if (res.ok && code === "OK") {
        if (answer.matched === false) toast.error(t("loadedMismatch", { count: answer.differences ?? 1 }));
        else toast.success(t("loaded"));
        router.refresh();
      } else if (code === "NOT_PDF") toast.error(t("notPdf"));
      else if (code === "INVALID_XML") toast.error(t("invalidXml", { message: answer.message ?? "" }));
      else if (code === "NOT_STRUCTURED") toast.error(t("notStructured"));
      else if (code === "TOO_MANY_UPLOADS") toast.error(t("tooManyUploads"));
      else if (code === "ACTIVE_CONTENT") toast.error(t("activeContent"));
      else if (code === "FILE_TOO_LARGE") toast.error(t("tooLarge", { max: MAX_MB }));
      else toast.error(t("error"));
    } catch {
      toast.error(t("error"));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf,application/xml,text/xml,.xml"
        className="sr-only"
        data-testid={`invoice-file-${callId}`}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void send(f);
        }}
      />
      <Button variant="outline" className="h-8 px-2 text-xs" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <Loader2 className="size-3.5 animate-spin" aria-hidden /> : <Upload className="size-3.5" aria-hidden />}
        {again ? t("again") : t("label")}
      </Button>
      <span className="text-xs text-zinc-500">{t("hint", { max: MAX_MB })}</span>
    </div>
  );
}
