"use client";

import { skipToken, useSuspenseQuery } from "@apollo/client/react";
import { ArrowLeft, ExternalLink, Plus, SearchX } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition, type ReactNode } from "react";
import { formatDate, formatDay, formatMoney } from "@/components/data/format";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import { CampaignForm } from "@/features/myaffil/campaigns/ui/campaign-form";
import { CampaignsTable } from "@/features/myaffil/campaigns/ui/campaigns-table";
import { ApplyButton } from "./apply-button";
import { ApplicationBadge, StateBadge, ValidationBadge } from "./badges";
import { errorCodeOf } from "./errors";
import { ProgramVisualsSlot } from "./visuals-slot";
import { areaBase, type Area } from "./areas";
import { PROGRAM_DETAIL, type ProgramDetail } from "./operations";
import { ProgramActions } from "./program-actions";
import { ProgramForm } from "./program-form";
import { isMessageKey } from "@/lib/i18n/keys";
import { listLabel } from "@/lib/i18n/keys";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-zinc-600 uppercase dark:text-zinc-400">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** viewprogram?id=: the program's offer, conditions, money (by role), campaigns, visuals and state actions. */
export function ProgramView({ area, id }: { area: Area; id: number | null }) {
  const t = useTranslations("myaffilPrograms.view");
  const td = useTranslations("data");
  // Preloaded by the page (when there is an id): the first HTML holds the program.
  const { data, error, refetch } = useSuspenseQuery(
    PROGRAM_DETAIL,
    id == null ? skipToken : { variables: { id }, errorPolicy: "all" },
  );
  const [refreshing, startRefresh] = useTransition();
  const program = data?.myaffilProgram;
  const back = (
    <Button asChild variant="ghost" className="mb-2 -ml-2 w-fit">
      <Link href={`${areaBase(area)}/prgramslist`}>
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
    </Button>
  );
  const code = errorCodeOf(error);
  if (id == null || (!program && (code === "NOT_FOUND" || code === "FORBIDDEN")))
    return (
      <>
        {back}
        <EmptyState icon={SearchX} title={t("notFoundTitle")} text={t("notFoundText")} testId="program-not-found" />
      </>
    );
  if (!program)
    return (
      <>
        {back}
        <ErrorState title={t("errorTitle")} text={td("loadError")}>
          <Button variant="outline" disabled={refreshing} onClick={() => startRefresh(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      </>
    );
  return (
    <ProgramDetailView
      area={area}
      program={program}
      refetch={() => startRefresh(() => void refetch())}
      back={back}
      loading={refreshing}
    />
  );
}

function ProgramDetailView({
  area,
  program: p,
  refetch,
  back,
  loading,
}: {
  area: Area;
  program: ProgramDetail;
  refetch: () => void;
  back: ReactNode;
  loading: boolean;
}) {
  const t = useTranslations("myaffilPrograms.view");
  const tm = useTranslations("myaffilPrograms");
  const tl = useTranslations("signUpLists");
  const locale = useLocale();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const manager = area !== "editeur";
  const role = area === "admin" ? "admin" : "advertiser";
  const refresh = () => {
    refetch();
    router.refresh();
  };
  const money = (cents: number | null) => (cents == null ? "—" : formatMoney(locale, cents));
  const day = (d: string | null) => (d ? formatDay(locale, d, "long") : t("noDate"));

  return (
    <div className="flex flex-col gap-6" data-testid="program-view">
      <div>
        {back}
        <PageHeader
          title={p.name}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <StateBadge state={p.state} />
              <ValidationBadge validation={p.validation} />
              {area !== "annonceur" && <span>{p.advertiserName ?? `#${p.advertiserClientId}`}</span>}
              <span>· {t("createdOn", { date: formatDate(locale, p.createdAt) })}</span>
            </span>
          }
          actions={
            manager ? (
              <ProgramActions
                program={p}
                role={role}
                onChanged={refresh}
                onEdit={area === "annonceur" ? () => setEditing(true) : undefined}
              />
            ) : p.canBroadcast ? (
              <Button asChild>
                <Link href="/myaffil/editeur/campagnelist">{t("myLinks")}</Link>
              </Button>
            ) : !p.application ? (
              <ApplyButton programId={p.id} programName={p.name} onApplied={refresh} />
            ) : undefined
          }
        />
      </div>
      {area === "annonceur" && (
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogContent title={t("editTitle")} className="max-w-3xl">
            <ProgramForm
              role="advertiser"
              program={p}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                refresh();
              }}
            />
          </DialogContent>
        </Dialog>
      )}
      {area === "annonceur" && p.validation === "pending" && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {t("pendingNotice")}
        </p>
      )}
      {area === "editeur" && (
        <Card>
          <CardHeader title={t("applicationTitle")} />
          <CardBody className="flex flex-col gap-2 text-sm">
            {p.access === "open" ? (
              <p>{t("openProgram")}</p>
            ) : (
              <>
                <div className="flex items-center gap-2">
                  <ApplicationBadge state={p.application?.state ?? null} />
                  {p.application && (
                    <span className="text-zinc-600 dark:text-zinc-400">
                      {t("appliedOn", { date: formatDate(locale, p.application.createdAt) })}
                    </span>
                  )}
                </div>
                {p.application?.state === "refused" && p.application.refusalReason && (
                  <p>{t("refusalReason", { reason: p.application.refusalReason })}</p>
                )}
                {!p.application && <p>{t("applyText")}</p>}
                {p.application?.state === "being_verified" && <p>{t("beingVerifiedText")}</p>}
              </>
            )}
          </CardBody>
        </Card>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title={t("offerTitle")} />
          <CardBody className="flex flex-col gap-5">
            <div>
              <h3 className="mb-1 text-sm font-semibold">{t("description")}</h3>
              <p className="text-sm whitespace-pre-line text-zinc-700 dark:text-zinc-300">
                {p.description || t("none")}
              </p>
            </div>
            <div>
              <h3 className="mb-1 text-sm font-semibold">{t("conditions")}</h3>
              <p className="text-sm whitespace-pre-line text-zinc-700 dark:text-zinc-300">
                {p.conditions || t("none")}
              </p>
            </div>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label={t("theme")}>{p.theme ? listLabel(tl, "themes", p.theme) : t("none")}</Fact>
              <Fact label={t("access")}>{tm(`access.${p.access}`)}</Fact>
              <Fact label={t("period")}>{t("periodValue", { from: day(p.startsOn), to: day(p.endsOn) })}</Fact>
              <Fact label={t("countries")}>
                {p.countries
                  .map((c) => {
                    const key = `countries.${c}`;
                    return isMessageKey(tm, key) ? tm(key) : c;
                  })
                  .join(", ")}
              </Fact>
              <Fact label={t("broadcastTypes")}>
                {p.broadcastTypes.length
                  ? p.broadcastTypes.map((b) => listLabel(tl, "broadcastTypes", b)).join(", ")
                  : t("allBroadcastTypes")}
              </Fact>
              <Fact label={t("landingUrl")}>
                {p.landingUrl ? (
                  <a
                    href={p.landingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 break-all text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-400"
                  >
                    {p.landingUrl}
                    <ExternalLink className="size-3 shrink-0" aria-hidden />
                    <span className="sr-only">{t("newTab")}</span>
                  </a>
                ) : (
                  t("none")
                )}
              </Fact>
            </dl>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("moneyTitle")} description={tm(`models.${p.model}`)} />
          <CardBody>
            <dl className="grid gap-4">
              {p.advertiserPriceCents != null && (
                <Fact label={t("price")} testId="program-price">
                  <span className="text-xl font-semibold tabular-nums">{money(p.advertiserPriceCents)}</span>{" "}
                  <span className="text-zinc-500">{t("perAction", { model: p.model })}</span>
                </Fact>
              )}
              {p.publisherPayoutCents != null && (
                <Fact label={t("payout")} testId="program-payout">
                  <span className="text-xl font-semibold tabular-nums">{money(p.publisherPayoutCents)}</span>{" "}
                  <span className="text-zinc-500">{t("perAction", { model: p.model })}</span>
                </Fact>
              )}
              {p.marginCents != null && (
                <Fact label={t("margin")} testId="program-margin">
                  <span className="text-xl font-semibold tabular-nums">{money(p.marginCents)}</span>
                  {p.advertiserPriceCents ? (
                    <span className="text-zinc-500">
                      {" "}
                      ({Math.round((p.marginCents / p.advertiserPriceCents) * 100)} %)
                    </span>
                  ) : null}
                </Fact>
              )}
              {manager && (
                <>
                  <Fact label={t("campaignCount")}>{p.campaignCount}</Fact>
                  <Fact label={t("publisherCount")}>{p.publisherCount}</Fact>
                </>
              )}
            </dl>
          </CardBody>
        </Card>
      </div>
      <Card>
        <CardHeader
          title={t("campaignsTitle")}
          description={
            area === "editeur" ? (p.canBroadcast ? t("campaignsPublisher") : t("campaignsLocked")) : undefined
          }
          actions={
            manager && p.state !== "supprime" ? (
              area === "admin" ? (
                <Button asChild>
                  <Link href={`/myaffil/admin/add_campagne?program=${p.id}`}>
                    <Plus className="size-4" aria-hidden />
                    {t("addCampaign")}
                  </Link>
                </Button>
              ) : (
                <Dialog open={adding} onOpenChange={setAdding}>
                  <DialogTrigger asChild>
                    <Button>
                      <Plus className="size-4" aria-hidden />
                      {t("addCampaign")}
                    </Button>
                  </DialogTrigger>
                  <DialogContent title={t("addCampaignTitle")} description={p.name} className="max-w-2xl">
                    <CampaignForm
                      programId={p.id}
                      onCancel={() => setAdding(false)}
                      onSaved={() => {
                        setAdding(false);
                        refresh();
                      }}
                    />
                  </DialogContent>
                </Dialog>
              )
            ) : undefined
          }
        />
        <CardBody>
          <CampaignsTable
            area={area}
            campaigns={p.campaigns}
            onChanged={refresh}
            loading={loading}
            csvName={`campagnes-programme-${p.id}`}
          />
        </CardBody>
      </Card>
      <ProgramVisualsSlot programId={p.id} canEdit={manager} />
    </div>
  );
}
