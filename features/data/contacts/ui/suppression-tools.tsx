"use client";

import { useMutation } from "@apollo/client/react";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { readEmailList } from "./email-list";
import { ADD_SUPPRESSIONS } from "./operations";

/**
 * contactsDesabonnes' tools: add one address, or import a file of them. The list cannot be undone
 * from the portal (only the person subscribes again), so both ask first.
 */
export function SuppressionTools() {
  const t = useTranslations("weedoData.suppressions");
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [add] = useMutation(ADD_SUPPRESSIONS);
  const [email, setEmail] = useState("");
  const [source, setSource] = useState("");
  const [pending, setPending] = useState<{ emails: string[]; name: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), source: useId(), file: useId() };

  async function send(emails: string[], imported: boolean) {
    try {
      const { data } = await add({ variables: { emails, source: source.trim() || null, imported } });
      const r = data?.addDataSuppressions;
      if (r) toast.success(t("added", { added: r.added, already: r.already, invalid: r.invalid }));
      setEmail("");
      startTransition(() => router.refresh());
    } catch {
      toast.error(t("failed"));
      throw new Error("failed");
    }
  }

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1 sm:w-64">
          <Label htmlFor={ids.email}>{t("email")}</Label>
          <Input
            id={ids.email}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            maxLength={254}
            data-testid="suppression-email"
          />
        </div>
        <div className="flex w-full flex-col gap-1 sm:w-48">
          <Label htmlFor={ids.source}>{t("source")}</Label>
          <Input id={ids.source} value={source} onChange={(e) => setSource(e.target.value)} maxLength={80} />
        </div>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className="btn btn-primary"
              disabled={!email.includes("@")}
              data-testid="suppression-add"
            >
              <Plus className="size-4" aria-hidden />
              {t("add")}
            </button>
          }
          title={t("confirmAddTitle")}
          description={t("confirmAddText", { email: email.trim() })}
          confirmLabel={t("add")}
          destructive
          onConfirm={() => send([email.trim()], false)}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.file}>{t("importFile")}</Label>
          <input
            ref={fileRef}
            id={ids.file}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="text-sm"
            onChange={async (e) => {
              const f = e.target.files?.[0];
              if (!f) return;
              try {
                const l = readEmailList(await f.text());
                const emails = l.rows.map((r) => r[l.column] ?? "").filter(Boolean);
                if (!emails.length) toast.error(t("emptyFile"));
                else setPending({ emails, name: f.name });
              } catch {
                toast.error(t("unreadable"));
              }
            }}
          />
        </div>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open) {
              setPending(null);
              if (fileRef.current) fileRef.current.value = "";
            }
          }}
          title={t("confirmImportTitle")}
          description={t("confirmImportText", { count: pending?.emails.length ?? 0, name: pending?.name ?? "" })}
          confirmLabel={t("import")}
          destructive
          onConfirm={async () => {
            if (pending) await send(pending.emails, true);
            setPending(null);
            if (fileRef.current) fileRef.current.value = "";
          }}
        />
      </div>
    </div>
  );
}
