"use client";

import { useMutation } from "@apollo/client/react";
import { Loader2, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { LAWS, LOCALES, type Law } from "@/lib/constants";
import { memberInputSchema } from "@/lib/validation/member";
import { badFieldOf, errorCodeOf } from "./error-code";
import { CREATE_MEMBER, UPDATE_MEMBER } from "./operations";

/** The form's values, under the API's names. */
export interface MemberFormValues {
  email: string;
  first_name: string;
  last_name: string;
  society: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  zip_code: string | null;
  country: string | null;
  language: string;
  multi_droit: boolean;
  haswebhook: boolean;
  id_clien_myaffil: number | null;
  id_clien_mycoreg: number | null;
  id_clien_leadmarket: number;
  id_clien_myaffil_annonceur: number | null;
  id_clien_myaffil_editeur: number | null;
}

type TextField =
  "email" | "first_name" | "last_name" | "society" | "phone" | "address" | "city" | "zip_code" | "country";
const IDS = [
  "id_clien_myaffil",
  "id_clien_myaffil_annonceur",
  "id_clien_myaffil_editeur",
  "id_clien_mycoreg",
  "id_clien_leadmarket",
] as const;
/** The API's field names → the domain's (the names BAD_USER_INPUT answers with). */
const DOMAIN: Record<string, string> = {
  first_name: "firstName",
  last_name: "lastName",
  zip_code: "zipCode",
  id_clien_myaffil: "idClienMyaffil",
  id_clien_mycoreg: "idClienMycoreg",
  id_clien_leadmarket: "idClienLeadmarket",
  id_clien_myaffil_annonceur: "idClienMyaffilAnnonceur",
  id_clien_myaffil_editeur: "idClienMyaffilEditeur",
  multi_droit: "multiDroit",
};
const LABEL: Record<string, string> = {
  first_name: "firstName",
  last_name: "lastName",
  zip_code: "zipCode",
  id_clien_myaffil: "myaffil",
  id_clien_mycoreg: "mycoreg",
  id_clien_leadmarket: "leadmarket",
  id_clien_myaffil_annonceur: "myaffilAnnonceur",
  id_clien_myaffil_editeur: "myaffilEditeur",
};
const domainOf = (k: string) => DOMAIN[k] ?? k;

function valuesOf(form: HTMLFormElement): MemberFormValues {
  const f = new FormData(form);
  const text = (k: string) => String(f.get(k) ?? "");
  const id = (k: string) => (text(k).trim() === "" ? null : Number(text(k)));
  return {
    email: text("email"),
    first_name: text("first_name"),
    last_name: text("last_name"),
    society: text("society"),
    phone: text("phone") || null,
    address: text("address") || null,
    city: text("city") || null,
    zip_code: text("zip_code") || null,
    country: text("country") || null,
    language: text("language"),
    multi_droit: f.get("multi_droit") === "on",
    haswebhook: f.get("haswebhook") === "on",
    id_clien_myaffil: id("id_clien_myaffil"),
    id_clien_mycoreg: id("id_clien_mycoreg"),
    id_clien_leadmarket: id("id_clien_leadmarket") ?? 0,
    id_clien_myaffil_annonceur: id("id_clien_myaffil_annonceur"),
    id_clien_myaffil_editeur: id("id_clien_myaffil_editeur"),
  };
}

/**
 * Identity, company, options and client ids of a member (/member/{id}), or of a new one (/member:
 * then with the law it starts with). Checked here with the API's own schema, saved in one call; the
 * server page is rendered again so the activity shows the change.
 */
export function MemberForm({ userId, initial }: { userId: number | null; initial: MemberFormValues }) {
  const t = useTranslations("members.member.identity");
  const tl = useTranslations("members.laws");
  const router = useRouter();
  const [update, updating] = useMutation(UPDATE_MEMBER);
  const [create, creating] = useMutation(CREATE_MEMBER);
  const [bad, setBad] = useState<string | null>(null);
  const busy = updating.loading || creating.loading;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const input = valuesOf(form);
    const checked = memberInputSchema.safeParse(
      Object.fromEntries(Object.entries(input).map(([k, v]) => [domainOf(k), v])),
    );
    if (!checked.success) {
      const field = String(checked.error.issues[0]?.path[0] ?? "");
      setBad(Object.keys(DOMAIN).find((k) => DOMAIN[k] === field) ?? field);
      return;
    }
    setBad(null);
    try {
      if (userId === null) {
        const law = String(new FormData(form).get("law")) as Law;
        const { data } = await create({ variables: { input, law } });
        const out = data?.createMember;
        if (out?.code === "OK" && out.id) {
          toast.success(t("created"));
          router.push(`/member/${out.id}`);
        } else if (out?.code === "EMAIL_ALREADY_USED") {
          setBad("email");
          toast.error(t("emailUsed"));
        } else toast.error(t("error"));
        return;
      }
      const { data } = await update({ variables: { id: userId, input } });
      const code = data?.updateMember;
      if (code === "OK") toast.success(t("saved"));
      else if (code === "UNCHANGED") toast.info(t("unchanged"));
      else if (code === "EMAIL_ALREADY_USED" || code === "OWN_EMAIL") {
        setBad("email");
        toast.error(t(code === "OWN_EMAIL" ? "ownEmail" : "emailUsed"));
      } else toast.error(t("error"));
      router.refresh();
    } catch (error) {
      const field = badFieldOf(error);
      if (field) setBad(Object.keys(DOMAIN).find((k) => DOMAIN[k] === field) ?? field);
      toast.error(errorCodeOf(error) === "FORBIDDEN" ? t("forbidden") : t("error"));
    }
  };

  const field = (name: string, input: ReactNode) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`member-${name}`}>{t((LABEL[name] ?? name) as "email")}</Label>
      {input}
      {bad === name && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {name === "email" ? t("emailUsed") : t("invalid")}
        </p>
      )}
    </div>
  );
  const text = (name: TextField, type = "text") =>
    field(
      name,
      <Input
        id={`member-${name}`}
        name={name}
        type={type}
        defaultValue={initial[name] ?? ""}
        aria-invalid={bad === name}
        required={["email", "first_name", "last_name"].includes(name)}
        autoComplete="off"
      />,
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-5" data-testid="member-form">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text("email", "email")}
        {text("first_name")}
        {text("last_name")}
        {text("society")}
        {text("phone", "tel")}
        {text("address")}
        {text("city")}
        {text("zip_code")}
        {text("country")}
        {field(
          "language",
          <Select id="member-language" name="language" defaultValue={initial.language}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </Select>,
        )}
        {userId === null &&
          field(
            "law",
            <Select id="member-law" name="law" defaultValue="an">
              {LAWS.map((l) => (
                <option key={l} value={l}>
                  {tl(l)}
                </option>
              ))}
            </Select>,
          )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("options")}</legend>
        {(["multi_droit", "haswebhook"] as const).map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} defaultChecked={initial[name]} className="size-4 accent-emerald-600" />
            {t(name === "multi_droit" ? "multiDroit" : "haswebhook")}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("clientIds")}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {IDS.map((name) =>
            field(
              name,
              <Input
                id={`member-${name}`}
                name={name}
                type="number"
                inputMode="numeric"
                min={0}
                defaultValue={initial[name] ?? ""}
                aria-invalid={bad === name}
              />,
            ),
          )}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={busy} data-testid="member-save">
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Save className="size-4" aria-hidden />}
          {userId === null ? t("create") : t("save")}
        </Button>
      </div>
    </form>
  );
}
