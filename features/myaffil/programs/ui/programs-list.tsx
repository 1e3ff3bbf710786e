"use client";

import { useQuery, useSuspenseQuery } from "@apollo/client/react";
import { Layers, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useMemo, useState, useTransition, type ComponentType, type ReactNode } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatMoney } from "@/components/data/format";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { RowIcon } from "@/components/ui/row-icon";
import { Card, CardBody } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ApplicationBadge, StateBadge, ValidationBadge } from "./badges";
import { viewProgramHref, type Area } from "./areas";
import { PROGRAMS, type ProgramRow } from "./operations";
import { programListVariables } from "./list-variables";
import { ProgramActions } from "./program-actions";
import { listLabel } from "@/lib/i18n/keys";

/** A publisher's "apply" button of a row (publisher-programs-list.tsx). */
export type ApplyAction = ComponentType<{ programId: number; programName: string; onApplied?: () => void }>;

/**
 * prgramslist of the three areas: one table, columns and actions by role. What only one area uses
 * comes from its own module (advertiser-programs-list.tsx, publisher-programs-list.tsx), so that a
 * page carries neither the code nor the messages of another area's forms.
 */
export function ProgramsList({
  area,
  createAction,
  applyAction: ApplyButton,
}: {
  area: Area;
  /** The advertiser's "new program" button and dialog. */
  createAction?: ReactNode;
  applyAction?: ApplyAction;
}) {
  const t = useTranslations("myaffilPrograms.list");
  // Bound to the subtrees used here: the page sends the browser only those messages.
  const ts = useTranslations("myaffilPrograms.states");
  const tv = useTranslations("myaffilPrograms.validations");
  const td = useTranslations("data");
  const router = useRouter();
  const [state, setState] = useState("");
  const [validation, setValidation] = useState("");
  const [advertiser, setAdvertiser] = useState("");
  const admin = area === "admin";
  const publisher = area === "editeur";
  const variables = useMemo(
    () => programListVariables(area, { state, validation, advertiser }),
    [area, state, validation, advertiser],
  );
  // The first screen was preloaded by the page; a new filter keeps the current rows until its own arrive.
  const shown = useDeferredValue(variables);
  const pending = shown !== variables;
  const [retrying, startRetry] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(PROGRAMS, { variables: shown, errorPolicy: "all" });
  const rows = useMemo(() => data?.myaffilPrograms ?? [], [data]);
  // The advertisers present in the unfiltered list feed the admin's advertiser filter.
  const all = useQuery(PROGRAMS, { variables: { filter: null }, skip: !admin, fetchPolicy: "cache-first" });
  const advertisers = useMemo(() => {
    const m = new Map<number, string>();
    for (const p of all.data?.myaffilPrograms ?? [])
      m.set(p.advertiserClientId, p.advertiserName ?? `#${p.advertiserClientId}`);
    return [...m].sort((a, b) => a[1].localeCompare(b[1]));
  }, [all.data]);
  const refresh = () => {
    startRetry(() => void refetch());
    if (admin) void all.refetch();
    router.refresh();
  };
  const columns = useColumns(area, refresh, ApplyButton);

  const header = (
    <PageHeader
      title={t(`title.${area}`)}
      description={t(`description.${area}`)}
      actions={
        admin ? (
          <Button asChild>
            <Link href="/myaffil/admin/integration/ajouterprogramme">
              <Plus className="size-4" aria-hidden />
              {t("newProgram")}
            </Link>
          </Button>
        ) : (
          createAction
        )
      }
    />
  );

  if (error && !data)
    return (
      <>
        {header}
        <ErrorState title={t("errorTitle")} text={td("loadError")}>
          <Button variant="outline" disabled={retrying} onClick={() => startRetry(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      </>
    );

  return (
    <>
      {header}
      <Card
        aria-busy={pending || retrying}
        data-pending={pending || retrying || undefined}
        className={pending || retrying ? "opacity-70 transition-opacity" : undefined}
      >
        <CardBody>
          <DataTable<ProgramRow>
            testId="programs-table"
            caption={t(`title.${area}`)}
            columns={columns}
            data={rows}
            csvName="programmes"
            searchPlaceholder={t("search")}
            emptyText={publisher ? t("emptyPublisher") : t("empty")}
            getRowId={(r) => String(r.id)}
            initialSorting={[{ id: "createdAt", desc: true }]}
            toolbar={
              publisher ? undefined : (
                <div className="flex flex-wrap items-center gap-2">
                  <Label htmlFor="programs-state" className="sr-only">
                    {t("stateFilter")}
                  </Label>
                  <Select id="programs-state" className="w-40" value={state} onChange={(e) => setState(e.target.value)}>
                    <option value="">{t("allStates")}</option>
                    {(["valide", "pause", "supprime"] as const).map((s) => (
                      <option key={s} value={s}>
                        {ts(s)}
                      </option>
                    ))}
                  </Select>
                  {admin && (
                    <>
                      <Label htmlFor="programs-validation" className="sr-only">
                        {t("validationFilter")}
                      </Label>
                      <Select
                        id="programs-validation"
                        className="w-44"
                        value={validation}
                        onChange={(e) => setValidation(e.target.value)}
                      >
                        <option value="">{t("allValidations")}</option>
                        {(["pending", "validated"] as const).map((s) => (
                          <option key={s} value={s}>
                            {tv(s)}
                          </option>
                        ))}
                      </Select>
                      <Label htmlFor="programs-advertiser" className="sr-only">
                        {t("advertiserFilter")}
                      </Label>
                      <Select
                        id="programs-advertiser"
                        className="w-52"
                        value={advertiser}
                        onChange={(e) => setAdvertiser(e.target.value)}
                      >
                        <option value="">{t("allAdvertisers")}</option>
                        {advertisers.map(([id, name]) => (
                          <option key={id} value={id}>
                            {name}
                          </option>
                        ))}
                      </Select>
                    </>
                  )}
                </div>
              )
            }
          />
        </CardBody>
      </Card>
    </>
  );
}

function useColumns(area: Area, refresh: () => void, ApplyButton?: ApplyAction): DataColumn<ProgramRow>[] {
  const t = useTranslations("myaffilPrograms.list");
  const ts = useTranslations("myaffilPrograms.states");
  const tv = useTranslations("myaffilPrograms.validations");
  const ta = useTranslations("myaffilPrograms.access");
  const tap = useTranslations("myaffilPrograms.applications");
  const tl = useTranslations("signUpLists");
  const locale = useLocale();
  return useMemo<DataColumn<ProgramRow>[]>(() => {
    const money = (cents: number | null) => (cents == null ? "—" : formatMoney(locale, cents));
    const name: DataColumn<ProgramRow> = {
      id: "name",
      accessorKey: "name",
      header: t("name"),
      cell: ({ row }) => (
        <Link
          href={viewProgramHref(area, row.original.id)}
          className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-400"
        >
          {row.original.name}
        </Link>
      ),
    };
    const advertiser: DataColumn<ProgramRow> = {
      id: "advertiser",
      accessorFn: (r) => r.advertiserName ?? `#${r.advertiserClientId}`,
      header: t("advertiser"),
    };
    const model: DataColumn<ProgramRow> = { id: "model", accessorKey: "model", header: t("model") };
    const price: DataColumn<ProgramRow> = {
      id: "price",
      accessorFn: (r) => r.advertiserPriceCents ?? 0,
      header: t("price"),
      cell: ({ row }) => money(row.original.advertiserPriceCents),
      meta: {
        align: "right",
        csv: (r: ProgramRow) => (r.advertiserPriceCents == null ? null : r.advertiserPriceCents / 100),
      },
    };
    const payout: DataColumn<ProgramRow> = {
      id: "payout",
      accessorFn: (r) => r.publisherPayoutCents ?? 0,
      header: t("payout"),
      cell: ({ row }) => money(row.original.publisherPayoutCents),
      meta: {
        align: "right",
        csv: (r: ProgramRow) => (r.publisherPayoutCents == null ? null : r.publisherPayoutCents / 100),
      },
    };
    const margin: DataColumn<ProgramRow> = {
      id: "margin",
      accessorFn: (r) => r.marginCents ?? 0,
      header: t("margin"),
      cell: ({ row }) => money(row.original.marginCents),
      meta: { align: "right", csv: (r: ProgramRow) => (r.marginCents == null ? null : r.marginCents / 100) },
    };
    const state: DataColumn<ProgramRow> = {
      id: "state",
      accessorFn: (r) => ts(r.state),
      header: t("state"),
      cell: ({ row }) => <StateBadge state={row.original.state} />,
    };
    const validation: DataColumn<ProgramRow> = {
      id: "validation",
      accessorFn: (r) => tv(r.validation),
      header: t("validation"),
      cell: ({ row }) => <ValidationBadge validation={row.original.validation} />,
    };
    const campaigns: DataColumn<ProgramRow> = {
      id: "campaigns",
      accessorKey: "campaignCount",
      header: t("campaigns"),
      meta: { align: "right" },
    };
    const publishers: DataColumn<ProgramRow> = {
      id: "publishers",
      accessorKey: "publisherCount",
      header: t("publishers"),
      meta: { align: "right" },
    };
    const created: DataColumn<ProgramRow> = {
      id: "createdAt",
      accessorKey: "createdAt",
      header: t("createdAt"),
      cell: ({ row }) => formatDate(locale, row.original.createdAt),
      meta: { csv: (r: ProgramRow) => r.createdAt.slice(0, 10) },
    };
    const theme: DataColumn<ProgramRow> = {
      id: "theme",
      accessorFn: (r) => (r.theme ? listLabel(tl, "themes", r.theme) : "—"),
      header: t("theme"),
    };
    const access: DataColumn<ProgramRow> = {
      id: "access",
      accessorFn: (r) => ta(r.access),
      header: t("access"),
    };
    const view = (p: ProgramRow) => (
      <Button asChild variant="ghost" className="h-8 px-2" title={t("viewNamed", { name: p.name })}>
        <Link href={viewProgramHref(area, p.id)}>
          <RowIcon name="eye" />
          <span className="sr-only">{t("viewNamed", { name: p.name })}</span>
        </Link>
      </Button>
    );

    if (area === "editeur") {
      const application: DataColumn<ProgramRow> = {
        id: "application",
        accessorFn: (r) => (r.access === "open" ? ta("open") : tap(r.application?.state ?? "none")),
        header: t("application"),
        cell: ({ row }) => {
          const p = row.original;
          if (p.access === "open" && !p.application)
            return <span className="text-sm text-emerald-800 dark:text-emerald-400">{t("openToAll")}</span>;
          return (
            <div className="flex flex-col gap-1">
              <ApplicationBadge state={p.application?.state ?? null} />
              {p.application?.state === "refused" && p.application.refusalReason && (
                <span className="max-w-xs text-xs text-zinc-600 dark:text-zinc-400">{p.application.refusalReason}</span>
              )}
            </div>
          );
        },
      };
      const actions: DataColumn<ProgramRow> = {
        id: "actions",
        header: t("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) => {
          const p = row.original;
          return (
            <div className="flex items-center gap-1.5">
              {view(p)}
              {p.canBroadcast ? (
                <Button asChild variant="outline" className="h-8 px-3">
                  <Link href="/myaffil/editeur/campagnelist">
                    <Layers className="size-4" aria-hidden />
                    {t("myLinks")}
                  </Link>
                </Button>
              ) : !p.application && ApplyButton ? (
                <ApplyButton programId={p.id} programName={p.name} onApplied={refresh} />
              ) : null}
            </div>
          );
        },
      };
      return [name, advertiser, theme, model, payout, access, application, campaigns, created, actions];
    }
    const role = area === "admin" ? "admin" : "advertiser";
    const actions: DataColumn<ProgramRow> = {
      id: "actions",
      header: t("actions"),
      enableSorting: false,
      meta: { noCsv: true },
      cell: ({ row }) => (
        <div className="flex items-center gap-1.5">
          {view(row.original)}
          <ProgramActions program={row.original} role={role} onChanged={refresh} compact />
        </div>
      ),
    };
    if (area === "admin") {
      const id: DataColumn<ProgramRow> = { id: "id", accessorKey: "id", header: t("id") };
      return [
        id,
        name,
        advertiser,
        model,
        price,
        payout,
        margin,
        state,
        validation,
        campaigns,
        publishers,
        created,
        actions,
      ];
    }
    return [name, model, price, state, validation, campaigns, publishers, created, actions];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, locale, t, ts, tv, ta, tap, tl, ApplyButton]);
}
