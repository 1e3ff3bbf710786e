"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { FolderX, ImageOff, Plus } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { EmptyState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { VISUAL_CAMPAIGN, VISUALS } from "../creatives/operations";
import { QueryError } from "../creatives/shared";
import { VisualCard } from "./visual-card";

/** Administrators' visuel/{identifiant}/{nom_campagne}/{id_ann}: the visuals of one campaign. */
export function CampaignVisuals({
  trackingId,
  advertiserClientId,
}: {
  trackingId: string;
  advertiserClientId: number | null;
}) {
  const t = useTranslations("myaffilCreatives.campaignVisuals");
  const tv = useTranslations("myaffilCreatives.visuals");
  // Both preloaded by the page: the first HTML holds the campaign and its visuals.
  const campaign = useSuspenseQuery(VISUAL_CAMPAIGN, { variables: { trackingId }, errorPolicy: "all" });
  const visuals = useSuspenseQuery(VISUALS, { variables: { trackingId }, errorPolicy: "all" });
  const [, startRetry] = useTransition();
  const c = campaign.data?.visualCampaign;
  const failed = (campaign.error && !campaign.data) || (visuals.error && !visuals.data);
  return (
    <div>
      <PageHeader
        title={t("title")}
        description={
          c ? t("description", { campaign: c.name, program: c.programName, trackingId: c.trackingId }) : undefined
        }
        actions={
          c && (
            <>
              <Button asChild variant="outline">
                <Link href={`/myaffil/admin/liste_campagnes/${advertiserClientId ?? c.advertiserClientId}`}>
                  {t("backToCampaigns")}
                </Link>
              </Button>
              <Button asChild>
                <Link href={`/myaffil/admin/integration/ajoutervisuel?campaign=${c.id}`}>
                  <Plus className="size-4" aria-hidden />
                  {t("addForCampaign")}
                </Link>
              </Button>
            </>
          )
        }
      />
      {failed ? (
        <QueryError
          onRetry={() =>
            startRetry(() => {
              void campaign.refetch();
              void visuals.refetch();
            })
          }
        />
      ) : !c ? (
        <EmptyState icon={FolderX} title={t("notFound")} />
      ) : !visuals.data?.visuals.length ? (
        <EmptyState icon={ImageOff} title={tv("empty")} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {visuals.data.visuals.map((v) => (
            <VisualCard key={v.id} visual={v} canEdit />
          ))}
        </div>
      )}
    </div>
  );
}
