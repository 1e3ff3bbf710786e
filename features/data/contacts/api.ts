import { requireCaller } from "@/lib/api/guards";
import { badInput } from "@/lib/api/errors";
import type { ApiModule } from "@/lib/api/module";
import { audit } from "@/lib/security/audit";
import { CLEAN_CHUNK_MAX, cleanChunk } from "./server/clean-list";
import { confirmContact } from "./server/confirm";
import { contactFilterSchema, normalEmail, suppressionFilterSchema } from "./server/filters";
import { contactFacets, listContacts, stockOverview } from "./server/stock";
import { listSuppressions, suppress, SUPPRESSION_CSV_CAP } from "./server/suppression";
import { STAT_GRAINS, unsubscribeStats, type StatGrain } from "./server/unsubscribe-stats";
import { defaultPeriod } from "./server/period";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function parse<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
  },
  v: unknown,
): T {
  const r = schema.safeParse(v ?? {});
  if (!r.success) throw badInput("Invalid filter", { [String(r.error.issues[0]?.path[0])]: "invalid" });
  return r.data;
}

/**
 * Weedo data (/weedodata, /weedodata/admin/*): the opt-in contact stock, the suppression list and its
 * statistics, and the cleaning of uploaded lists. Every field is for administrators (the table in
 * lib/access/policies/market.ts); the public links (unsubscribe, confirmation) are REST and pages.
 */
