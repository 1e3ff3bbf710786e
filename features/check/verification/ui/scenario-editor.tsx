"use client";

import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { CHECK_NAMES, type CheckName } from "@/lib/domain/states";
import { scenarioDraftSchema } from "@/lib/validation/check";
import { textOr } from "./labels";
import { ACTIVATE_SCENARIO, CREATE_SCENARIO, SAVE_SCENARIO_VERSION, TEST_SCENARIO } from "./operations";

interface Draft {
  checks: { name: CheckName; weight: number; blocking: boolean }[];
  validFrom: number;
  riskyFrom: number;
}

/**
 * Writes a scenario's next version from its current one (or a new scenario: scenarioId null): each
 * check on or off with its weight and whether it blocks, the two thresholds; a dry run on a sample
 * contact; and, for a client, making it the scenario that judges its verifications.
 */
export function ScenarioEditor({
  scenarioId,
  initial,
  canSave,
  canActivate,
  activateId,
}: {
  scenarioId: number | null;
  initial: Draft;
  canSave: boolean;
  canActivate: boolean;
  activateId: number | null;
}) {
  const t = useTranslations("weedoCheck");
  const router = useRouter();
  const [rows, setRows] = useState(() =>
    CHECK_NAMES.map((name) => {
      const c = initial.checks.find((x) => x.name === name);
      return { name, on: !!c, weight: c?.weight ?? 5, blocking: c?.blocking ?? false };
    }),
  );
  const [validFrom, setValidFrom] = useState(initial.validFrom);
  const [riskyFrom, setRiskyFrom] = useState(initial.riskyFrom);
  const [name, setName] = useState("");
  const [sample, setSample] = useState({ email: "", phone: "" });
  const [tested, setTested] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(SAVE_SCENARIO_VERSION);
  const [create, { loading: creating }] = useMutation(CREATE_SCENARIO);
  const [activate] = useMutation(ACTIVATE_SCENARIO);
  const [test] = useMutation(TEST_SCENARIO);

  const draft = () => ({
    checks: rows.filter((r) => r.on).map((r) => ({ name: r.name, weight: r.weight, blocking: r.blocking })),
    validFrom,
    riskyFrom,
  });
  const checkDraft = () => {
    const parsed = scenarioDraftSchema.safeParse(draft());
    if (parsed.success) return true;
    const key = parsed.error.issues[0]?.message ?? "noCheck";
    toast.error(textOr(t, `scenarios.errors.${key}`, t("common.genericError")));
    return false;
  };
  const fail = (error: unknown) => {
    const key = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
    toast.error(textOr(t, `scenarios.errors.${key ?? ""}`, t("common.genericError")));
  };

  async function onSave() {
    if (!checkDraft()) return;
    try {
      if (scenarioId == null) {
        if (!name.trim()) return toast.error(t("scenarios.errors.required"));
        await create({ variables: { name: name.trim(), draft: draft() } });
        toast.success(t("scenarios.created"));
      } else {
        const { data } = await save({ variables: { scenarioId, draft: draft() } });
        toast.success(t("scenarios.saved", { version: data?.saveCheckScenarioVersion ?? 0 }));
      }
      router.refresh();
    } catch (e) {
      fail(e);
    }
  }

  async function onTest() {
    if (!checkDraft()) return;
    try {
      const { data } = await test({
        variables: { draft: draft(), contact: { email: sample.email || null, phone: sample.phone || null } },
      });
      if (data)
        setTested(
          t("scenarios.testResult", {
            score: data.testCheckScenario.score,
            verdict: t(`verdicts.${data.testCheckScenario.verdict}`),
          }),
        );
    } catch (e) {
      fail(e);
    }
  }

  async function onActivate() {
    try {
      await activate({ variables: { scenarioId: activateId } });
      toast.success(t("scenarios.activated"));
      router.refresh();
    } catch (e) {
      fail(e);
    }
  }

  const id = scenarioId ?? "new";
  return (
    <div className="flex flex-col gap-4" data-testid={`check-scenario-editor-${id}`}>
      {canSave && (
        <details open={scenarioId == null}>
          <summary className="cursor-pointer text-sm font-medium">
            {scenarioId == null ? t("scenarios.create") : t("scenarios.edit")}
          </summary>
          <div className="mt-3 flex flex-col gap-3">
            {scenarioId == null && (
              <div className="flex flex-col gap-1 sm:w-72">
                <Label htmlFor={`sc-${id}-name`}>{t("scenarios.name")}</Label>
                <Input id={`sc-${id}-name`} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
              </div>
            )}
            <div className="overflow-x-auto">
              <table className="w-full min-w-[480px] text-left text-sm">
                <thead className="text-xs uppercase text-zinc-600 dark:text-zinc-400">
                  <tr>
                    <th scope="col" className="px-2 py-1 font-medium">
                      {t("common.checks")}
                    </th>
                    <th scope="col" className="px-2 py-1 font-medium">
                      {t("scenarios.weight")}
                    </th>
                    <th scope="col" className="px-2 py-1 font-medium">
                      {t("scenarios.blocking")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r, i) => {
                    const set = (patch: Partial<typeof r>) =>
                      setRows((rs) => rs.map((x, j) => (j === i ? { ...x, ...patch } : x)));
                    return (
                      <tr key={r.name}>
                        <td className="px-2 py-1">
                          <label className="flex items-center gap-2">
                            <input type="checkbox" checked={r.on} onChange={(e) => set({ on: e.target.checked })} />
                            {t(`checks.${r.name}`)}
                          </label>
                        </td>
                        <td className="px-2 py-1">
                          <Input
                            type="number"
                            min={0}
                            max={100}
                            className="w-20"
                            aria-label={`${t("scenarios.weight")} ${t(`checks.${r.name}`)}`}
                            value={r.weight}
                            disabled={!r.on}
                            onChange={(e) => set({ weight: Math.trunc(Number(e.target.value)) || 0 })}
                          />
                        </td>
                        <td className="px-2 py-1">
                          <input
                            type="checkbox"
                            aria-label={`${t("scenarios.blocking")} ${t(`checks.${r.name}`)}`}
                            checked={r.blocking}
                            disabled={!r.on}
                            onChange={(e) => set({ blocking: e.target.checked })}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div className="flex flex-wrap gap-3">
              <div className="flex flex-col gap-1">
                <Label htmlFor={`sc-${id}-valid`}>{t("scenarios.validFrom")}</Label>
                <Input
                  id={`sc-${id}-valid`}
                  type="number"
                  min={0}
                  max={100}
                  className="w-24"
                  value={validFrom}
                  onChange={(e) => setValidFrom(Math.trunc(Number(e.target.value)) || 0)}
                />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`sc-${id}-risky`}>{t("scenarios.riskyFrom")}</Label>
                <Input
                  id={`sc-${id}-risky`}
                  type="number"
                  min={0}
                  max={100}
                  className="w-24"
                  value={riskyFrom}
                  onChange={(e) => setRiskyFrom(Math.trunc(Number(e.target.value)) || 0)}
                />
              </div>
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex flex-col gap-1">
                <Label htmlFor={`sc-${id}-email`}>{t("one.email")}</Label>
                <Input
                  id={`sc-${id}-email`}
                  type="email"
                  value={sample.email}
                  onChange={(e) => setSample((s) => ({ ...s, email: e.target.value }))}
                />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`sc-${id}-phone`}>{t("one.phone")}</Label>
                <Input
                  id={`sc-${id}-phone`}
                  value={sample.phone}
                  onChange={(e) => setSample((s) => ({ ...s, phone: e.target.value }))}
                />
              </div>
              <button type="button" className="btn btn-outline" onClick={onTest}>
                {t("scenarios.test")}
              </button>
              {tested && (
                <p role="status" className="text-sm">
                  {tested}
                </p>
              )}
            </div>
            <div>
              <button
                type="button"
                className="btn btn-primary"
                onClick={onSave}
                disabled={saving || creating}
                data-testid={`check-scenario-save-${id}`}
              >
                {t("scenarios.save")}
              </button>
            </div>
          </div>
        </details>
      )}
      {canActivate && (
        <div>
          <button type="button" className="btn btn-outline" onClick={onActivate}>
            {t("scenarios.activate")}
          </button>
        </div>
      )}
    </div>
  );
}
