import type { ApiContext } from "@/lib/api/context";
import { requireCaller } from "@/lib/api/guards";
import type { ApiModule } from "@/lib/api/module";
import { programCampaignsPublic, publisherCampaigns } from "../campaigns/server/list";
import { listAdvertiserClients, listPrograms, programItem, type ProgramItem } from "./server/list";
import { createProgram, duplicateProgram, setProgramState, updateProgram, validateProgram } from "./server/mutate";
import { programFor, viewerOf, type ProgramRow, type Viewer } from "./server/scope";
import { requireAdmin } from "@/lib/api/guards";
import { listCampaigns } from "../campaigns/server/list";
import { campaignOut } from "../campaigns/api";
import { iso } from "@/lib/api/myaffil/modules/dates";

/** A program as the viewer may see it: a publisher never sees the advertiser's price, an advertiser never the payout. */
export function programOut(p: ProgramItem, viewer: Viewer) {
  return {
    ...p,
    advertiserPriceCents: viewer.kind === "publisher" ? null : p.advertiserPriceCents,
    publisherPayoutCents: viewer.kind === "advertiser" ? null : p.publisherPayoutCents,
    marginCents: viewer.kind === "admin" ? p.advertiserPriceCents - p.publisherPayoutCents : null,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    application: p.application ? { ...p.application, createdAt: iso(p.application.createdAt) } : null,
    _viewer: viewer,
  };
}
/** The parent of MyaffilProgram field resolvers (the mapper in codegen.ts): it carries the viewer. */
export type ProgramOut = ReturnType<typeof programOut>;

async function out(ctx: ApiContext, viewer: Viewer, row: ProgramRow) {
  const item = await programItem(ctx.db, viewer, row.id);
  return programOut(item!, viewer);
}

const viewer = (ctx: ApiContext) => viewerOf(requireCaller(ctx));

