import { z } from "zod";
import { categoryInput, sourceInput, sourceTrustInput } from "@/lib/validation/category";
import { audit } from "@/lib/security/audit";
import { changesOf } from "@/lib/security/audit-changes";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { isAdmin, requireCaller } from "@/lib/api/guards";
import {
  createCategory,
  getCategory,
  leadCountsByCategory,
  listCategories,
  setCategoryActive,
  updateCategory,
  type CategoryRow,
} from "./server/catalog/categories";
import { categoryReport } from "./server/catalog/report";
import {
  createSource,
  listSources,
  setSourceActive,
  setSourceMinTrustScore,
  type SourceRow,
} from "../distribution/server/intake/sources";
import type { ApiContext } from "@/lib/api/context";
import { createGraphQLError } from "graphql-yoga";

const notFound = () => createGraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });

/** zod issues → BAD_USER_INPUT with one message key per field path ("fields.0.key"). */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const i of r.error.issues) {
    const path = i.path.join(".") || "input";
    fields[path] ??= i.message;
  }
  throw badInput(Object.values(fields)[0] ?? "invalid", fields);
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export function parseRange(from: string, to: string): { from: string; to: string } {
  const f = day.safeParse(from);
  const t = day.safeParse(to);
  if (!f.success) throw badInput("dateRange", { from: "dateRange" });
  if (!t.success || t.data < f.data) throw badInput("dateRange", { to: "dateRange" });
  if (new Date(`${t.data}T00:00:00Z`).getTime() - new Date(`${f.data}T00:00:00Z`).getTime() > 400 * 86_400_000)
    throw badInput("dateRange", { to: "dateRange" });
  return { from: f.data, to: t.data };
}

/** The lead counts of every category, read once per request (the context is one request's). */
const leadCountsOfRequest = new WeakMap<ApiContext, ReturnType<typeof leadCountsByCategory>>();

const categoryOut = (c: CategoryRow) => ({
  ...c,
  createdAt: c.createdAt.toISOString(),
  fields: c.fields.map((f) => ({ ...f, options: f.options ?? [], required: !!f.required })),
});
const sourceOut = (s: SourceRow) => ({
  ...s,
  createdAt: s.createdAt.toISOString(),
  lastLeadAt: s.lastLeadAt?.toISOString() ?? null,
});

