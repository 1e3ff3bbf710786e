"use client";

import { useQuery, useSuspenseQuery } from "@apollo/client/react";
import { ArrowLeft, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useDeferredValue, useMemo, useState, useTransition } from "react";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { CAMPAIGNS, PROGRAMS } from "@/features/myaffil/programs/ui/operations";
import { CampaignsTable } from "./campaigns-table";
import { campaignListVariables } from "./list-variables";

/** Admin liste_campagnes (every campaign, filters) and liste_campagnes/{id_client} (one advertiser client's). */
export function CampaignsList({ clientId }: { clientId: number | null }) {
  const t = useTranslations("myaffilPrograms.campaignList");
  const tm = useTranslations("myaffilPrograms");
  const td = useTranslations("data");
  const router = useRouter();
  const [state, setState] = useState("");
  const [advertiser, setAdvertiser] = useState("");
  const [program, setProgram] = useState("");
  const client = clientId ?? (advertiser ? Number(advertiser) : null);
  const variables = useMemo(() => campaignListVariables(client, { state, program }), [client, state, program]);
  // The first screen was preloaded by the page; a new filter keeps the current rows until its own arrive.
  const shown = useDeferredValue(variables);
  const [refreshing, startRefresh] = useTransition();
  const pending = shown !== variables || refreshing;
  const { data, error, refetch } = useSuspenseQuery(CAMPAIGNS, { variables: shown, errorPolicy: "all" });
  const programs = useQuery(PROGRAMS, { variables: { filter: null }, fetchPolicy: "cache-first" });
  const advertisers = useMemo(() => {
    const m = new Map<number, string>();
    for (const p of programs.data?.myaffilPrograms ?? [])
      m.set(p.advertiserClientId, p.advertiserName ?? `#${p.advertiserClientId}`);
    return [...m].sort((a, b) => a[1].localeCompare(b[1]));
  }, [programs.data]);
  const programChoices = useMemo(
    () => (programs.data?.myaffilPrograms ?? []).filter((p) => client == null || p.advertiserClientId === client),
    [programs.data, client],
  );
  const clientName = clientId != null ? advertisers.find(([id]) => id === clientId)?.[1] : undefined;
  const refresh = () => {
    startRefresh(() => void refetch());
    router.refresh();
  };

  return (
    <div className="flex flex-col">
      {clientId != null && (
        <Button asChild variant="ghost" className="mb-2 -ml-2 w-fit">
          <Link href="/myaffil/admin/liste_campagnes">
            <ArrowLeft className="size-4" aria-hidden />
            {t("allCampaigns")}
          </Link>
        </Button>
      )}
      <PageHeader
        title={clientId != null ? t("clientTitle", { client: clientName ?? `#${clientId}` }) : t("title")}
        description={t("description")}
        actions={
          <Button asChild>
            <Link href={program ? `/myaffil/admin/add_campagne?program=${program}` : "/myaffil/admin/add_campagne"}>
              <Plus className="size-4" aria-hidden />
              {t("add")}
            </Link>
          </Button>
        }
      />
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={td("loadError")}>
          <Button variant="outline" disabled={refreshing} onClick={() => startRefresh(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <Card
          aria-busy={pending}
          data-pending={pending || undefined}
          className={pending ? "opacity-70 transition-opacity" : undefined}
        >
          <CardBody>
            <CampaignsTable
              area="admin"
              showProgram
              campaigns={data?.myaffilCampaigns ?? []}
              onChanged={refresh}
              csvName={clientId != null ? `campagnes-client-${clientId}` : "campagnes"}
              toolbar={
                <div className="flex flex-wrap items-center gap-2">
                  <Label htmlFor="campaigns-state" className="sr-only">
                    {t("stateFilter")}
                  </Label>
                  <Select
                    id="campaigns-state"
                    className="w-40"
                    value={state}
                    onChange={(e) => setState(e.target.value)}
                  >
                    <option value="">{t("allStates")}</option>
                    {(["valide", "pause", "supprime"] as const).map((s) => (
                      <option key={s} value={s}>
                        {tm(`states.${s}`)}
                      </option>
                    ))}
                  </Select>
                  {clientId == null && (
                    <>
                      <Label htmlFor="campaigns-advertiser" className="sr-only">
                        {t("advertiserFilter")}
                      </Label>
                      <Select
                        id="campaigns-advertiser"
                        className="w-52"
                        value={advertiser}
                        onChange={(e) => {
                          setAdvertiser(e.target.value);
                          setProgram("");
                        }}
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
                  <Label htmlFor="campaigns-program" className="sr-only">
                    {t("programFilter")}
                  </Label>
                  <Select
                    id="campaigns-program"
                    className="w-56"
                    value={program}
                    onChange={(e) => setProgram(e.target.value)}
                  >
                    <option value="">{t("allPrograms")}</option>
                    {programChoices.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </Select>
                </div>
              }
            />
          </CardBody>
        </Card>
      )}
    </div>
  );
}
