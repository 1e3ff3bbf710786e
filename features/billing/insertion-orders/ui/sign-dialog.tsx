"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { evictRootFields } from "@/components/market/server-first/evict";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isOneOf } from "@/lib/i18n/keys";
import { OI_LIST_FIELDS, SIGN_OI, type Oi } from "./operations";
import { SignatureCanvas } from "./signature-canvas";

const OUTCOMES = ["DOCUMENT_CHANGED", "INVALID_STATE", "NOT_FOUND", "BAD_SIGNATURE", "TIMESTAMP_UNAVAILABLE"] as const;

/** The SHA-256 (hex) of the PDF exactly as this browser received it: what the advertiser signs. */
async function documentHash(url: string): Promise<string> {
  const res = await fetch(url, { credentials: "same-origin", cache: "no-store" });
  if (!res.ok) throw new Error(`PDF ${res.status}`);
  const bytes = await res.arrayBuffer();
  if (!globalThis.crypto?.subtle) return res.headers.get("x-document-sha256") ?? "";
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Signing an OI: read the PDF, then draw a signature (signature_pad) or type one's name (the keyboard
 * alternative), tick the consent, sign. The hash of the PDF fetched here goes with the signature, so
 * a version changed in between is refused ("read the new version").
 */
export function SignOiDialog({ oi, onClose, onSigned }: { oi: Oi; onClose: () => void; onSigned: () => void }) {
  const t = useTranslations("oi.sign");
  const id = useId();
  const [hash, setHash] = useState<string | null>(null);
  const [hashError, setHashError] = useState(false);
  const [method, setMethod] = useState<"drawn" | "typed">("drawn");
  const [png, setPng] = useState<string | null>(null);
  const [clear, setClear] = useState(0);
  const [typed, setTyped] = useState("");
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sign, { loading }] = useMutation(SIGN_OI, {
    update: (cache: ApolloCache) => evictRootFields(cache, ...OI_LIST_FIELDS),
  });

  useEffect(() => {
    let live = true;
    documentHash(oi.pdf_url)
      .then((h) => live && setHash(h))
      .catch(() => live && setHashError(true));
    return () => {
      live = false;
    };
  }, [oi.pdf_url]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (method === "drawn" ? !png : typed.trim().length < 2) return setError(t("errors.signatureRequired"));
    if (!consent) return setError(t("errors.consentRequired"));
    if (!hash) return setError(t("errors.pdf"));
    setError(null);
    const r = await sign({
      variables: {
        id: oi.id,
        input: {
          document_sha256: hash,
          consent: true,
          method,
          signature_png: method === "drawn" ? png : null,
          typed_name: method === "typed" ? typed.trim() : null,
        },
      },
    }).catch(() => null);
    const code = r?.data?.signOi;
    if (code === "OK") {
      toast.success(t("done"));
      onSigned();
      onClose();
    } else setError(code && isOneOf(OUTCOMES, code) ? t(`errors.${code}`) : t("errors.generic"));
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t("title", { id: oi.id })} description={t("description")} className="max-w-2xl">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <p className="text-sm">
            <a
              href={oi.pdf_url}
              target="_blank"
              rel="noopener"
              className="font-medium text-emerald-700 underline dark:text-emerald-400"
            >
              {t("openPdf")}
            </a>
            {!hash && !hashError && <span className="ml-2 text-zinc-500">{t("loadingPdf")}</span>}
            {hashError && <span className="ml-2 text-red-600">{t("errors.pdf")}</span>}
          </p>
          <Tabs value={method} onValueChange={(v) => setMethod(v as "drawn" | "typed")}>
            <TabsList>
              <TabsTrigger value="drawn">{t("drawTab")}</TabsTrigger>
              <TabsTrigger value="typed" data-testid="oi-sign-typed-tab">
                {t("typeTab")}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="drawn" className="mt-3 flex flex-col gap-2">
              <span id={`${id}-draw`} className="text-sm font-medium">
                {t("drawLabel")}
              </span>
              <SignatureCanvas
                onChange={setPng}
                clearSignal={clear}
                labelledBy={`${id}-draw`}
                describedBy={`${id}-draw-help`}
              />
              <div className="flex items-center justify-between gap-2">
                <p id={`${id}-draw-help`} className="text-xs text-zinc-500">
                  {t("drawHelp")}
                </p>
                <Button
                  type="button"
                  variant="outline"
                  className="h-8 px-3 text-xs"
                  onClick={() => setClear((n) => n + 1)}
                >
                  {t("clear")}
                </Button>
              </div>
            </TabsContent>
            <TabsContent value="typed" className="mt-3 flex flex-col gap-2">
              <Label htmlFor={`${id}-typed`}>{t("typedLabel")}</Label>
              <Input
                id={`${id}-typed`}
                value={typed}
                maxLength={100}
                autoComplete="name"
                aria-describedby={`${id}-typed-help`}
                onChange={(e) => setTyped(e.target.value)}
                data-testid="oi-sign-typed"
              />
              <p id={`${id}-typed-help`} className="text-xs text-zinc-500">
                {t("typedHelp")}
              </p>
              {typed.trim() && (
                <p aria-hidden className="font-serif text-3xl text-indigo-900 italic dark:text-indigo-200">
                  {typed}
                </p>
              )}
            </TabsContent>
          </Tabs>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              data-testid="oi-sign-consent"
            />
            <span>{t("consent")}</span>
          </label>
          <FieldError id={`${id}-error`} message={error ?? undefined} />
          <div className="flex justify-end">
            <Button type="submit" disabled={loading || !hash} data-testid="oi-sign-submit">
              {loading ? t("signing") : t("submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