/** Marketplace categories (with their own lead fields and prices), their report, and the intake sources. */
export const catalogModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    "A lead field a category carries beyond name, e-mail, phone, postcode and age."
    type MarketCategoryField {
      key: String!
      label: String!
      "text, number, select or boolean"
      type: CategoryFieldType!
      options: [String!]!
      required: Boolean!
    }

    type MarketLeadCounts {
      total: Int!
      available: Int!
      sold: Int!
      unsold: Int!
    }

    "Prices are HT cents per sale type."
    type MarketCategory {
      id: Int!
      name: String!
      icon: String!
      description: String!
      fields: [MarketCategoryField!]!
      priceExclusiveCents: Int!
      priceDuoCents: Int!
      priceTrioCents: Int!
      active: Boolean!
      createdAt: String!
      "Administrators only (null otherwise)."
      leads: MarketLeadCounts
    }

    input MarketCategoryFieldInput {
      key: String!
      label: String!
      type: String!
      options: [String!]!
      required: Boolean!
    }

    input MarketCategoryInput {
      name: String!
      icon: String!
      description: String!
      priceExclusiveCents: Int!
      priceDuoCents: Int!
      priceTrioCents: Int!
      active: Boolean!
      fields: [MarketCategoryFieldInput!]!
    }

    type MarketByType {
      exclusive: Int!
      duo: Int!
      trio: Int!
    }

    type MarketCategoryDay {
      day: String!
      collected: Int!
      sales: Int!
      revenueCents: Int!
    }

    type MarketCategoryReport {
      category: MarketCategory!
      from: String!
      to: String!
      collected: Int!
      available: Int!
      unsold: Int!
      soldLeads: Int!
      leadsByType: MarketByType!
      salesByType: MarketByType!
      revenueByType: MarketByType!
      sales: Int!
      revenueCents: Int!
      daily: [MarketCategoryDay!]!
    }

    "A partner posting leads to POST /api/market/leads with its API key."
    type MarketSource {
      id: Int!
      name: String!
      costCents: Int!
      active: Boolean!
      "Weedo Trust: leads scoring below it (0-100, platform default scenario) are refused; null: off."
      minTrustScore: Int
      createdAt: String!
      leads: Int!
      lastLeadAt: String
    }

    "The API key is shown this once; only its hash is stored."
    type MarketSourceCreated {
      source: MarketSource!
      apiKey: String!
    }

    extend type Query {
      marketCategories(activeOnly: Boolean): [MarketCategory!]!
      marketCategory(id: Int!): MarketCategory
      "Between two Europe/Paris days, inclusive."
      marketCategoryReport(id: Int!, from: String!, to: String!): MarketCategoryReport
      marketSources: [MarketSource!]!
    }

    extend type Mutation {
      createMarketCategory(input: MarketCategoryInput!): MarketCategory!
      updateMarketCategory(id: Int!, input: MarketCategoryInput!): MarketCategory!
      setMarketCategoryActive(id: Int!, active: Boolean!): MarketCategory!
      createMarketSource(name: String!, costCents: Int!): MarketSourceCreated!
      setMarketSourceActive(id: Int!, active: Boolean!): Boolean!
      "Sets a source's minimum trust score (0-100), or switches the intake's verification off with null."
      setMarketSourceMinTrustScore(id: Int!, minTrustScore: Int): MarketSource!
    }
  `,
  resolvers: {
    MarketCategory: {
      leads: async (parent, _, ctx) => {
        if (!ctx.caller || !isAdmin(ctx.caller)) return null;
        // One grouped query per request, however many categories are listed.
        let counts = leadCountsOfRequest.get(ctx);
        if (!counts) leadCountsOfRequest.set(ctx, (counts = leadCountsByCategory(ctx.db)));
        return (await counts).get(parent.id) ?? { total: 0, available: 0, sold: 0, unsold: 0 };
      },
    },
    Query: {
      marketCategories: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        // Advertisers only ever see the active catalogue.
        const rows = await listCategories(ctx.db, { activeOnly: !!args.activeOnly || !isAdmin(caller) });
        return rows.map(categoryOut);
      },
      marketCategory: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const c = await getCategory(ctx.db, args.id);
        if (!c || (!c.active && !isAdmin(caller))) return null;
        return categoryOut(c);
      },
      marketCategoryReport: async (_, args, ctx) => {
        const range = parseRange(args.from, args.to);
        const c = await getCategory(ctx.db, args.id);
        if (!c) return null;
        return { category: categoryOut(c), ...(await categoryReport(ctx.db, c.id, range.from, range.to)) };
      },
      marketSources: async (_, __, ctx) => {
        return (await listSources(ctx.db)).map(sourceOut);
      },
    },
    Mutation: {
      createMarketCategory: async (_, args, ctx) => {
        return categoryOut(await createCategory(ctx.db, parseOrThrow(categoryInput, args.input)));
      },
      updateMarketCategory: async (_, args, ctx) => {
        const row = await updateCategory(ctx.db, args.id, parseOrThrow(categoryInput, args.input));
        if (!row) throw notFound();
        return categoryOut(row);
      },
      setMarketCategoryActive: async (_, args, ctx) => {
        const row = await setCategoryActive(ctx.db, args.id, args.active);
        if (!row) throw notFound();
        return categoryOut(row);
      },
      createMarketSource: async (_, args, ctx) => {
        const { source, apiKey } = await createSource(ctx.db, parseOrThrow(sourceInput, args));
        return { source: sourceOut(source), apiKey };
      },
      setMarketSourceActive: async (_, args, ctx) => {
        if (!(await setSourceActive(ctx.db, args.id, args.active))) throw notFound();
        return true;
      },
      setMarketSourceMinTrustScore: async (_, args, ctx) => {
        const { minTrustScore } = parseOrThrow(sourceTrustInput, { minTrustScore: args.minTrustScore ?? null });
        const r = await setSourceMinTrustScore(ctx.db, args.id, minTrustScore);
        if (!r) throw notFound();
        const changes = changesOf({ minTrustScore: r.before }, { minTrustScore });
        if (Object.keys(changes).length)
          await audit(ctx.db, {
            actorId: ctx.caller?.id ?? null,
            action: "market_source_trust_changed",
            ip: ctx.ip,
            targetType: "market_source",
            targetId: String(args.id),
            changes,
          });
        return sourceOut(r.source);
      },
    },
  },
};
