"use client";

import { useMutation } from "@apollo/client/react";
import { BadgeCheck, Copy, Pause, Pencil, Play, RotateCcw, Trash2, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RowIcon, type RowIconName } from "@/components/ui/row-icon";
import { RowMenu, type RowMenuItem } from "@/components/ui/row-menu";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";
import { useServerErrors } from "./errors";
import { DELETE_PROGRAM, SET_PROGRAM_STATE, VALIDATE_PROGRAM, type Program } from "./operations";

type StateKey = "validate" | "pause" | "run" | "restore";

interface StateAction {
  key: StateKey;
  icon: LucideIcon;
  /** The same drawing for the table rows (components/ui/row-icon.tsx). */
  rowIcon: RowIconName;
  run: () => Promise<void>;
}

/**
 * A program's state actions for its managers: run, pause, delete (asks first), restore; an
 * administrator also validates, edits and duplicates. `compact` (table rows) shows the first state
 * action as an icon button and the others behind a "more actions" menu, whose items are rendered
 * only when it opens: ten rows of six labelled icon buttons weighed 40 KB of the list's HTML.
 */
export function ProgramActions({
  program,
  role,
  onChanged,
  compact,
  onEdit,
}: {
  /** The list's row or the detail page's program: the actions read these fields only. */
  program: Pick<Program, "id" | "name" | "state" | "validation">;
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
  const named = (key: `${StateKey | "edit" | "duplicate" | "delete" | "more"}Named`) => t(key, { name: program.name });

  const change = async (state: "valide" | "pause") => {
    try {
      await setState({ variables: { id: program.id, state } });
      toast.success(tm("stateModified"));
      onChanged();
    } catch (e) {
      toast.error(serverErrors(e, tm("editError")));
    }
  };
  const validateNow = async () => {
    try {
      await validate({ variables: { id: program.id } });
      toast.success(tm("programValidated"));
      onChanged();
    } catch (e) {
      toast.error(serverErrors(e, tm("editError")));
    }
  };
  const removeNow = async () => {
    try {
      await remove({ variables: { id: program.id } });
      toast.success(tm("programDeleted"));
      onChanged();
    } catch (e) {
      toast.error(serverErrors(e, tm("deleteError")));
      throw e;
    }
  };

  const stateActions: StateAction[] = [];
  if (admin && program.validation === "pending" && program.state !== "supprime")
    stateActions.push({ key: "validate", icon: BadgeCheck, rowIcon: "badge-check", run: validateNow });
  if (program.state === "valide")
    stateActions.push({ key: "pause", icon: Pause, rowIcon: "pause", run: () => change("pause") });
  if (program.state === "pause" && program.validation === "validated")
    stateActions.push({ key: "run", icon: Play, rowIcon: "play", run: () => change("valide") });
  if (program.state === "supprime")
    stateActions.push({ key: "restore", icon: RotateCcw, rowIcon: "rotate-ccw", run: () => change("pause") });
  const editHref = admin ? `/myaffil/admin/integration/ajouterprogramme?id=${program.id}` : null;
  const duplicateHref =
    admin && program.state !== "supprime" ? `/myaffil/admin/integration/dupliquerprogramme?id=${program.id}` : null;
  const deletable = program.state !== "supprime";
  const confirm = {
    title: tm("confirmDelete"),
    description: tm("confirmDeleteText", { name: program.name }),
    confirmLabel: t("delete"),
    destructive: true,
    onConfirm: removeNow,
  };

  if (compact)
    return (
      <CompactActions
        named={named}
        stateActions={stateActions}
        editHref={editHref}
        duplicateHref={duplicateHref}
        deletable={deletable}
        confirm={confirm}
      />
    );

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {stateActions.map(({ key, icon: Icon, run }) => (
        <Button key={key} variant="outline" onClick={() => void run()}>
          <Icon className="size-4" aria-hidden />
          {t(key)}
        </Button>
      ))}
      {editHref && (
        <Button asChild variant="outline">
          <Link href={editHref}>
            <Pencil className="size-4" aria-hidden />
            {t("edit")}
          </Link>
        </Button>
      )}
      {duplicateHref && (
        <Button asChild variant="outline">
          <Link href={duplicateHref}>
            <Copy className="size-4" aria-hidden />
            {t("duplicate")}
          </Link>
        </Button>
      )}
      {!admin && onEdit && deletable && (
        <Button variant="outline" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden />
          {t("edit")}
        </Button>
      )}
      {deletable && (
        <ConfirmDialog
          {...confirm}
          trigger={
            <Button variant="outline" className="text-red-700 dark:text-red-400">
              <Trash2 className="size-4" aria-hidden />
              {t("delete")}
            </Button>
          }
        />
      )}
    </div>
  );
}

/** A table row's actions: the first state action as an icon button, the rest in a menu. */
function CompactActions({
  named,
  stateActions,
  editHref,
  duplicateHref,
  deletable,
  confirm,
}: {
  named: (key: `${StateKey | "edit" | "duplicate" | "delete" | "more"}Named`) => string;
  stateActions: StateAction[];
  editHref: string | null;
  duplicateHref: string | null;
  deletable: boolean;
  confirm: Omit<ComponentProps<typeof ConfirmDialog>, "trigger">;
}) {
  const t = useTranslations("myaffilPrograms.actions");
  const [primary, ...others] = stateActions;
  const items: RowMenuItem[] = others.map(({ key, icon, run }) => ({
    key,
    label: t(key),
    icon,
    onSelect: () => void run(),
  }));
  if (editHref) items.push({ key: "edit", label: t("edit"), icon: Pencil, href: editHref });
  if (duplicateHref) items.push({ key: "duplicate", label: t("duplicate"), icon: Copy, href: duplicateHref });
  if (deletable) items.push({ key: "delete", label: t("delete"), icon: Trash2, danger: true });

  return (
    <div className="flex items-center gap-1.5">
      {primary && (
        <Button
          variant="outline"
          className="h-8 px-2"
          title={named(`${primary.key}Named`)}
          onClick={() => void primary.run()}
        >
          <RowIcon name={primary.rowIcon} />
          <span className="sr-only">{named(`${primary.key}Named`)}</span>
        </Button>
      )}
      {items.length > 0 && (
        <RowMenu label={named("moreNamed")} items={items} confirm={{ item: "delete", dialog: confirm }} />
      )}
    </div>
  );
}
