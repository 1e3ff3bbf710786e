import { APPLICATION_STATES, type ApplicationState } from "@/lib/db/schema";
import { applySchema, decideApplicationsSchema } from "@/lib/validation/application";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import {
  applicationFilterOptions,
  applyToProgram,
  decideApplications,
  listApplications,
  myApplications,
} from "./server/applications";
import { parseInput, publisherClientOf } from "./server/scope";
import { iso, isoOrNull } from "@/lib/api/myaffil/modules/dates";

/** Publishers' applications to programs (postules) and their processing by administrators (postulelist). */
export const applicationsModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type MyaffilApplication {
      id: Int!
      programId: Int!
      programName: String!
      programState: RecordState!
      publisherClientId: Int!
      "The publisher's society."
      publisherName: String!
      supportId: Int
      supportName: String
      supportUrl: String
      supportBroadcastType: String
      supportAudience: Int
      message: String!
      "being_verified, accepted or refused."
      state: ApplicationState!
      refusalReason: String
      createdAt: String!
      decidedAt: String
    }

    "The caller's latest application to a program."
    type MyApplication {
      id: Int!
      programId: Int!
      state: ApplicationState!
      refusalReason: String
      createdAt: String!
    }

    type MyaffilFilterOption {
      id: Int!
      name: String!
    }

    type ApplicationFilterOptions {
      programs: [MyaffilFilterOption!]!
      publishers: [MyaffilFilterOption!]!
    }

    input ApplyInput {
      programId: Int!
      supportId: Int!
      message: String!
    }

    extend type Query {
      "Administrators: applications, newest first, filtered."
      applications(state: String, programId: Int, publisherClientId: Int): [MyaffilApplication!]!
      applicationFilterOptions: ApplicationFilterOptions!
      "Publishers: their latest application to each program."
      myApplications: [MyApplication!]!
    }

    extend type Mutation {
      "A publisher applies to a program with one of its supports."
      applyToProgram(input: ApplyInput!): MyApplication!
      "Administrators accept or refuse applications in bulk (a refusal needs its reason); returns how many changed."
      decideApplications(ids: [Int!]!, decision: String!, reason: String): Int!
    }
  `,
  resolvers: {
    Query: {
      applications: async (_, args, ctx) => {
        if (args.state && !APPLICATION_STATES.includes(args.state as ApplicationState))
          throw badInput("Unknown state", { state: "choose" });
        const rows = await listApplications(ctx.db, {
          ...args,
          state: (args.state as ApplicationState | null) ?? null,
        });
        return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), decidedAt: isoOrNull(r.decidedAt) }));
      },
      applicationFilterOptions: async (_, __, ctx) => {
        return applicationFilterOptions(ctx.db);
      },
      myApplications: async (_, __, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        return (await myApplications(ctx.db, client)).map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
      },
    },
    Mutation: {
      applyToProgram: async (_, args, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        const row = await applyToProgram(ctx.db, client, parseInput(applySchema, args.input));
        return { ...row, createdAt: iso(row.createdAt) };
      },
      decideApplications: async (_, args, ctx) => {
        return decideApplications(ctx.db, parseInput(decideApplicationsSchema, { ...args, reason: args.reason ?? "" }));
      },
    },
  },
};
