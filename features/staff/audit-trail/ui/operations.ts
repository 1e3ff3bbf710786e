import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const AUDIT_TRAIL = graphql(`
  query AuditTrail($filter: AuditFilter, $page: Int) {
    auditEntries(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        at
        actor {
          id
          email
          name
          law
        }
        action
        targetType
        targetId
        ip
        changes {
          field
          before
          after
        }
        details {
          key
          value
        }
      }
    }
    auditFacets {
      actions
      targetTypes
    }
  }
`);

export type AuditEntry = ResultOf<typeof AUDIT_TRAIL>["auditEntries"]["items"][number];
