"use client";

import { useQuery } from "@apollo/client/react";
import { ArrowLeft, SearchX } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { errorCodeOf } from "../programs/errors";
import { CAMPAIGN_DETAIL, viewProgramHref } from "../programs/operations";
import { CampaignForm } from "./campaign-form";

/** Admin add_campagne (`?program=` preselects the program) and edit_campagne/{id_campagne}. */
export function CampaignEditor({ campaignId, programId }: { campaignId?: number | null; programId?: number | null }) {
  const t = useTranslations("myaffilPrograms.campaignEditor");
  const td = useTranslations("data");
  const router = useRouter();
  const editing = campaignId !== undefined;
  const { data, error, refetch } = useQuery(CAMPAIGN_DETAIL, { variables: { id: campaignId ?? 0 }, skip: !editing || campaignId == null, fetchPolicy: "network-only" });
  const campaign = data?.myaffilCampaign;
  const backHref = campaign ? viewProgramHref("admin", campaign.programId) : programId ? viewProgramHref("admin", programId) : "/myaffil/admin/liste_campagnes";
  let body;
  if (editing && !campaign) {
    const code = errorCodeOf(error);
    body =
      campaignId == null || code === "NOT_FOUND" ? (
        <EmptyState icon={SearchX} title={t("notFound")} testId="campaign-not-found" />
      ) : error ? (
        <ErrorState title={t("loadError")} text={td("loadError")}>
          <Button variant="outline" onClick={() => void refetch()}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <div aria-busy className="h-72 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" />
      );
  } else
    body = (
      <Card>
        <CardBody>
          <CampaignForm
            campaign={campaign}
            programId={programId ?? undefined}
            pickProgram={!editing}
            onCancel={() => router.push(backHref)}
            onSaved={(c) => router.push(viewProgramHref("admin", c.programId))}
          />
        </CardBody>
      </Card>
    );
  return (
    <div className="flex flex-col">
      <Button asChild variant="ghost" className="mb-2 -ml-2 w-fit">
        <Link href={backHref}>
          <ArrowLeft className="size-4" aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <PageHeader title={editing ? t("editTitle") : t("addTitle")} description={campaign ? `${campaign.programName} · ${campaign.trackingId}` : t("addText")} />
      {body}
    </div>
  );
}
