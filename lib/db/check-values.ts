import { sql } from "drizzle-orm";

/**
 * A state list as the literal values of a CHECK constraint (`status in ('a', 'b')`): the schema's
 * constraints are built from the same lists as the GraphQL enums and the validation. The values
 * are our own constants, never input.
 */
export const inList = (list: readonly string[]) => sql.raw(list.map((v) => `'${v}'`).join(", "));
