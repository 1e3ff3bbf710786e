"use client";

import { useLazyQuery, useMutation } from "@apollo/client/react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { INTERACTION_KINDS, INTERACTION_OUTCOMES } from "@/lib/domain/states";
import { kindKey, outcomeKey } from "./labels";
import {
  CREATE_INTERACTION,
  INTERACTION_CLIENTS,
  UPDATE_INTERACTION,
  type ClientOption,
  type InteractionItem,
} from "./operations";

/** Paris wall-clock time of an instant, as a datetime-local field holds it (YYYY-MM-DDTHH:mm). */
const parisLocal = (d: Date) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(d)
    .replace(" ", "T");

interface Props {
  /** The interaction to edit; a new one without it. */
  interaction?: InteractionItem;
  /** A new interaction with this member already chosen (the member page's panel). */
  member?: ClientOption;
  trigger: ReactNode;
}

/**
 * Records or edits an interaction in a dialog: kind, Paris date and time, the client (searched
 * among advertisers and publishers), subject, notes, outcome and follow-up. The page is read
 * again from the server after saving.
 */
export function InteractionFormDialog({ interaction, member, trigger }: Props) {
  const t = useTranslations("interactions");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {open && (
        <DialogContent title={interaction ? t("form.editTitle") : t("form.createTitle")} className="max-w-xl">
          <InteractionForm interaction={interaction} member={member} onDone={() => setOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function InteractionForm({ interaction, member, onDone }: Omit<Props, "trigger"> & { onDone: () => void }) {
  const t = useTranslations("interactions");
  const router = useRouter();
  const id = useId();
  const [client, setClient] = useState<ClientOption | null>(interaction?.member ?? member ?? null);
  const [search, setSearch] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [findClients, found] = useLazyQuery(INTERACTION_CLIENTS, { fetchPolicy: "no-cache" });
  const [create, created] = useMutation(CREATE_INTERACTION);
  const [update, updated] = useMutation(UPDATE_INTERACTION);
  const busy = created.loading || updated.loading;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? "").trim();
    const next: Record<string, string> = {};
    if (!client) next.memberId = t("form.errors.client");
    if (!text("subject")) next.subject = t("form.errors.required");
    if (!text("occurredAt")) next.occurredAt = t("form.errors.required");
    setErrors(next);
    if (Object.keys(next).length || !client) return;
    const input = {
      kind: text("kind"),
      occurredAt: text("occurredAt"),
      memberId: client.id,
      subject: text("subject"),
      notes: text("notes"),
      outcome: text("outcome"),
      followUpOn: text("followUpOn") || null,
      followUpDone: f.get("followUpDone") === "on",
    };
    try {
      if (interaction) await update({ variables: { id: interaction.id, input } });
      else await create({ variables: { input } });
      toast.success(interaction ? t("form.saved") : t("form.created"));
      onDone();
      router.refresh();
    } catch (err) {
      const fields = (err as { errors?: { extensions?: { fields?: Record<string, string> } }[] }).errors?.[0]
        ?.extensions?.fields;
      if (fields?.memberId) setErrors({ memberId: t("form.errors.client") });
      toast.error(t("form.errors.generic"));
    }
  };

  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate data-testid="interaction-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-kind`}>{t("form.kind")}</Label>
          <Select {...field("kind")} defaultValue={interaction?.kind ?? "call"}>
            {INTERACTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(kindKey(k))}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-occurredAt`}>{t("form.occurredAt")}</Label>
          <Input
            {...field("occurredAt")}
            type="datetime-local"
            required
            defaultValue={parisLocal(interaction ? new Date(interaction.occurredAt) : new Date())}
          />
          <FieldError id={`${id}-occurredAt-error`} message={errors.occurredAt} />
        </div>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="form-label">{t("form.client")}</legend>
        {client && (
          <p className="text-sm" data-testid="interaction-client-chosen">
            {t("form.clientChosen", { name: `${client.name} · ${client.society || client.email}` })}
          </p>
        )}
        <Input
          type="search"
          aria-label={t("form.clientSearch")}
          placeholder={t("form.clientSearch")}
          value={search}
          maxLength={120}
          onChange={(e) => {
            setSearch(e.target.value);
            if (e.target.value.trim().length >= 2) void findClients({ variables: { search: e.target.value.trim() } });
          }}
          aria-describedby={errors.memberId ? `${id}-memberId-error` : undefined}
          data-testid="interaction-client-search"
        />
        {search.trim().length >= 2 && found.data && (
          <div role="radiogroup" aria-label={t("form.client")} className="flex max-h-40 flex-col overflow-y-auto">
            {found.data.interactionClients.length === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("form.clientNone")}</p>
            ) : (
              found.data.interactionClients.map((c) => (
                <label key={c.id} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm">
                  <input
                    type="radio"
                    name="client-choice"
                    checked={client?.id === c.id}
                    onChange={() => setClient(c)}
                  />
                  <span>
                    {c.name} · {c.society || c.email} <span className="text-zinc-500">#{c.id}</span>
                  </span>
                </label>
              ))
            )}
          </div>
        )}
        <FieldError id={`${id}-memberId-error`} message={errors.memberId} />
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-subject`}>{t("form.subject")}</Label>
        <Input {...field("subject")} required maxLength={200} defaultValue={interaction?.subject ?? ""} />
        <FieldError id={`${id}-subject-error`} message={errors.subject} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-notes`}>{t("form.notes")}</Label>
        <Textarea {...field("notes")} rows={3} maxLength={4000} defaultValue={interaction?.notes ?? ""} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-outcome`}>{t("form.outcome")}</Label>
          <Select {...field("outcome")} defaultValue={interaction?.outcome ?? "pending"}>
            {INTERACTION_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(outcomeKey(o))}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-followUpOn`}>{t("form.followUpOn")}</Label>
          <Input {...field("followUpOn")} type="date" defaultValue={interaction?.followUpOn ?? ""} />
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="followUpDone" defaultChecked={interaction?.followUpDone ?? false} />
        {t("form.followUpDone")}
      </label>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t("form.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {t("form.save")}
        </button>
      </div>
    </form>
  );
}
