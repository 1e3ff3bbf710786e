"use client";

import { useMutation, useQuery } from "@apollo/client/react";
import { Copy, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { formatMoney } from "@/components/data/format";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { useServerErrors, useValidationMessage } from "./errors";
import { describedBy, Field } from "./fields";
import { viewProgramHref } from "./areas";
import { DUPLICATE_PROGRAM, PROGRAMS } from "./operations";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";

/** Admin integration/dupliquerprogramme: pick a program, name the copy; campaigns and visuals come along. */
export function DuplicateProgramForm({ initialId }: { initialId: number | null }) {
  const t = useTranslations("myaffilPrograms.duplicate");
  const tm = useTranslations("myaffilPrograms");
  const td = useTranslations("data");
  const locale = useLocale();
  const router = useRouter();
  const message = useValidationMessage();
  const serverErrors = useServerErrors();
  const { data, loading, error, refetch } = useQuery(PROGRAMS, {
    variables: { filter: null },
    fetchPolicy: "cache-and-network",
  });
  const programs = useMemo(
    () =>
      (data?.myaffilPrograms ?? [])
        .filter((p) => p.state !== "supprime")
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [data, locale],
  );
  const [picked, setPicked] = useState<string>(initialId ? String(initialId) : "");
  const [name, setName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [duplicate, { loading: saving }] = useMutation(
    DUPLICATE_PROGRAM,
    forgettingLists("myaffilPrograms", "myaffilCampaigns", "visuals", "visualCampaigns"),
  );
  const source = programs.find((p) => String(p.id) === picked);
  const nameValue = name ?? (source ? t("copyName", { name: source.name }) : "");

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!source) next.id = "required";
    if (!nameValue.trim()) next.name = "required";
    setErrors(next);
    if (Object.keys(next).length) {
      document.getElementById(next.id ? "duplicate-program" : "duplicate-name")?.focus();
      return;
    }
    try {
      const r = await duplicate({ variables: { id: source!.id, name: nameValue.trim() } });
      toast.success(tm("messages.programDuplicated"));
      router.push(viewProgramHref("admin", r.data!.duplicateMyaffilProgram.id));
    } catch (err) {
      toast.error(serverErrors(err, tm("messages.duplicateError")));
    }
  };

  if (error && !data)
    return (
      <ErrorState title={t("loadError")} text={td("loadError")}>
        <Button variant="outline" onClick={() => void refetch()}>
          {td("retry")}
        </Button>
      </ErrorState>
    );

  return (
    <div className="flex flex-col">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardBody>
            <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={saving}>
              <Field id="duplicate-program" label={t("program")} required error={errors.id}>
                <Select
                  id="duplicate-program"
                  value={picked}
                  disabled={loading && !data}
                  {...describedBy("duplicate-program", errors.id)}
                  onChange={(e) => {
                    setPicked(e.target.value);
                    setName(null);
                  }}
                >
                  <option value="">{loading && !data ? t("loading") : t("choose")}</option>
                  {programs.map((p) => (
                    <option key={p.id} value={p.id}>
                      {`${p.name} — ${p.advertiserName ?? `#${p.advertiserClientId}`} (#${p.id})`}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field id="duplicate-name" label={t("newName")} required error={errors.name}>
                <Input
                  id="duplicate-name"
                  value={nameValue}
                  onChange={(e) => setName(e.target.value)}
                  aria-required
                  {...describedBy("duplicate-name", errors.name)}
                />
              </Field>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("what")}</p>
              <div className="flex justify-end">
                <Button type="submit" disabled={saving}>
                  {saving ? (
                    <Loader2 className="size-4 animate-spin" aria-hidden />
                  ) : (
                    <Copy className="size-4" aria-hidden />
                  )}
                  {t("submit")}
                </Button>
              </div>
              {errors.id && <span className="sr-only">{message(errors.id)}</span>}
            </form>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("sourceTitle")} />
          <CardBody className="text-sm">
            {source ? (
              <dl className="grid gap-2" data-testid="duplicate-source">
                <div>
                  <dt className="text-xs text-zinc-600 uppercase dark:text-zinc-400">{t("advertiser")}</dt>
                  <dd>{source.advertiserName ?? `#${source.advertiserClientId}`}</dd>
                </div>
                <div>
                  <dt className="text-xs text-zinc-600 uppercase dark:text-zinc-400">{t("model")}</dt>
                  <dd>
                    {tm(`models.${source.model}`)} · {formatMoney(locale, source.advertiserPriceCents ?? 0)} /{" "}
                    {formatMoney(locale, source.publisherPayoutCents ?? 0)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-zinc-600 uppercase dark:text-zinc-400">{t("campaigns")}</dt>
                  <dd>{source.campaignCount}</dd>
                </div>
              </dl>
            ) : (
              <p className="text-zinc-600 dark:text-zinc-400">{t("noSource")}</p>
            )}
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
