import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageFields } from "@/tests/helpers/page-fields";
import { API_POLICIES } from "./api-policies";
import { allows, type Policy } from "./api-policy";
import { decide } from "./decide";
import type { Principal } from "./principal";

const p = (id: number, law: Principal["law"], extra: Partial<Principal> = {}): Principal => ({
  id,
  email: `p${id}@example.test`,
  law,
  multiDroit: false,
  haswebhook: false,
  idClienLeadmarket: 0,
  ...extra,
});

/** The principals of the walk test, without a database: 1 and 4 on the marketplace list, 1 and 9 on the gift list. */
const PRINCIPALS: Principal[] = [
  p(1, "ad"),
  p(2, "ad"),
  p(3, "tem"),
  p(4, "ma"),
  p(5, "an", { idClienLeadmarket: 705, haswebhook: true }),
  p(6, "an", { idClienLeadmarket: 706 }),
  p(7, "an"),
  p(8, "af"),
  p(9, "af"),
  p(10, "an", { multiDroit: true, idClienLeadmarket: 710, haswebhook: true }),
  p(11, "af", { multiDroit: true, idClienLeadmarket: 711 }),
];

/**
 * Fields whose policy is deliberately wider than the screens that send them, and why.
 */
const WIDER_THAN_SCREENS: Record<string, string> = {
  "market.Query.marketCategories": "advertisers read the active catalogue through the API",
  "market.Query.marketCategory": "advertisers read an active category through the API",
  // MyAffil serves an advertiser its own campaigns, pixels and shoot figures (scoped in the resolvers)
  // although only the administrators' screens send these today.
  "myaffil.Query.myaffilCampaigns": "an advertiser's own campaigns",
  "myaffil.Query.myaffilCampaign": "an advertiser's own campaign",
  "myaffil.Query.trackingPixels": "an advertiser's own pixels",
  "myaffil.Mutation.rotatePostbackSecret": "an advertiser's own postback secret",
  "myaffil.Mutation.setPostbackAddresses": "an advertiser's own program's postback addresses",
  "myaffil.Mutation.sendTestLead": "an advertiser's own test lead",
  "myaffil.Query.myaffilShootStats": "an advertiser's own shoots",
  "myaffil.Query.visualCampaign": "a partner's own (or broadcastable) campaign's visuals",
};

describe("the API policy table and the route registry", () => {
  const saved = { m: process.env.ALLOW_MARKETPLACE_ADMINS, g: process.env.ALLOW_GIFT_POINTS };
  beforeAll(() => {
    process.env.ALLOW_MARKETPLACE_ADMINS = "1,4";
    process.env.ALLOW_GIFT_POINTS = "1,9";
  });
  afterAll(() => {
    for (const [k, v] of [
      ["ALLOW_MARKETPLACE_ADMINS", saved.m],
      ["ALLOW_GIFT_POINTS", saved.g],
    ] as const)
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  });

  it("no field a page sends lets in a principal that none of the pages sending it admits", () => {
    const pages = pageFields();
    const usedBy = new Map<string, string[]>();
    for (const page of pages) for (const f of page.fields) usedBy.set(f, [...(usedBy.get(f) ?? []), page.url]);
    expect(usedBy.size).toBeGreaterThan(100);

    const looser: string[] = [];
    for (const [key, urls] of usedBy) {
      if (WIDER_THAN_SCREENS[key]) continue;
      const [service, op, field] = key.split(".") as [keyof typeof API_POLICIES, "Query" | "Mutation", string];
      const policy = (API_POLICIES[service][op] as Record<string, Policy>)[field];
      expect(policy, `${key} has a policy`).toBeDefined();
      // Guest pages send signed-in users home for convenience; a public field has no one to keep out.
      if (policy!.kind === "public") continue;
      for (const who of PRINCIPALS) {
        if (!allows(policy!, who)) continue;
        if (!urls.some((url) => decide(url, who).action === "next"))
          looser.push(`${key} lets ${who.law} #${who.id} in; its pages ${urls.join(", ")} do not`);
      }
    }
    expect(looser).toEqual([]);
  });
});
