import { createGraphQLError } from "graphql-yoga";
import type { z } from "zod";
import {
  mgFieldErrors,
  mgWsCreateSchema,
  mgWsUpdateSchema,
  type MgWsCreateInput,
  type MgWsUpdateInput,
} from "@/lib/validation/mongustave-ws";
import type { ApiContext } from "@/lib/api/context";
import { badInput } from "@/lib/api/errors";
import { isAdmin, requireCaller } from "@/lib/api/guards";
import type { ApiModule } from "@/lib/api/module";
import { getMgWsRow, getMgWsView, listMgWebServices, type MgWsRow } from "./server/web-services";
import {
  createMgWebService,
  MgWsInputError,
  pauseMgWebService,
  resumeMgWebService,
  testMgWebService,
  updateMgWebService,
  validateMgWebService,
  type Actor,
} from "./server/ws-actions";

const notFound = () => createGraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });

/** GraphQL nulls mean "not given" (a field left out of a change keeps its value). */
const dropNulls = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));

/** BAD_USER_INPUT with, per field, a key of mongustaveEngine.errors (the forms word it). */
function parse<S extends z.ZodType>(schema: S, value: Record<string, unknown>): z.output<S> {
  const r = schema.safeParse(dropNulls(value));
  if (r.success) return r.data;
  throw badInput("Invalid web service input", mgFieldErrors(r.error));
}

/** The mapping as the API carries it ([{ours, theirs}]) → the stored object. */
function withMapping<T extends { fieldMapping?: { ours: string; theirs: string }[] | null }>(input: T) {
  const { fieldMapping, ...rest } = input;
  return fieldMapping == null
    ? rest
    : { ...rest, fieldMapping: Object.fromEntries(fieldMapping.map((m) => [m.ours, m.theirs])) };
}

/** Whose WS the caller may see: every client's for an administrator (the policy let it in), else its own. */
const ownerOf = (ctx: ApiContext) => {
  const caller = requireCaller(ctx);
  return isAdmin(caller) ? null : caller.id;
};

/** A WS the caller may act on; another client's is "not found", as if it did not exist. */
async function ownedWs(ctx: ApiContext, id: number): Promise<MgWsRow> {
  const w = await getMgWsRow(ctx.db, id, ownerOf(ctx));
  if (!w) throw notFound();
  return w;
}

const actorOf = (ctx: ApiContext): Actor => ({ id: requireCaller(ctx).id, ip: ctx.ip ?? null });

async function view(ctx: ApiContext, id: number) {
  const v = await getMgWsView(ctx.db, id, ownerOf(ctx));
  if (!v) throw notFound();
  return v;
}

/** Runs an action, turning its field errors into BAD_USER_INPUT. */
async function act<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof MgWsInputError) throw badInput(e.message, e.fields);
    throw e;
  }
}

