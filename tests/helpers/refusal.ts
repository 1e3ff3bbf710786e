import type { SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";

/** What the database answers a statement: "accepted", or the message it refused it with (drizzle wraps it). */
export const refusal = (db: Db, statement: SQL) =>
  db.execute(statement).then(
    () => "accepted",
    (e: { message?: string; cause?: { message?: string } }) => String(e.cause?.message ?? e.message),
  );
