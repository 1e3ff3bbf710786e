"use client";

import { useQuery } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { PERF_STATS_OPTIONS, type StatsFiltersValue, type StatsOption } from "./operations";

export type StatsFilterKey = "program" | "campaign" | "publisher" | "advertiser" | "support" | "subId";

const FIELD: Record<Exclude<StatsFilterKey, "subId">, keyof StatsFiltersValue> = {
  program: "programId",
  campaign: "campaignId",
  publisher: "publisherClientId",
  advertiser: "advertiserClientId",
  support: "supportId",
};

/** The filter selects of a statistics screen; choices come from the API, within the caller's scope. */
export function StatsFilters({
  show,
  value,
  onChange,
}: {
  show: StatsFilterKey[];
  value: StatsFiltersValue;
  onChange: (v: StatsFiltersValue) => void;
}) {
  const t = useTranslations("myaffilStats.filters");
  const id = useId();
  // Cached like any query: each kind of option is its own API type, so a program and a support with
  // the same id are two cache entries.
  const { data } = useQuery(PERF_STATS_OPTIONS, {
    skip: show.length === 0 || (show.length === 1 && show[0] === "subId"),
  });
  const o = data?.myaffilStatsOptions;
  const optionsOf = (key: Exclude<StatsFilterKey, "subId">): StatsOption[] => {
    if (!o) return [];
    switch (key) {
      case "program":
        return o.programs;
      case "campaign":
        return value.programId ? o.campaigns.filter((c) => c.programId === value.programId) : o.campaigns;
      case "publisher":
        return o.publishers;
      case "advertiser":
        return o.advertisers;
      case "support":
        return o.supports;
    }
  };
  const visible = show.filter(
    (k) => k === "subId" || k === "program" || k === "campaign" || optionsOf(k).length > 0 || !o,
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      {visible.map((k) => {
        if (k === "subId") {
          return (
            <div key={k} className="flex flex-col gap-1">
              <Label htmlFor={`${id}-subId`}>{t("subId")}</Label>
              <Input
                id={`${id}-subId`}
                className="w-40"
                value={value.subId ?? ""}
                placeholder={t("subIdPlaceholder")}
                onChange={(e) => onChange({ ...value, subId: e.target.value || null })}
              />
            </div>
          );
        }
        const field = FIELD[k];
        const current = value[field];
        return (
          <div key={k} className="flex flex-col gap-1">
            <Label htmlFor={`${id}-${k}`}>{t(k)}</Label>
            <Select
              id={`${id}-${k}`}
              className="w-48"
              value={current == null ? "" : String(current)}
              onChange={(e) => {
                const v = e.target.value === "" ? null : Number(e.target.value);
                const next = { ...value, [field]: v };
                // A campaign of another program no longer fits.
                if (k === "program") next.campaignId = null;
                onChange(next);
              }}
            >
              <option value="">{t("all")}</option>
              {k === "support" && <option value="0">{t("noSupport")}</option>}
              {optionsOf(k).map((opt) => (
                <option key={opt.id} value={opt.id}>
                  {opt.name}
                </option>
              ))}
            </Select>
          </div>
        );
      })}
    </div>
  );
}
