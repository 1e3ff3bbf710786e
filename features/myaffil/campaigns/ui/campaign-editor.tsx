"use client";

import { useQueryRefHandlers, useReadQuery, type QueryRef } from "@apollo/client/react";
import { ArrowLeft, SearchX } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { errorCodeOf } from "@/features/myaffil/programs/ui/errors";
import { viewProgramHref } from "@/features/myaffil/programs/ui/areas";
import type { CAMPAIGN_DETAIL } from "@/features/myaffil/programs/ui/operations";
import type { ResultOf } from "@/lib/graphql/myaffil";
import { CampaignForm } from "./campaign-form";

type CampaignRef = QueryRef<ResultOf<typeof CAMPAIGN_DETAIL>>;

/**
 * Admin add_campagne (`?program=` preselects the program) and edit_campagne/{id_campagne}, whose
 * current values the page read on the server (`campaign`: that read, fresh on every visit).
 */
export function CampaignEditor({
  campaignId,
  programId,
  campaign,
}: {
  campaignId?: number | null;
  programId?: number | null;
  campaign?: CampaignRef;
}) {
  return campaign ? (
    <LoadedEditor campaignId={campaignId} campaign={campaign} />
  ) : (
    <EditorBody campaignId={campaignId} programId={programId} />
  );
}

function LoadedEditor({ campaignId, campaign }: { campaignId?: number | null; campaign: CampaignRef }) {
  const { data, error } = useReadQuery(campaign);
  const { refetch } = useQueryRefHandlers(campaign);
  const [retrying, startRetry] = useTransition();
  return (
    <EditorBody
      campaignId={campaignId}
      data={data}
      error={error}
      retrying={retrying}
      onRetry={() => startRetry(() => void refetch())}
    />
  );
}

function EditorBody({
  campaignId,
  programId,
  data,
  error,
  retrying,
  onRetry,
}: {
  campaignId?: number | null;
  programId?: number | null;
  data?: ResultOf<typeof CAMPAIGN_DETAIL>;
  error?: unknown;
  retrying?: boolean;
  onRetry?: () => void;
}) {
  const t = useTranslations("myaffilPrograms.campaignEditor");
  const td = useTranslations("data");
  const router = useRouter();
  const editing = campaignId !== undefined;
  const campaign = data?.myaffilCampaign ?? undefined;
  const backHref = campaign
    ? viewProgramHref("admin", campaign.programId)
    : programId
      ? viewProgramHref("admin", programId)
      : "/myaffil/admin/liste_campagnes";
  let body;
  if (editing && !campaign) {
    const code = errorCodeOf(error);
    body =
      campaignId == null || code === "NOT_FOUND" ? (
        <EmptyState icon={SearchX} title={t("notFound")} testId="campaign-not-found" />
      ) : error ? (
        <ErrorState title={t("loadError")} text={td("loadError")}>
          <Button variant="outline" disabled={retrying} onClick={onRetry}>
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
      <PageHeader
        title={editing ? t("editTitle") : t("addTitle")}
        description={campaign ? `${campaign.programName} · ${campaign.trackingId}` : t("addText")}
      />
      {body}
    </div>
  );
}
