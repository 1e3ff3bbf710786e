"use client";

import { useQuery } from "@apollo/client/react";
import { ImageOff, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { EmptyState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { VISUAL_CAMPAIGNS, VISUALS, type VisualCampaign } from "../creatives/operations";
import { Loading, QueryError } from "../creatives/shared";
import { VisualCard } from "./visual-card";

// The form libraries (zod, react-hook-form) load when the dialog opens.
const VisualForm = dynamic(() => import("./visual-form").then((m) => m.VisualForm), { ssr: false, loading: Loading });

/**
 * The visuals of a program grouped by campaign (viewprogram). With canEdit (administrators and the
 * program's advertiser) each campaign can get a visual and visuals can be deleted.
 */
export function ProgramVisuals({ programId, canEdit }: { programId: number; canEdit: boolean }) {
  const t = useTranslations("myaffilCreatives.programVisuals");
  const tv = useTranslations("myaffilCreatives.visuals");
  const visuals = useQuery(VISUALS, { variables: { programId }, fetchPolicy: "cache-and-network" });
  const campaigns = useQuery(VISUAL_CAMPAIGNS, {
    variables: { programId },
    skip: !canEdit,
    fetchPolicy: "cache-and-network",
  });
  const [adding, setAdding] = useState<VisualCampaign | null>(null);
  const list = visuals.data?.visuals ?? [];
  // Campaigns: the editable ones (even without visuals), plus those seen through visuals.
  const groups = new Map<number, { id: number; name: string; trackingId: string; campaign?: VisualCampaign }>();
  for (const c of campaigns.data?.visualCampaigns ?? [])
    groups.set(c.id, { id: c.id, name: c.name, trackingId: c.trackingId, campaign: c });
  for (const v of list)
    if (!groups.has(v.campaignId))
      groups.set(v.campaignId, { id: v.campaignId, name: v.campaignName, trackingId: v.trackingId });

  return (
    <Card aria-labelledby={`program-visuals-${programId}`}>
      <CardHeader id={`program-visuals-${programId}`} title={t("title")} description={t("description")} />
      <CardBody className="flex flex-col gap-6">
        {visuals.error && !visuals.data ? (
          <QueryError onRetry={() => void visuals.refetch()} />
        ) : visuals.loading && !visuals.data ? (
          <Loading />
        ) : groups.size === 0 ? (
          <EmptyState icon={ImageOff} title={canEdit ? t("noCampaigns") : tv("empty")} compact />
        ) : (
          [...groups.values()].map((g) => {
            const items = list.filter((v) => v.campaignId === g.id);
            return (
              <section key={g.id} aria-labelledby={`campaign-visuals-${g.id}`} className="flex flex-col gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`campaign-visuals-${g.id}`} className="font-medium">
                    {g.name}{" "}
                    <span className="text-xs font-normal text-zinc-500">
                      ({g.trackingId}) · {tv("count", { count: items.length })}
                    </span>
                  </h3>
                  {canEdit && g.campaign && (
                    <Button
                      variant="outline"
                      className="h-8 px-3"
                      onClick={() => setAdding(g.campaign!)}
                      aria-label={t("addTo", { campaign: g.name })}
                    >
                      <Plus className="size-4" aria-hidden />
                      {tv("add")}
                    </Button>
                  )}
                </div>
                {items.length ? (
                  <div className="grid gap-4 lg:grid-cols-2">
                    {items.map((v) => (
                      <VisualCard key={v.id} visual={v} canEdit={canEdit} />
                    ))}
                  </div>
                ) : (
                  <p className="text-sm text-zinc-500">{tv("empty")}</p>
                )}
              </section>
            );
          })
        )}
      </CardBody>
      <Dialog open={adding !== null} onOpenChange={(o) => !o && setAdding(null)}>
        {adding && (
          <DialogContent title={t("addTo", { campaign: adding.name })} className="max-w-4xl">
            <VisualForm
              campaigns={[adding]}
              defaultCampaignId={adding.id}
              onSaved={() => setAdding(null)}
              onCancel={() => setAdding(null)}
            />
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}
