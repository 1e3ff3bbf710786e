import { z } from "zod";
import { CALL_OUTCOMES } from "@/lib/db/schema";
import { daySchema, manivoxTagSchema } from "@/lib/validation/tracking";
import type { ApiContext } from "@/lib/api/context";
import { badInput } from "@/lib/api/errors";
import type { ApiModule } from "@/lib/api/module";
import { campaignOptions } from "./server/manivox/campaign-options";
import { deleteTag, listCalls, listTags, saveTag } from "./server/manivox/manivox";
import { normalisePhone } from "./server/tracking/phone";
import { createGraphQLError } from "graphql-yoga";

const notFound = () => createGraphQLError("Unknown tag", { extensions: { code: "NOT_FOUND" } });

const callFilterSchema = z.object({
  tagId: z.number().int().positive().nullish(),
  outcome: z.enum(CALL_OUTCOMES, { message: "outcome" }).nullish(),
  from: daySchema,
  to: daySchema,
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(1000).default(10),
});

function parseTag(input: unknown) {
  const parsed = manivoxTagSchema.safeParse(input);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw badInput(i.message, { [String(i.path[0])]: i.message });
  }
  const phone = normalisePhone(parsed.data.phoneNumber);
  if (!phone) throw badInput("phone", { phoneNumber: "phone" });
  return { ...parsed.data, phoneNumber: phone };
}

async function save(ctx: ApiContext, id: number | null, input: unknown) {
  const r = await saveTag(ctx.db, id, parseTag(input));
  if (r.ok) return r.id;
  if ("notFound" in r) throw notFound();
  throw badInput(r.message, { [r.field]: r.message });
}

/** Manivox call tracking (admin tools `stats/Manivox_tags`, `stats/manivox_calls`). */
export const manivoxModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type ManivoxTag {
      id: Int!
      name: String!
      campaignId: Int
      campaignName: String
      trackingId: String
      "E.164."
      phoneNumber: String!
      active: Boolean!
      createdAt: String!
      calls: Int!
      leads: Int!
      lastCall: String
    }

    input ManivoxTagInput {
      name: String!
      campaignId: Int
      phoneNumber: String!
      active: Boolean!
    }

    type ManivoxCall {
      id: Int!
      tagId: Int!
      tagName: String!
      tagNumber: String!
      campaignName: String
      callerNumber: String!
      startedAt: String!
      durationSeconds: Int!
      "lead, no_lead or missed."
      outcome: CallOutcome!
      leadId: Float
      leadStatus: String
    }

    type ManivoxKpis {
      calls: Int!
      leads: Int!
      missed: Int!
      "Seconds, answered calls."
      averageDuration: Int!
      totalDuration: Int!
      "Leads / calls."
      conversion: Float!
    }

    type ManivoxDay {
      day: String!
      calls: Int!
      leads: Int!
    }

    type ManivoxCallPage {
      total: Int!
      kpis: ManivoxKpis!
      daily: [ManivoxDay!]!
      items: [ManivoxCall!]!
    }

    input ManivoxCallFilter {
      tagId: Int
      outcome: String
      "Paris days, inclusive."
      from: String!
      to: String!
      page: Int
      pageSize: Int
    }

    type ManivoxCampaignOption {
      id: Int!
      name: String!
      trackingId: String!
    }

    extend type Query {
      "Administrators."
      manivoxTags: [ManivoxTag!]!
      "Administrators: the calls matching the filter, newest first."
      manivoxCalls(filter: ManivoxCallFilter!): ManivoxCallPage!
      "Administrators: campaigns a tag may point at."
      manivoxCampaigns: [ManivoxCampaignOption!]!
    }

    extend type Mutation {
      createManivoxTag(input: ManivoxTagInput!): Int!
      updateManivoxTag(id: Int!, input: ManivoxTagInput!): Int!
      deleteManivoxTag(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      manivoxTags: (_, __, ctx) => {
        return listTags(ctx.db);
      },
      manivoxCalls: (_, args, ctx) => {
        const parsed = callFilterSchema.safeParse(args.filter);
        if (!parsed.success) {
          const i = parsed.error.issues[0]!;
          throw badInput(i.message, { [String(i.path[0])]: i.message });
        }
        const f = parsed.data;
        if (f.from > f.to) throw badInput("range", { to: "range" });
        return listCalls(ctx.db, f, f.page, f.pageSize);
      },
      manivoxCampaigns: (_, __, ctx) => {
        return campaignOptions(ctx.db);
      },
    },
    Mutation: {
      createManivoxTag: (_, args, ctx) => save(ctx, null, args.input),
      updateManivoxTag: (_, args, ctx) => save(ctx, args.id, args.input),
      deleteManivoxTag: async (_, args, ctx) => {
        if (!(await deleteTag(ctx.db, args.id))) throw notFound();
        return true;
      },
    },
  },
};
