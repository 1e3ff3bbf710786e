import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { auditFilterSchema } from "./server/filter";
import { auditFacets, listAuditEntries } from "./server/list";

/**
 * The audit trail of /Logs: read-only. There is deliberately no mutation here (entries are written
 * by the domain through lib/security/audit.ts, and the database refuses to change them).
 */
export const auditTrailModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type AuditActor {
      id: Int!
      email: String!
      name: String!
      law: String!
    }
    "A changed field: its value before and after (secrets masked)."
    type AuditChange {
      field: String!
      before: String
      after: String
    }
    type AuditDetail {
      key: String!
      value: String!
    }
    type AuditEntry {
      id: Int!
      at: String!
      "Null when the entry was written without a signed-in person (a failed sign-in, the seed)."
      actor: AuditActor
      action: String!
      targetType: String
      targetId: String
      ip: String
      changes: [AuditChange!]!
      details: [AuditDetail!]!
    }
    type AuditEntryPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [AuditEntry!]!
    }
    type AuditFacets {
      actions: [String!]!
      targetTypes: [String!]!
    }
    "Empty strings mean any; from and to are Paris days (YYYY-MM-DD), both included."
    input AuditFilter {
      actor: String
      action: String
      targetType: String
      targetId: String
      from: String
      to: String
    }

    extend type Query {
      "The audit trail, newest first, 10 per page."
      auditEntries(filter: AuditFilter, page: Int): AuditEntryPage!
      "The actions and entity types the trail holds, for its filters."
      auditFacets: AuditFacets!
    }
  `,
  resolvers: {
    Query: {
      auditEntries: async (_, args, ctx) => {
        const parsed = auditFilterSchema.safeParse(args.filter ?? {});
        if (!parsed.success) throw badInput("Invalid filter", { [String(parsed.error.issues[0]?.path[0])]: "invalid" });
        return listAuditEntries(ctx.db, parsed.data, args.page ?? 1);
      },
      auditFacets: (_, __, ctx) => auditFacets(ctx.db),
    },
  },
};
