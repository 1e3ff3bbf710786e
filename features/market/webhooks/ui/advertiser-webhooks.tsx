"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Plus, Webhook as WebhookIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import { useWebhookError } from "./bits";
import { CREATE_WEBHOOK, WEBHOOKS } from "./operations";
import { evictRootFields } from "@/components/market/server-first/evict";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { WEBHOOK_LIST_FIELDS, WEBHOOKS_VARIABLES } from "./variables";
import { SecretReveal } from "./secret-reveal";
import { WebhookCard } from "./webhook-card";
import { WebhookForm } from "./webhook-form";

/** webhookAnnonceur: the advertiser's webhooks, their actions and delivery logs. */
export function AdvertiserWebhooks() {
  const t = useTranslations("marketWebhooks");
  const td = useTranslations("data");
  const { explain, rawFields } = useWebhookError();
  // Preloaded by the page on the server: the first HTML holds the webhooks.
  const {
    data,
    error,
    refetch: refetchNow,
  } = useSuspenseQuery(WEBHOOKS, { variables: WEBHOOKS_VARIABLES, errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const refetch = () => startTransition(() => void refetchNow());
  const [create] = useMutation(CREATE_WEBHOOK, {
    update: (cache: ApolloCache) => evictRootFields(cache, ...WEBHOOK_LIST_FIELDS),
  });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const hooks = data?.marketWebhooks ?? [];

  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus className="size-4" aria-hidden /> {t("new")}
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("advertiser.title")} description={t("advertiser.description")} actions={newButton} />
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent title={t("form.createTitle")} description={t("form.createText")} className="max-w-2xl">
          <WebhookForm
            submitLabel={t("form.create")}
            onSubmit={async (values) => {
              try {
                const r = await create({ variables: { input: values } });
                toast.success(t("form.created"));
                setCreating(false);
                setSecret(r.data!.createMarketWebhook.secret);
                refetch();
              } catch (e) {
                const f = rawFields(e);
                if (Object.keys(f).length) return f;
                toast.error(explain(e));
              }
            }}
          />
        </DialogContent>
      </Dialog>
      <SecretReveal secret={secret} onClose={() => setSecret(null)} />
      {error && !data ? (
        <ErrorState title={t("advertiser.errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={refetch}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : hooks.length === 0 ? (
        <EmptyState icon={WebhookIcon} title={t("advertiser.emptyTitle")} text={t("advertiser.emptyText")}>
          {newButton}
        </EmptyState>
      ) : (
        <PendingFrame pending={pending} className="flex flex-col gap-6">
          {hooks.map((w) => (
            <WebhookCard key={w.id} webhook={w} onChanged={refetch} />
          ))}
        </PendingFrame>
      )}
      <section
        className="rounded-xl border border-zinc-200 p-5 text-sm dark:border-zinc-800"
        aria-labelledby="signing-help"
      >
        <h2 id="signing-help" className="mb-2 font-semibold">
          {t("signing.title")}
        </h2>
        <p className="text-zinc-700 dark:text-zinc-300">{t("signing.text")}</p>
        <pre className="mt-3 overflow-x-auto rounded-md bg-zinc-100 p-3 text-xs dark:bg-zinc-800">{`X-Weedo-Signature: sha256=<HMAC-SHA256(body, secret)>\nX-Weedo-Delivery: <id>`}</pre>
        <p className="mt-3 text-zinc-700 dark:text-zinc-300">{t("signing.retries")}</p>
      </section>
    </div>
  );
}
