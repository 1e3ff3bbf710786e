import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { prepared } from "@/lib/db/prepared";
import { myaffilApplications, myaffilPrograms, oiDocuments, prepayments, users } from "@/lib/db/schema";
import { prepaymentsWaiting } from "@/features/market/money/server/prepayments/waiting";
import { applicationsAwaiting } from "./applications";
import { membersAwaiting } from "./members";
import { oiAwaitingProcessing } from "./oi-documents";
import { programsAwaitingValidation } from "./programs";

export interface AdminQueueCounts {
  members: number;
  applications: number;
  ois: number;
  prepayments: number;
  programs: number;
}

/**
 * Every administrators' queue in one statement, one scalar count each with the single counts' own
 * definitions: the bell and the dashboard read it through the request's `once`, so a page pays one
 * round trip for the five.
 */
export async function countAdminQueues(db: Db): Promise<AdminQueueCounts> {
  const count = (table: PgTable, where: SQL) =>
    sql<number>`(${db
      .select({ n: sql`count(*)` })
      .from(table)
      .where(where)})::int`;
  const [row] = await prepared(db, "admin-queues", () =>
    db
      .select({
        members: count(users, membersAwaiting),
        applications: count(myaffilApplications, applicationsAwaiting),
        ois: count(oiDocuments, oiAwaitingProcessing),
        prepayments: count(prepayments, prepaymentsWaiting),
        programs: count(myaffilPrograms, programsAwaitingValidation),
      })
      .from(sql`(select 1) as one`),
  ).execute();
  return row!;
}
