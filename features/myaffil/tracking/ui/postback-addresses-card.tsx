"use client";

import { useMutation } from "@apollo/client/react";
import { Server } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { SET_POSTBACK_ADDRESSES } from "./operations";

/**
 * The program's postback addresses: the advertiser's servers whose postbacks with a click id are
 * taken without a signature. Empty (the default): every postback is signed with the secret.
 */
export function PostbackAddressesCard({ trackingId, initial }: { trackingId: string; initial: string[] }) {
  const t = useTranslations("myaffilTracking.pixels");
  const [text, setText] = useState(initial.join("\n"));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [save] = useMutation(SET_POSTBACK_ADDRESSES);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const addresses = text.split(/[\s,;]+/).filter(Boolean);
      const { data } = await save({ variables: { id: trackingId, addresses } });
      setText((data?.setPostbackAddresses ?? addresses).join("\n"));
      toast.success(t("addressesSaved"));
    } catch (err) {
      const ext = (err as { errors?: { extensions?: { fields?: { addresses?: string } } }[] }).errors?.[0]?.extensions;
      const why = ext?.fields?.addresses ?? "";
      setError(
        why === "tooMany"
          ? t("addressesTooMany")
          : why.startsWith("invalid:")
            ? t("addressesInvalid", { entry: why.slice(8) })
            : t("addressesFailed"),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title={t("addressesTitle")} description={t("addressesDescription")} />
      <CardBody>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <Label htmlFor="postback-addresses">{t("addressesLabel")}</Label>
          <Textarea
            id="postback-addresses"
            className="min-h-24 font-mono text-sm"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="203.0.113.7\n2001:db8::/48"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "postback-addresses-error" : "postback-addresses-hint"}
            data-testid="postback-addresses"
          />
          <p id="postback-addresses-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
            {t("addressesHint")}
          </p>
          {error && (
            <p id="postback-addresses-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={busy}>
              <Server className="size-4" aria-hidden />
              {t("addressesSave")}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
