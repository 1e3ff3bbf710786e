import { InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { defaultRange } from "@/components/data/date-range-presets";
import { forgetLeadsExcept } from "./lead-cache";
import { firstLeadsAsk, leadDetailsVariables } from "./lead-details-input";
import { PERF_LEAD_DETAILS, PERF_STATS_TOTALS } from "./operations";

const lead = (id: number, status: "pending" | "valid" | "invalid") => ({
  __typename: "StatsLead" as const,
  id,
  createdAt: "2025-01-02T10:00:00.000Z",
  day: "2025-01-02",
  programId: 1,
  programName: "Programme",
  campaignId: 2,
  campaignName: "Campagne",
  publisherClientId: 3,
  publisherName: "Éditeur",
  supportId: 4,
  supportName: "Support",
  subId: "",
  clickId: null,
  email: `lead${id}@exemple.fr`,
  phone: null,
  status,
  duplicate: false,
  revenue: 200,
  payout: 100,
});

const page = (items: ReturnType<typeof lead>[]) => ({
  myaffilLeadDetails: {
    __typename: "StatsLeadPage" as const,
    total: items.length,
    page: 1,
    pageSize: 10,
    role: "admin" as const,
    canSetStatus: true,
    items,
  },
});

// A validation must not leave another filter's list answering from the cache with the old statuses,
// while the list on screen keeps its rows until its own refetch (no fallback flash).
describe("forgetting lead lists after a status change", () => {
  it("drops every other variant and the lead figures, keeps the list on screen", () => {
    const cache = new InMemoryCache();
    const range = defaultRange(30, "2025-01-31");
    const all = leadDetailsVariables(firstLeadsAsk(range));
    const pending = leadDetailsVariables({ ...firstLeadsAsk(range), status: "pending" });
    const nextPage = leadDetailsVariables({ ...firstLeadsAsk(range), page: 2 });
    cache.writeQuery({ query: PERF_LEAD_DETAILS, variables: all, data: page([lead(1, "pending"), lead(2, "valid")]) });
    cache.writeQuery({ query: PERF_LEAD_DETAILS, variables: pending, data: page([lead(1, "pending")]) });
    cache.writeQuery({ query: PERF_LEAD_DETAILS, variables: nextPage, data: page([lead(3, "pending")]) });
    const figures = {
      __typename: "StatsTotals",
      clicks: 1,
      leads: 1,
      validLeads: 0,
      invalidLeads: 0,
      duplicateLeads: 0,
      conversion: 1,
      revenue: 2,
      payout: 1,
      margin: 1,
      epc: 1,
    };
    const stats = { from: range.from, to: range.to, groupBy: "day" as const, pageSize: 1 };
    cache.writeQuery({
      query: PERF_STATS_TOTALS,
      variables: { input: stats },
      data: { myaffilStats: { __typename: "MyaffilStats", role: "admin", totals: figures } } as never,
    });

    forgetLeadsExcept(cache, pending);

    expect(
      cache.readQuery({ query: PERF_LEAD_DETAILS, variables: pending })?.myaffilLeadDetails.items.map((l) => l.id),
    ).toEqual([1]);
    expect(cache.readQuery({ query: PERF_LEAD_DETAILS, variables: all })).toBeNull();
    expect(cache.readQuery({ query: PERF_LEAD_DETAILS, variables: nextPage })).toBeNull();
    expect(cache.readQuery({ query: PERF_STATS_TOTALS, variables: { input: stats } })).toBeNull();
    // Lead 3 was only in a forgotten list: collected.
    expect(cache.extract()["StatsLead:3"]).toBeUndefined();
  });
});
