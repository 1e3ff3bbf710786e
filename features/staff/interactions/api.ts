import type { ApiModule } from "@/lib/api/module";
import { badInput, unauthenticated } from "@/lib/api/errors";
import { createGraphQLError } from "graphql-yoga";
import { interactionFilterSchema, interactionInputSchema } from "./server/input";
import { dueFollowUps, interactionById, interactionStaff, listInteractions, searchClients } from "./server/list";
import { createInteraction, deleteInteraction, NotAClientError, updateInteraction } from "./server/write";

const notFound = () => createGraphQLError("Interaction not found", { extensions: { code: "NOT_FOUND" } });

/** The zod issues as the forms read them: field → message key. */
function invalid(issues: { path: PropertyKey[]; message: string }[]): never {
  throw badInput(
    "Invalid interaction",
    Object.fromEntries(issues.map((i) => [String(i.path[0] ?? "form"), i.message.length < 30 ? i.message : "invalid"])),
  );
}

const clientRefused = (e: unknown): never => {
  if (e instanceof NotAClientError) throw badInput(e.message, { memberId: "notAClient" });
  throw e;
};

/**
 * The staff's record of contacts with members (issue 13): /bedrock/interactions and the panel of
 * each member's page. Every administrator reads and records; an interaction is changed or deleted
 * by its author or a full administrator (ad), in the where-clause.
 */
export const interactionsModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type InteractionPerson {
      id: Int!
      name: String!
      email: String!
      society: String!
    }
    type Interaction {
      id: Int!
      "call, email, meeting or note."
      kind: String!
      occurredAt: String!
      staff: InteractionPerson!
      member: InteractionPerson!
      subject: String!
      notes: String!
      "pending, positive, negative or no_answer."
      outcome: String!
      "A Paris day (YYYY-MM-DD), or null: nothing to follow up."
      followUpOn: String
      followUpDone: Boolean!
      "The follow-up day has come (today in Paris or before) and it is not done."
      due: Boolean!
    }
    type InteractionPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [Interaction!]!
    }
    type DueFollowUps {
      total: Int!
      items: [Interaction!]!
    }
    "Empty strings mean any; from and to are Paris days, both included; client matches e-mail, name or company."
    input InteractionFilter {
      kind: String
      staffId: String
      memberId: String
      client: String
      from: String
      to: String
      due: Boolean
    }
    "occurredAt is a Paris wall-clock time (YYYY-MM-DDTHH:mm); the staff member is the caller."
    input InteractionInput {
      kind: String!
      occurredAt: String!
      memberId: Int!
      subject: String!
      notes: String
      outcome: String
      followUpOn: String
      followUpDone: Boolean
    }

    extend type Query {
      "Interactions, newest first, 10 per page."
      interactions(filter: InteractionFilter, page: Int): InteractionPage!
      "The follow-ups due (today or before, not done), oldest first."
      interactionsDue(limit: Int): DueFollowUps!
      "One member's latest interactions (the member page's panel)."
      memberInteractions(memberId: Int!, limit: Int): [Interaction!]!
      interaction(id: Int!): Interaction
      "The staff members, for the filters."
      interactionStaff: [InteractionPerson!]!
      "Advertisers and publishers matching a search (e-mail, name, company or id), for the form."
      interactionClients(search: String!): [InteractionPerson!]!
    }
    extend type Mutation {
      createInteraction(input: InteractionInput!): Interaction!
      updateInteraction(id: Int!, input: InteractionInput!): Interaction!
      deleteInteraction(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      interactions: async (_, args, ctx) => {
        const parsed = interactionFilterSchema.safeParse(args.filter ?? {});
        if (!parsed.success) invalid(parsed.error.issues);
        return listInteractions(ctx.db, parsed.data, args.page ?? 1);
      },
      interactionsDue: (_, args, ctx) => dueFollowUps(ctx.db, Math.min(Math.max(args.limit ?? 20, 1), 50)),
      memberInteractions: async (_, args, ctx) =>
        (await listInteractions(ctx.db, { memberId: args.memberId }, 1, Math.min(Math.max(args.limit ?? 10, 1), 50)))
          .items,
      interaction: (_, args, ctx) => interactionById(ctx.db, args.id),
      interactionStaff: (_, __, ctx) => interactionStaff(ctx.db),
      interactionClients: (_, args, ctx) => searchClients(ctx.db, args.search.slice(0, 120)),
    },
    Mutation: {
      createInteraction: async (_, args, ctx) => {
        if (!ctx.caller) throw unauthenticated();
        const parsed = interactionInputSchema.safeParse(args.input);
        if (!parsed.success) invalid(parsed.error.issues);
        const id = await createInteraction(ctx.db, ctx.caller, parsed.data, ctx.ip).catch(clientRefused);
        return (await interactionById(ctx.db, id))!;
      },
      updateInteraction: async (_, args, ctx) => {
        if (!ctx.caller) throw unauthenticated();
        const parsed = interactionInputSchema.safeParse(args.input);
        if (!parsed.success) invalid(parsed.error.issues);
        const id = await updateInteraction(ctx.db, ctx.caller, args.id, parsed.data, ctx.ip).catch(clientRefused);
        if (id === null) throw notFound();
        return (await interactionById(ctx.db, id))!;
      },
      deleteInteraction: async (_, args, ctx) => {
        if (!ctx.caller) throw unauthenticated();
        if (!(await deleteInteraction(ctx.db, ctx.caller, args.id, ctx.ip))) throw notFound();
        return true;
      },
    },
  },
};