export const mongustaveWsModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type MgFieldMapping {
      "Our lead field (lead_id, product, source, firstname, lastname, email, phone, postcode, city, created_at)."
      ours: String!
      "The name the client's web service expects."
      theirs: String!
    }
    "A Mon Gustave client's web service. Secrets are shown by their last four characters only."
    type MgWebService {
      id: Int!
      clientId: Int!
      clientEmail: String!
      clientSociety: String!
      name: String!
      product: MgProduct!
      endpoint: String!
      method: MgWsMethod!
      "Empty: every field is sent under our names."
      fieldMapping: [MgFieldMapping!]!
      consumerKeyHint: String!
      consumerSecretHint: String!
      clientTokenHint: String!
      databaseName: String!
      priceCents: Int!
      state: MgWsState!
      "Consecutive deliveries ended in error or timeout (paused automatically at 5)."
      failureStreak: Int!
      pausedAt: String
      "manual, or auto:failures."
      pauseReason: String
      createdAt: String!
      updatedAt: String!
      pending: Int!
      accepted7d: Int!
      refused7d: Int!
      failed7d: Int!
      avgResponseMs7d: Int
    }
    type MgWebServicePage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [MgWebService!]!
    }
    "What the web service answered to a test lead."
    type MgWsTestResult {
      deliveryId: Int!
      leadId: Int!
      state: MgDeliveryState!
      httpStatus: Int
      responseMs: Int
      excerpt: String
    }
    input MgFieldMappingInput {
      ours: String!
      theirs: String!
    }
    input MgWebServiceCreateInput {
      clientId: Int!
      name: String!
      product: String!
      endpoint: String!
      method: String
      fieldMapping: [MgFieldMappingInput!]
      consumerKey: String!
      consumerSecret: String!
      clientToken: String!
      databaseName: String!
      priceCents: Int!
    }
    "Only the fields given change; a secret left out keeps its value."
    input MgWebServiceUpdateInput {
      name: String
      product: String
      endpoint: String
      method: String
      fieldMapping: [MgFieldMappingInput!]
      consumerKey: String
      consumerSecret: String
      clientToken: String
      databaseName: String
      priceCents: Int
    }

    extend type Query {
      "Administrators: every client's web services (filters); advertisers: their own. 10 per page."
      mgWebServices(clientId: Int, product: MgProduct, state: MgWsState, page: Int): MgWebServicePage!
      mgWebService(id: Int!): MgWebService!
    }

    extend type Mutation {
      "Administrators: a new web service for an advertiser, in test."
      createMgWebService(input: MgWebServiceCreateInput!): MgWebService!
      "The spec's 'change': endpoint, mapping, secrets, price…"
      updateMgWebService(id: Int!, input: MgWebServiceUpdateInput!): MgWebService!
      "Sends one test lead to this web service now and answers what it said."
      testMgWebService(id: Int!): MgWsTestResult!
      "test → active: the web service receives the live leads of its product."
      validateMgWebService(id: Int!): MgWebService!
      "Pauses the web service; its queued live deliveries end in error."
      pauseMgWebService(id: Int!): MgWebService!
      "paused → active, with a fresh failure count."
      resumeMgWebService(id: Int!): MgWebService!
    }
  `,
  resolvers: {
    Query: {
      mgWebServices: async (_, args, ctx) =>
        listMgWebServices(
          ctx.db,
          ownerOf(ctx),
          { clientId: args.clientId, product: args.product, state: args.state },
          args.page ?? 1,
        ),
      mgWebService: async (_, args, ctx) => view(ctx, args.id),
    },
    Mutation: {
      createMgWebService: async (_, args, ctx) => {
        const input: MgWsCreateInput = parse(mgWsCreateSchema, withMapping(args.input));
        const w = await act(() => createMgWebService(ctx.db, input, actorOf(ctx)));
        return view(ctx, w.id);
      },
      updateMgWebService: async (_, args, ctx) => {
        const before = await ownedWs(ctx, args.id);
        const input: MgWsUpdateInput = parse(mgWsUpdateSchema, withMapping(args.input));
        await act(() => updateMgWebService(ctx.db, before, input, actorOf(ctx)));
        return view(ctx, before.id);
      },
      testMgWebService: async (_, args, ctx) => {
        const w = await ownedWs(ctx, args.id);
        return testMgWebService(ctx.db, w, actorOf(ctx));
      },
      validateMgWebService: async (_, args, ctx) => {
        const w = await ownedWs(ctx, args.id);
        await act(() => validateMgWebService(ctx.db, w, actorOf(ctx)));
        return view(ctx, w.id);
      },
      pauseMgWebService: async (_, args, ctx) => {
        const w = await ownedWs(ctx, args.id);
        await pauseMgWebService(ctx.db, w, actorOf(ctx));
        return view(ctx, w.id);
      },
      resumeMgWebService: async (_, args, ctx) => {
        const w = await ownedWs(ctx, args.id);
        await resumeMgWebService(ctx.db, w, actorOf(ctx));
        return view(ctx, w.id);
      },
    },
  },
};
