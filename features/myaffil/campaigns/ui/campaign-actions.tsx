"use client";

import { useMutation } from "@apollo/client/react";
import { Pause, Pencil, Play, RotateCcw, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useServerErrors } from "@/features/myaffil/programs/ui/errors";
import { DELETE_CAMPAIGN, SET_CAMPAIGN_STATE, type Campaign } from "@/features/myaffil/programs/ui/operations";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";
import type { KeysUnder } from "@/lib/i18n/keys";
import { Loading } from "@/features/myaffil/creatives/ui/creatives/shared";

// The form libraries (zod, react-hook-form) load when the edit dialog opens.
const CampaignForm = dynamic(() => import("./campaign-form").then((m) => m.CampaignForm), {
  ssr: false,
  loading: Loading,
});

/** A campaign's row actions: edit (a page for administrators, a dialog for advertisers), run, pause, delete (asks first), restore. */
export function CampaignActions({
  campaign,
  role,
  onChanged,
}: {
  campaign: Campaign;
  role: "admin" | "advertiser";
  onChanged: () => void;
}) {
  const t = useTranslations("myaffilPrograms.campaignActions");
  const tm = useTranslations("myaffilPrograms.messages");
  const serverErrors = useServerErrors();
  const [editing, setEditing] = useState(false);
  // A campaign's state decides which filtered campaign lists hold it, and its program's campaign count.
  const [setState] = useMutation(SET_CAMPAIGN_STATE, forgettingLists("myaffilCampaigns", "myaffilPrograms"));
  const [remove] = useMutation(DELETE_CAMPAIGN, forgettingLists("myaffilCampaigns", "myaffilPrograms"));
  const named = (key: KeysUnder<"myaffilPrograms.campaignActions">) => t(key, { name: campaign.name });
  const change = async (state: "valide" | "pause") => {
    try {
      await setState({ variables: { id: campaign.id, state } });
      toast.success(tm("stateModified"));
      onChanged();
    } catch (e) {
      toast.error(serverErrors(e, tm("editError")));
    }
  };
  const icon = (node: React.ReactNode, label: string) => (
    <>
      {node}
      <span className="sr-only">{label}</span>
    </>
  );
  return (
    <div className="flex items-center gap-1.5">
      {campaign.state !== "supprime" &&
        (role === "admin" ? (
          <Button asChild variant="outline" className="h-8 px-2" title={named("edit")}>
            <Link href={`/myaffil/admin/edit_campagne/${campaign.id}`}>
              {icon(<Pencil className="size-4" aria-hidden />, named("edit"))}
            </Link>
          </Button>
        ) : (
          <Dialog open={editing} onOpenChange={setEditing}>
            <Button variant="outline" className="h-8 px-2" title={named("edit")} onClick={() => setEditing(true)}>
              {icon(<Pencil className="size-4" aria-hidden />, named("edit"))}
            </Button>
            <DialogContent title={t("editTitle")} className="max-w-2xl">
              <CampaignForm
                campaign={campaign}
                onCancel={() => setEditing(false)}
                onSaved={() => {
                  setEditing(false);
                  onChanged();
                }}
              />
            </DialogContent>
          </Dialog>
        ))}
      {campaign.state === "valide" && (
        <Button variant="outline" className="h-8 px-2" title={named("pause")} onClick={() => void change("pause")}>
          {icon(<Pause className="size-4" aria-hidden />, named("pause"))}
        </Button>
      )}
      {campaign.state === "pause" && (
        <Button variant="outline" className="h-8 px-2" title={named("run")} onClick={() => void change("valide")}>
          {icon(<Play className="size-4" aria-hidden />, named("run"))}
        </Button>
      )}
      {campaign.state === "supprime" ? (
        <Button variant="outline" className="h-8 px-2" title={named("restore")} onClick={() => void change("pause")}>
          {icon(<RotateCcw className="size-4" aria-hidden />, named("restore"))}
        </Button>
      ) : (
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="h-8 px-2 text-red-700 dark:text-red-400" title={named("delete")}>
              {icon(<Trash2 className="size-4" aria-hidden />, named("delete"))}
            </Button>
          }
          title={tm("confirmDeleteCampaign")}
          description={tm("confirmDeleteCampaignText", { name: campaign.name })}
          confirmLabel={t("deleteConfirm")}
          destructive
          onConfirm={async () => {
            try {
              await remove({ variables: { id: campaign.id } });
              toast.success(tm("campaignDeleted"));
              onChanged();
            } catch (e) {
              toast.error(serverErrors(e, tm("deleteError")));
              throw e;
            }
          }}
        />
      )}
    </div>
  );
}
