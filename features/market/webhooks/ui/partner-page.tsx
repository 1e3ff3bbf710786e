"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { ArrowLeft, Handshake } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import type { WEBHOOK_PARTNERS } from "@/lib/domain/states";
import { partnerSetupInput } from "@/lib/validation/webhook";
import { useWebhookError } from "./bits";
import { PARTNER_WEBHOOK, SETUP_PARTNER } from "./operations";
import { SecretReveal } from "./secret-reveal";
import { evictRootFields } from "@/components/market/server-first/evict";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { partnerVariables } from "./variables";
import { WebhookCard } from "./webhook-card";

/** What a partner page needs of features/market/webhooks/server/partners.ts (passed by the server page). */
export interface PartnerInfo {
  slug: (typeof WEBHOOK_PARTNERS)[number];
  name: string;
  kind: "crm" | "callCenter" | "data";
  method: string;
  credentials: { key: "apiKey" | "token" | "accountId"; header: string; prefix?: string }[];
  mapping: Record<string, string>;
}

type Creds = { url: string; apiKey: string; token: string; accountId: string };

/**
 * One partner: what it is, and the delivery of the advertiser's leads to it (a preset webhook).
 * The page preloads the advertiser's webhook for this partner on the server (see partner-screen.tsx).
 */
export function PartnerPage({ partner }: { partner: PartnerInfo }) {
  const t = useTranslations("marketWebhooks.partners");
  const tf = useTranslations("marketWebhooks.fields");
  const td = useTranslations("data");
  const { explain, rawFields, message } = useWebhookError();
  const id = useId();
  const {
    data,
    error,
    refetch: refetchNow,
  } = useSuspenseQuery(PARTNER_WEBHOOK, { variables: partnerVariables(partner.slug), errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const refetch = () => startTransition(() => void refetchNow());
  // A new partner webhook joins the advertiser's webhook lists: drop their cached copies (this
  // page's own query is refetched in a transition below, so its form stays on screen).
  const [setup, { loading: saving }] = useMutation(SETUP_PARTNER, {
    update: (cache) => evictRootFields(cache, "marketWebhooks", "marketWebhookClients"),
  });
  const [values, setValues] = useState<Creds>({ url: "", apiKey: "", token: "", accountId: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const existing = data?.marketPartnerWebhook ?? null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = {
      partner: partner.slug,
      url: values.url || existing?.url || "",
      ...Object.fromEntries(partner.credentials.map((c) => [c.key, values[c.key]])),
    };
    const parsed = partnerSetupInput.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const r = await setup({ variables: { input } });
      toast.success(existing ? t("updated") : t("created"));
      if (r.data?.setupMarketPartner.secret) setSecret(r.data.setupMarketPartner.secret);
      setValues({ url: "", apiKey: "", token: "", accountId: "" });
      refetch();
    } catch (err) {
      const f = rawFields(err);
      if (Object.keys(f).length) setErrors(f);
      else toast.error(explain(err));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={partner.name}
        description={t(`kinds.${partner.kind}`)}
        actions={
          <Button variant="outline" asChild>
            <Link href="/weedomarket/annonceur/partenaires">
              <ArrowLeft className="size-4" aria-hidden /> {t("all")}
            </Link>
          </Button>
        }
      />
      <Card>
        <CardHeader title={t("about", { name: partner.name })} />
        <CardBody className="flex flex-col gap-3 text-sm">
          <p>{t(`descriptions.${partner.slug}`)}</p>
          <p className="text-zinc-600 dark:text-zinc-400">{t("how", { name: partner.name })}</p>
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title={existing ? t("setupUpdateTitle") : t("setupTitle", { name: partner.name })}
          description={t("setupText", { name: partner.name })}
        />
        <CardBody>
          {error && !data ? (
            <ErrorState title={t("errorTitle")} text={explain(error)}>
              <Button variant="outline" onClick={refetch}>
                {td("retry")}
              </Button>
            </ErrorState>
          ) : (
            <PendingFrame pending={pending}>
              <form
                onSubmit={submit}
                noValidate
                className="flex flex-col gap-4"
                aria-label={t("setupTitle", { name: partner.name })}
              >
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-url`}>{t("endpoint", { name: partner.name })}</Label>
                  <Input
                    id={`${id}-url`}
                    type="url"
                    inputMode="url"
                    placeholder={existing?.url ?? "https://"}
                    value={values.url}
                    onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))}
                    aria-invalid={!!errors.url}
                    aria-describedby={`${id}-url-help ${id}-url-err`}
                  />
                  <p id={`${id}-url-help`} className="text-xs text-zinc-600 dark:text-zinc-400">
                    {existing ? t("endpointKeep") : t("endpointHelp", { name: partner.name })}
                  </p>
                  <FieldError id={`${id}-url-err`} message={message(errors.url)} />
                </div>
                {partner.credentials.map((c) => (
                  <div key={c.key} className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-${c.key}`}>{t(`credentials.${c.key}`)}</Label>
                    <Input
                      id={`${id}-${c.key}`}
                      type="password"
                      autoComplete="off"
                      value={values[c.key]}
                      onChange={(e) => setValues((v) => ({ ...v, [c.key]: e.target.value }))}
                      aria-invalid={!!errors[c.key]}
                      aria-describedby={`${id}-${c.key}-help ${id}-${c.key}-err`}
                    />
                    <p id={`${id}-${c.key}-help`} className="text-xs text-zinc-600 dark:text-zinc-400">
                      {existing ? t("credentialKeep") : t("credentialHelp", { header: c.header })}
                    </p>
                    <FieldError id={`${id}-${c.key}-err`} message={message(errors[c.key])} />
                  </div>
                ))}
                <details className="text-sm">
                  <summary className="cursor-pointer font-medium">{t("presetTitle")}</summary>
                  <table className="mt-2 w-full max-w-lg text-xs">
                    <caption className="sr-only">{t("presetTitle")}</caption>
                    <thead>
                      <tr className="text-left text-zinc-600 dark:text-zinc-400">
                        <th scope="col" className="py-1">
                          {t("presetLead")}
                        </th>
                        <th scope="col" className="py-1">
                          {t("presetTarget", { name: partner.name })}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {Object.entries(partner.mapping).map(([target, source]) => (
                        <tr key={target} className="border-t border-zinc-200 dark:border-zinc-800">
                          <td className="py-1">{tf(source as "email")}</td>
                          <td className="py-1 font-mono">{target}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
                <div>
                  <Button type="submit" disabled={saving} aria-busy={saving}>
                    <Handshake className="size-4" aria-hidden />{" "}
                    {existing ? t("update") : t("connect", { name: partner.name })}
                  </Button>
                </div>
              </form>
            </PendingFrame>
          )}
        </CardBody>
      </Card>
      {existing && <WebhookCard webhook={existing} onChanged={refetch} />}
      <SecretReveal secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
