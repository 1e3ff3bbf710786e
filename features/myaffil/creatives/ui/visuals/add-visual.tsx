"use client";

import { useQuery } from "@apollo/client/react";
import { FolderOpen } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { EmptyState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { VISUAL_CAMPAIGNS, type Visual } from "../creatives/operations";
import { Loading, QueryError } from "../creatives/shared";
import { VisualCard } from "./visual-card";
import { VisualForm } from "./visual-form";

/** The admin's visuals page of a campaign: visuel/{identifiant}/{nom_campagne}/{id_ann}. */
export const campaignVisualsHref = (v: {
  trackingId: string;
  campaignName?: string;
  name?: string;
  advertiserClientId: number;
}) =>
  `/myaffil/admin/visuel/${encodeURIComponent(v.trackingId)}/${encodeURIComponent(v.campaignName ?? v.name ?? "")}/${v.advertiserClientId}`;

/** Administrators' integration/ajoutervisuel (?campaign= preselects the campaign). */
export function AddVisual({ campaignId }: { campaignId: number | null }) {
  const t = useTranslations("myaffilCreatives.addVisual");
  const { data, loading, error, refetch } = useQuery(VISUAL_CAMPAIGNS, {
    variables: {},
    fetchPolicy: "cache-and-network",
  });
  const [saved, setSaved] = useState<Visual | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {error && !data ? (
        <QueryError onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Loading />
      ) : !data?.visualCampaigns.length ? (
        <EmptyState icon={FolderOpen} title={t("noCampaigns")} />
      ) : (
        <Card>
          <CardBody>
            <VisualForm
              key={formKey}
              campaigns={data.visualCampaigns}
              defaultCampaignId={saved?.campaignId ?? campaignId}
              showLibraryLink
              onSaved={(v) => {
                setSaved(v);
                setFormKey((k) => k + 1);
              }}
            />
          </CardBody>
        </Card>
      )}
      {saved && (
        <Card aria-labelledby="saved-visual">
          <CardHeader
            id="saved-visual"
            title={saved.name}
            actions={
              <Button asChild variant="outline">
                <Link href={campaignVisualsHref(saved)}>{t("seeVisuals")}</Link>
              </Button>
            }
          />
          <CardBody>
            <VisualCard visual={saved} />
          </CardBody>
        </Card>
      )}
    </div>
  );
}
