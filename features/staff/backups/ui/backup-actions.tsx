"use client";

import { useMutation } from "@apollo/client/react";
import { DatabaseBackup, History } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { CREATE_BACKUP, RESTORE_BACKUP } from "./operations";
import { RestoreLosses } from "./restore-losses";

const codeOf = (e: unknown) => (e as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

/** "Create a backup": runs it, then the list is read again from the server. */
export function CreateBackupButton({ disabled }: { disabled?: boolean }) {
  const t = useTranslations("backups");
  const router = useRouter();
  const [create, { loading }] = useMutation(CREATE_BACKUP);
  const run = async () => {
    try {
      await create();
      toast.success(t("created"));
      router.refresh();
    } catch (e) {
      toast.error(codeOf(e) === "CONFLICT" ? t("running") : t("errors.generic"));
    }
  };
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={run}
      disabled={disabled || loading}
      aria-busy={loading}
      data-testid="backup-create"
    >
      <DatabaseBackup className="size-4" aria-hidden />
      {loading ? t("creating") : t("create")}
    </button>
  );
}

/**
 * "Restore": asks for the confirmation word typed by hand (a restore replaces every row), which
 * the API checks again; the dialog stays open on a refusal.
 */
export function RestoreBackupButton({ name, date, word }: { name: string; date: string; word: string }) {
  const t = useTranslations("backups");
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const [restore] = useMutation(RESTORE_BACKUP);
  const inputId = `restore-word-${name}`;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="btn btn-outline px-2 py-1 text-xs" data-testid={`backup-restore-${name}`}>
          <History className="size-4" aria-hidden />
          {t("restore.action")}
        </button>
      }
      title={t("restore.title", { date })}
      description={
        <span className="flex flex-col gap-2">
          <RestoreLosses name={name} />
          <span>{t("restore.text", { word })}</span>
          <Label htmlFor={inputId}>{t("restore.label")}</Label>
          <Input
            id={inputId}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="backup-restore-word"
          />
        </span>
      }
      confirmLabel={t("restore.confirm")}
      destructive
      onConfirm={async () => {
        if (typed.trim() !== word) {
          toast.error(t("restore.mismatch", { word }));
          throw new Error("mismatch");
        }
        try {
          await restore({ variables: { name, confirmation: typed.trim() } });
        } catch (e) {
          const code = codeOf(e);
          toast.error(
            code === "CONFLICT" ? t("running") : code === "NOT_FOUND" ? t("errors.notFound") : t("errors.generic"),
          );
          throw e;
        }
        setTyped("");
        toast.success(t("restored"));
        router.refresh();
      }}
    />
  );
}
