import { Layers } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { CHECK_SCENARIOS } from "./operations";
import { ScenarioEditor } from "./scenario-editor";

/**
 * /weedocheck/.../scenarios: each scenario with its versions (newest first); a new version is written
 * from the current one (the editor), tested on a sample contact, and a client activates the one that
 * judges its verifications.
 */
export async function ScenariosScreen({ admin }: { admin: boolean }) {
  const t = await getTranslations("weedoCheck");
  const locale = await getLocale();
  const { data } = await query({ query: CHECK_SCENARIOS, fetchPolicy: "no-cache", errorPolicy: "all" });
  const scenarios = data?.checkScenarios;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("scenarios.title")} description={t("scenarios.description")} />
      {!scenarios ? (
        <ErrorState title={t("common.errorTitle")} text={t("common.errorText")} />
      ) : scenarios.length === 0 ? (
        <EmptyState icon={Layers} title={t("scenarios.emptyTitle")} text={t("scenarios.emptyText")} />
      ) : (
        <>
          {!admin && !scenarios.some((s) => s.clientId != null) && scenarios[0]?.versions[0] && (
            <Card>
              <CardBody>
                <ScenarioEditor
                  scenarioId={null}
                  canSave
                  canActivate={false}
                  activateId={null}
                  initial={{
                    checks: scenarios[0].versions[0].checks.map((c) => ({
                      name: c.name,
                      weight: c.weight,
                      blocking: c.blocking ?? false,
                    })),
                    validFrom: scenarios[0].versions[0].validFrom,
                    riskyFrom: scenarios[0].versions[0].riskyFrom,
                  }}
                />
              </CardBody>
            </Card>
          )}
          {scenarios.map((s) => {
            const current = s.versions.find((v) => v.version === s.currentVersion) ?? s.versions[0];
            const editable = admin || s.clientId != null;
            return (
              <Card key={s.id}>
                <CardBody className="flex flex-col gap-4" data-testid={`check-scenario-${s.id}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-base font-semibold">{s.name}</h2>
                    {s.isDefault && <span className="badge">{t("scenarios.default")}</span>}
                    {s.clientName && <span className="badge">{s.clientName}</span>}
                    {s.inUse && (
                      <span className="badge bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                        {t("scenarios.inUse")}
                      </span>
                    )}
                    <span className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="check-scenario-current">
                      {t("scenarios.current", { version: s.currentVersion })}
                    </span>
                  </div>
                  <details>
                    <summary className="cursor-pointer text-sm font-medium">{t("scenarios.versions")}</summary>
                    <ul className="mt-2 flex flex-col gap-2 text-sm">
                      {s.versions.map((v) => (
                        <li key={v.id}>
                          <span className="font-medium">{t("common.version", { version: v.version })}</span>{" "}
                          <span className="text-zinc-600 dark:text-zinc-400">
                            {formatDateTime(locale, v.createdAt)} ·{" "}
                            {t("scenarios.thresholds", { valid: v.validFrom, risky: v.riskyFrom })}
                          </span>
                          <div className="text-xs text-zinc-600 dark:text-zinc-400">
                            {v.checks
                              .map((c) => `${t(`checks.${c.name}`)} ×${c.weight}${c.blocking ? " !" : ""}`)
                              .join(" · ")}
                          </div>
                        </li>
                      ))}
                    </ul>
                  </details>
                  {current && (
                    <ScenarioEditor
                      scenarioId={s.id}
                      canSave={editable}
                      canActivate={!admin && !s.inUse}
                      activateId={s.isDefault ? null : s.id}
                      initial={{
                        checks: current.checks.map((c) => ({
                          name: c.name,
                          weight: c.weight,
                          blocking: c.blocking ?? false,
                        })),
                        validFrom: current.validFrom,
                        riskyFrom: current.riskyFrom,
                      }}
                    />
                  )}
                </CardBody>
              </Card>
            );
          })}
        </>
      )}
    </div>
  );
}