export const dataModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    "Empty strings mean any; from and to are Paris days (YYYY-MM-DD), both included, on the consent date."
    input DataContactFilter {
      search: String
      source: String
      theme: String
      "active, unsubscribed, bounced or invalid"
      state: String
      from: String
      to: String
    }
    "Empty strings mean any; from and to are Paris days on the unsubscribe date."
    input DataSuppressionFilter {
      search: String
      source: String
      theme: String
      from: String
      to: String
    }
    type DataContact {
      id: Int!
      email: String!
      source: String!
      theme: String!
      consentAt: String!
      consentText: String!
      lastActivityAt: String
      confirmedAt: String
      state: String!
    }
    type DataContactPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [DataContact!]!
    }
    type DataStateCount {
      state: String!
      count: Int!
    }
    type DataBreakdown {
      key: String!
      total: Int!
      active: Int!
    }
    type DataGrowthPoint {
      "YYYY-MM (Paris)"
      month: String!
      added: Int!
      total: Int!
    }
    type DataStockOverview {
      total: Int!
      byState: [DataStateCount!]!
      bySource: [DataBreakdown!]!
      byTheme: [DataBreakdown!]!
      growth: [DataGrowthPoint!]!
    }
    type DataFacets {
      sources: [String!]!
      themes: [String!]!
    }
    type DataSuppression {
      email: String!
      source: String
      theme: String
      "one_click, link, admin, import or bounce"
      channel: String!
      createdAt: String!
    }
    type DataSuppressionPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [DataSuppression!]!
    }
    type DataCount {
      key: String!
      count: Int!
    }
    type DataUnsubscribeStats {
      from: String!
      to: String!
      grain: String!
      total: Int!
      series: [DataCount!]!
      bySource: [DataCount!]!
      byTheme: [DataCount!]!
      byChannel: [DataCount!]!
    }
    type DataSuppressionImport {
      added: Int!
      already: Int!
      invalid: Int!
    }
    type DataCleanedRow {
      input: String!
      email: String
      kept: Boolean!
      "syntax, duplicate, suppressed, bounced, invalid, disposable or no_mx (null when kept)"
      reason: String
    }

    extend type Query {
      "The contact stock's figures: by state, source and theme, and its growth over 12 months."
      dataStockOverview(filter: DataContactFilter): DataStockOverview!
      "The contact stock, newest consent first, 10 per page."
      dataContacts(filter: DataContactFilter, page: Int): DataContactPage!
      "The sources and themes of the base, for the filters."
      dataFacets: DataFacets!
      "The suppression list, newest first, 10 per page."
      dataSuppressions(filter: DataSuppressionFilter, page: Int): DataSuppressionPage!
      "Unsubscribes by period (day, week or month), source, theme and channel; the last 90 days by default."
      dataUnsubscribeStats(filter: DataSuppressionFilter, grain: String): DataUnsubscribeStats!
    }
    extend type Mutation {
      "Puts addresses on the suppression list (one typed, or an imported file): what every send and sale honours."
      addDataSuppressions(emails: [String!]!, source: String, imported: Boolean): DataSuppressionImport!
      "Verifies one chunk (at most 500) of an uploaded list; the screen sends the rest in further chunks."
      cleanEmailList(emails: [String!]!): [DataCleanedRow!]!
      "The double opt-in landing (public): a signed link confirms its contact. confirmed, already, invalid_link, unknown or suppressed."
      confirmDataContact(email: String!, source: String!, sig: String!): String!
    }
  `,
  resolvers: {
    Query: {
      dataStockOverview: (_, args, ctx) => stockOverview(ctx.db, parse(contactFilterSchema, args.filter)),
      dataContacts: async (_, args, ctx) => {
        const r = await listContacts(ctx.db, parse(contactFilterSchema, args.filter), args.page ?? 1);
        return {
          ...r,
          items: r.items.map((c) => ({
            ...c,
            consentAt: c.consentAt.toISOString(),
            lastActivityAt: iso(c.lastActivityAt),
            confirmedAt: iso(c.confirmedAt),
          })),
        };
      },
      dataFacets: (_, __, ctx) => contactFacets(ctx.db),
      dataSuppressions: async (_, args, ctx) => {
        const r = await listSuppressions(ctx.db, parse(suppressionFilterSchema, args.filter), args.page ?? 1);
        return { ...r, items: r.items.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })) };
      },
      dataUnsubscribeStats: async (_, args, ctx) => {
        const f = parse(suppressionFilterSchema, args.filter);
        const grain = (args.grain || "day") as StatGrain;
        if (!STAT_GRAINS.includes(grain)) throw badInput("Invalid grain", { grain: "invalid" });
        const period = defaultPeriod(f.from, f.to);
        if (period.days > 731) throw badInput("Period too long", { to: "period" });
        const stats = await unsubscribeStats(ctx.db, { ...f, from: period.from, to: period.to }, grain);
        return {
          ...stats,
          from: period.from,
          to: period.to,
          grain,
          series: stats.series.map((s) => ({ key: s.period, count: s.count })),
        };
      },
    },
    Mutation: {
      addDataSuppressions: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        if (args.emails.length > SUPPRESSION_CSV_CAP) throw badInput("Too many addresses", { emails: "tooMany" });
        const valid = [...new Set(args.emails.map(normalEmail).filter((e): e is string => !!e))];
        const source = args.source?.trim().slice(0, 80) || null;
        const channel = args.imported ? "import" : "admin";
        const added = await suppress(
          ctx.db,
          valid.map((email) => ({ email, source, channel, by: caller.id })),
        );
        if (added.length)
          await audit(ctx.db, {
            actorId: caller.id,
            action: "suppression_added",
            ip: ctx.ip,
            targetType: "suppression",
            targetId: added.length === 1 ? added[0] : undefined,
            details: { channel, count: added.length },
          });
        const invalid = args.emails.filter((e) => !normalEmail(e)).length;
        return { added: added.length, already: valid.length - added.length, invalid };
      },
      confirmDataContact: (_, args, ctx) => confirmContact(ctx.db, args.email, args.source, args.sig),
      cleanEmailList: async (_, args, ctx) => {
        if (args.emails.length > CLEAN_CHUNK_MAX) throw badInput("Too many addresses", { emails: "tooMany" });
        return cleanChunk(ctx.db, args.emails);
      },
    },
  },
};
