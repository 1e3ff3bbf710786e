"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/states/kpi-card";
import type { OiStatus } from "./operations";

const TONE = { to_sign: "warning", signed: "info", processed: "success", cancelled: "neutral" } as const;

export function OiStatusBadge({ status }: { status: OiStatus }) {
  const t = useTranslations("oi.status");
  return (
    <Badge tone={TONE[status]} testId={`oi-status-${status}`}>
      {t(status)}
    </Badge>
  );
}
