import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";

export interface RestoreLoss {
  table: string;
  rows: number;
}

/**
 * What restoring a backup made at `since` would drop, told before it runs: per table, the rows
 * created after the backup (each table with a created_at column; the audit trail among them), the
 * largest first. Changes to older rows are not counted, since no table keeps when each row was last
 * changed: the page says so.
 */
export async function restoreLosses(db: Db, since: Date): Promise<RestoreLoss[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.table_name as name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.column_name = 'created_at' and c.data_type like 'timestamp%'
      order by c.table_name`),
  ).map((r) => r.name);
  if (!tables.length) return [];
  const counts = sql.join(
    tables.map(
      (name) =>
        sql`select ${name}::text as "table", count(*)::int as rows from ${sql.identifier(name)} where created_at > ${since.toISOString()}::timestamptz`,
    ),
    sql` union all `,
  );
  return rowsOf<RestoreLoss>(
    await db.execute(sql`select * from (${counts}) c where rows > 0 order by rows desc, "table"`),
  );
}
