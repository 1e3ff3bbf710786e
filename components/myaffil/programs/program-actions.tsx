"use client";

import { useMutation } from "@apollo/client/react";
import { BadgeCheck, Copy, Pause, Pencil, Play, RotateCcw, Trash2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { forgettingLists } from "../creatives/list-cache";
import { useServerErrors } from "./errors";
import { DELETE_PROGRAM, SET_PROGRAM_STATE, VALIDATE_PROGRAM, type Program } from "./operations";
import type { KeysUnder } from "@/lib/i18n/keys";

/**
 * A program's state actions for its managers: run, pause, delete (asks first), restore; an
 * administrator also validates, edits and duplicates. `compact` shows icon buttons (table rows).
 */
export function ProgramActions({
  program,
  role,
  onChanged,
  compact,
  onEdit,
}: {
  program: Program;
  role: "admin" | "advertiser";
  onChanged: () => void;
  compact?: boolean;
  onEdit?: () => void;
}) {
  const t = useTranslations("myaffilPrograms.actions");
  const tm = useTranslations("myaffilPrograms.messages");
  const serverErrors = useServerErrors();
  // Each changes which filtered program lists hold the program: every cached variant is forgotten.
  const [setState] = useMutation(SET_PROGRAM_STATE, forgettingLists("myaffilPrograms"));
  const [remove] = useMutation(DELETE_PROGRAM, forgettingLists("myaffilPrograms"));
  const [validate] = useMutation(VALIDATE_PROGRAM, forgettingLists("myaffilPrograms"));
  const admin = role === "admin";
  const label = (key: KeysUnder<"myaffilPrograms.actions">) => t(key, { name: program.name });

  const change = async (state: "valide" | "pause") => {
    try {
      await setState({ variables: { id: program.id, state } });
      toast.success(tm("stateModified"));
      onChanged();
    } catch (e) {
      toast.error(serverErrors(e, tm("editError")));
    }
  };
  const btn = (icon: React.ReactNode, text: string, aria: string) =>
    compact ? (
      <>
        {icon}
        <span className="sr-only">{aria}</span>
      </>
    ) : (
      <>
        {icon}
        {text}
      </>
    );
  const size = compact ? "h-8 px-2" : undefined;

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {admin && program.validation === "pending" && program.state !== "supprime" && (
        <Button
          variant="outline"
          className={size}
          title={compact ? label("validateNamed") : undefined}
          onClick={async () => {
            try {
              await validate({ variables: { id: program.id } });
              toast.success(tm("programValidated"));
              onChanged();
            } catch (e) {
              toast.error(serverErrors(e, tm("editError")));
            }
          }}
        >
          {btn(<BadgeCheck className="size-4" aria-hidden />, t("validate"), label("validateNamed"))}
        </Button>
      )}
      {program.state === "valide" && (
        <Button
          variant="outline"
          className={size}
          title={compact ? label("pauseNamed") : undefined}
          onClick={() => void change("pause")}
        >
          {btn(<Pause className="size-4" aria-hidden />, t("pause"), label("pauseNamed"))}
        </Button>
      )}
      {program.state === "pause" && program.validation === "validated" && (
        <Button
          variant="outline"
          className={size}
          title={compact ? label("runNamed") : undefined}
          onClick={() => void change("valide")}
        >
          {btn(<Play className="size-4" aria-hidden />, t("run"), label("runNamed"))}
        </Button>
      )}
      {program.state === "supprime" && (
        <Button
          variant="outline"
          className={size}
          title={compact ? label("restoreNamed") : undefined}
          onClick={() => void change("pause")}
        >
          {btn(<RotateCcw className="size-4" aria-hidden />, t("restore"), label("restoreNamed"))}
        </Button>
      )}
      {admin && (
        <>
          <Button asChild variant="outline" className={size} title={compact ? label("editNamed") : undefined}>
            <Link href={`/myaffil/admin/integration/ajouterprogramme?id=${program.id}`}>
              {btn(<Pencil className="size-4" aria-hidden />, t("edit"), label("editNamed"))}
            </Link>
          </Button>
          {program.state !== "supprime" && (
            <Button asChild variant="outline" className={size} title={compact ? label("duplicateNamed") : undefined}>
              <Link href={`/myaffil/admin/integration/dupliquerprogramme?id=${program.id}`}>
                {btn(<Copy className="size-4" aria-hidden />, t("duplicate"), label("duplicateNamed"))}
              </Link>
            </Button>
          )}
        </>
      )}
      {!admin && onEdit && program.state !== "supprime" && (
        <Button variant="outline" className={size} onClick={onEdit}>
          {btn(<Pencil className="size-4" aria-hidden />, t("edit"), label("editNamed"))}
        </Button>
      )}
      {program.state !== "supprime" && (
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              className={`${size ?? ""} text-red-700 dark:text-red-400`}
              title={compact ? label("deleteNamed") : undefined}
            >
              {btn(<Trash2 className="size-4" aria-hidden />, t("delete"), label("deleteNamed"))}
            </Button>
          }
          title={tm("confirmDelete")}
          description={tm("confirmDeleteText", { name: program.name })}
          confirmLabel={t("delete")}
          destructive
          onConfirm={async () => {
            try {
              await remove({ variables: { id: program.id } });
              toast.success(tm("programDeleted"));
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
