"use client";

import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import type { ResultOf } from "@/lib/graphql/market";
import { detailText, textOr, VERDICT_CLASS } from "./labels";
import { VERIFY_CONTACT } from "./operations";

const FIELDS = ["email", "phone", "postcode", "department", "ip"] as const;
type Result = ResultOf<typeof VERIFY_CONTACT>["verifyCheckContact"];

/** Verifies one contact from the screen; the answer lists each check, and the table below refreshes. */
export function VerifyOneForm({ clients }: { clients: { id: number; name: string }[] | null }) {
  const t = useTranslations("weedoCheck");
  const router = useRouter();
  const [verify, { loading }] = useMutation(VERIFY_CONTACT);
  const [result, setResult] = useState<Result | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "").trim() || null]));
    const clientId = clients ? Number(form.get("clientId")) || null : null;
    setErrors({});
    try {
      const { data } = await verify({ variables: { input, clientId } });
      if (!data) throw new Error("no data");
      setResult(data.verifyCheckContact);
      router.refresh();
    } catch (error) {
      const fields = CombinedGraphQLErrors.is(error)
        ? (error.errors[0]?.extensions?.fields as Record<string, string> | undefined)
        : undefined;
      if (fields) setErrors(fields);
      toast.error(t("common.genericError"));
    }
  }

  const err = (f: string) =>
    errors[f] ? (
      <p id={`check-one-${f}-error`} className="text-xs text-red-700 dark:text-red-400">
        {textOr(t, `inputErrors.${errors[f]}`, errors[f])}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={loading} data-testid="check-one-form">
      <h2 className="text-base font-semibold">{t("one.title")}</h2>
      {clients && (
        <div className="flex flex-col gap-1">
          <Label htmlFor="check-one-client">{t("one.clientId")}</Label>
          <Select id="check-one-client" name="clientId" required defaultValue={clients[0] ? String(clients[0].id) : ""}>
            {clients.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
          {err("clientId")}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f} className="flex flex-col gap-1">
            <Label htmlFor={`check-one-${f}`}>{t(`one.${f}`)}</Label>
            <Input
              id={`check-one-${f}`}
              name={f}
              type={f === "email" ? "email" : "text"}
              inputMode={f === "phone" ? "tel" : undefined}
              maxLength={f === "email" ? 254 : 40}
              aria-invalid={errors[f] ? true : undefined}
              aria-describedby={errors[f] ? `check-one-${f}-error` : undefined}
            />
            {err(f)}
          </div>
        ))}
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {t("one.submit")}
        </button>
      </div>
      {result && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800"
          data-testid="check-one-result"
        >
          <p>
            <span className={`badge ${VERDICT_CLASS[result.verdict]}`}>{t(`verdicts.${result.verdict}`)}</span>{" "}
            {t("one.result", {
              score: result.score,
              verdict: t(`verdicts.${result.verdict}`),
              version: result.scenarioVersion,
              latency: result.latencyMs,
            })}
          </p>
          <ul className="flex flex-col gap-1">
            {result.checks.map((c) => (
              <li key={c.name} className="flex flex-wrap gap-2">
                <span className="font-medium">{t(`checks.${c.name}`)}</span>
                <span>{t(`outcomes.${c.outcome}`)}</span>
                {c.detail !== "ok" && (
                  <span className="text-zinc-600 dark:text-zinc-400">{detailText(t, c.detail)}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
