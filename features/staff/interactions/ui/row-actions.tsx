"use client";

import { useMutation } from "@apollo/client/react";
import { Pencil, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { InteractionFormDialog } from "./interaction-form";
import { DELETE_INTERACTION, type InteractionItem } from "./operations";

/** Edit and delete (after confirmation) one interaction; the page is read again afterwards. */
export function InteractionRowActions({ interaction }: { interaction: InteractionItem }) {
  const t = useTranslations("interactions");
  const router = useRouter();
  const [remove] = useMutation(DELETE_INTERACTION);
  return (
    <div className="flex flex-wrap gap-1">
      <InteractionFormDialog
        interaction={interaction}
        trigger={
          <button
            type="button"
            className="btn btn-outline px-2 py-1 text-xs"
            aria-label={`${t("edit")} : ${interaction.subject}`}
            data-testid={`interaction-edit-${interaction.id}`}
          >
            <Pencil className="size-4" aria-hidden />
            {t("edit")}
          </button>
        }
      />
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className="btn btn-outline px-2 py-1 text-xs"
            aria-label={`${t("delete.action")} : ${interaction.subject}`}
            data-testid={`interaction-delete-${interaction.id}`}
          >
            <Trash2 className="size-4" aria-hidden />
            {t("delete.action")}
          </button>
        }
        title={t("delete.title")}
        description={t("delete.text", { subject: interaction.subject, client: interaction.member.name })}
        confirmLabel={t("delete.confirm")}
        destructive
        onConfirm={async () => {
          try {
            await remove({ variables: { id: interaction.id } });
          } catch (e) {
            toast.error(t("delete.failed"));
            throw e;
          }
          toast.success(t("delete.done"));
          router.refresh();
        }}
      />
    </div>
  );
}