/** MyAffil programs: lists scoped by role, detail, creation, edits, state changes, validation, duplication. */
export const programsModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    "A publisher's own (latest) application to a program."
    type MyaffilProgramApplication {
      id: Int!
      "being_verified, accepted or refused."
      state: ApplicationState!
      refusalReason: String
      createdAt: String!
    }

    type MyaffilProgram {
      id: Int!
      name: String!
      advertiserClientId: Int!
      "The advertiser's company."
      advertiserName: String
      "valide, pause or supprime."
      state: RecordState!
      "pending or validated."
      validation: ProgramValidation!
      description: String!
      conditions: String!
      "A theme key of the sign-up lists."
      theme: String
      "CPL, CPA, CPC or CPM."
      model: RemunerationModel!
      "HT cents the advertiser pays per action; null for publishers."
      advertiserPriceCents: Int
      "HT cents the publisher earns per action; null for advertisers."
      publisherPayoutCents: Int
      "Price minus payout, administrators only."
      marginCents: Int
      broadcastTypes: [String!]!
      countries: [String!]!
      landingUrl: String!
      "YYYY-MM-DD."
      startsOn: String
      endsOn: String
      "open or on_approval."
      access: ProgramAccess!
      campaignCount: Int!
      publisherCount: Int!
      "The calling publisher's application; null for others."
      application: MyaffilProgramApplication
      "Whether the calling publisher may broadcast it (open, or its application accepted)."
      canBroadcast: Boolean!
      "Campaigns that are not deleted; a publisher sees tracking links only where it may broadcast."
      campaigns: [MyaffilCampaign!]!
      createdAt: String!
      updatedAt: String!
    }

    input MyaffilProgramFilter {
      state: String
      advertiserClientId: Int
      validation: String
      search: String
    }

    input MyaffilProgramInput {
      "Administrators only: the advertiser client the program belongs to."
      advertiserClientId: Int
      name: String!
      description: String!
      conditions: String!
      theme: String
      model: String!
      advertiserPriceCents: Int!
      "Ignored for advertisers (the network sets it)."
      publisherPayoutCents: Int!
      broadcastTypes: [String!]!
      countries: [String!]!
      landingUrl: String!
      startsOn: String
      endsOn: String
      access: String!
    }

    type MyaffilAdvertiserClient {
      clientId: Int!
      userId: Int!
      society: String!
      name: String!
      email: String!
    }

    extend type Query {
      "Administrators: every program (filters); advertisers: their own; publishers: running validated programs with their application."
      myaffilPrograms(filter: MyaffilProgramFilter): [MyaffilProgram!]!
      "One program in the caller's scope (NOT_FOUND / FORBIDDEN otherwise)."
      myaffilProgram(id: Int!): MyaffilProgram!
      "Administrators: advertisers with a MyAffil client id, for the program form."
      myaffilAdvertiserClients: [MyaffilAdvertiserClient!]!
    }

    extend type Mutation {
      createMyaffilProgram(input: MyaffilProgramInput!): MyaffilProgram!
      updateMyaffilProgram(id: Int!, input: MyaffilProgramInput!): MyaffilProgram!
      "valide, pause or supprime; valide only once validated."
      setMyaffilProgramState(id: Int!, state: String!): MyaffilProgram!
      "Soft delete (state supprime)."
      deleteMyaffilProgram(id: Int!): MyaffilProgram!
      "Administrators."
      validateMyaffilProgram(id: Int!): MyaffilProgram!
      "Administrators: copies the program, its campaigns (new tracking ids) and their visuals."
      duplicateMyaffilProgram(id: Int!, name: String!): MyaffilProgram!
    }
  `,
  resolvers: {
    Query: {
      myaffilPrograms: async (_, args, ctx) => {
        const v = viewer(ctx);
        return (await listPrograms(ctx.db, v, args.filter ?? {})).map((p) => programOut(p, v));
      },
      myaffilProgram: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, await programFor(ctx.db, v, args.id, "read"));
      },
      myaffilAdvertiserClients: (_, __, ctx) => {
        requireAdmin(ctx);
        return listAdvertiserClients(ctx.db);
      },
    },
    Mutation: {
      createMyaffilProgram: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, await createProgram(ctx.db, v, args.input));
      },
      updateMyaffilProgram: async (_, args, ctx) => {
        const v = viewer(ctx);
        const actor = { id: ctx.caller?.id ?? null, ip: ctx.ip };
        return out(ctx, v, await updateProgram(ctx.db, v, args.id, args.input, actor));
      },
      setMyaffilProgramState: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, await setProgramState(ctx.db, v, args.id, args.state));
      },
      deleteMyaffilProgram: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, await setProgramState(ctx.db, v, args.id, "supprime"));
      },
      validateMyaffilProgram: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, await validateProgram(ctx.db, v, args.id));
      },
      duplicateMyaffilProgram: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, await duplicateProgram(ctx.db, v, { id: args.id, name: args.name }));
      },
    },
    MyaffilProgram: {
      canBroadcast: (p) =>
        p._viewer.kind === "publisher" &&
        p.state === "valide" &&
        (p.access === "open" || p.application?.state === "accepted"),
      campaigns: async (p, _, ctx) => {
        const v = p._viewer;
        if (v.kind !== "publisher")
          return (await listCampaigns(ctx.db, v, { programId: p.id }))
            .filter((c) => c.state !== "supprime")
            .map(campaignOut);
        const mine = await publisherCampaigns(ctx.db, v.clientId, p.id);
        if (mine.length)
          return mine.map((c) => ({
            ...c,
            advertiserClientId: null,
            advertiserName: null,
            budgetCents: null,
            createdAt: null,
          }));
        return (await programCampaignsPublic(ctx.db, p.id)).map((c) => ({
          ...c,
          programId: p.id,
          programName: p.name,
          trackingId: null,
          trackingLink: null,
          visualCount: 0,
        }));
      },
    },
  },
};
