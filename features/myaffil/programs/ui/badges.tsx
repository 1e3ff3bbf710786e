"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/states/kpi-card";
import type { ApplicationState, ProgramValidation, RecordState } from "./operations";

const STATE_TONE = { valide: "success", pause: "warning", supprime: "danger" } as const;
const APPLICATION_TONE = { accepted: "success", being_verified: "warning", refused: "danger" } as const;

export function StateBadge({ state }: { state: RecordState }) {
  const t = useTranslations("myaffilPrograms.states");
  return <Badge tone={STATE_TONE[state] ?? "neutral"}>{t(state)}</Badge>;
}

export function ValidationBadge({ validation }: { validation: ProgramValidation }) {
  const t = useTranslations("myaffilPrograms.validations");
  return <Badge tone={validation === "validated" ? "success" : "warning"}>{t(validation)}</Badge>;
}

export function ApplicationBadge({ state }: { state: ApplicationState | null }) {
  const t = useTranslations("myaffilPrograms.applications");
  if (!state) return <Badge tone="neutral">{t("none")}</Badge>;
  return <Badge tone={APPLICATION_TONE[state]}>{t(state)}</Badge>;
}
