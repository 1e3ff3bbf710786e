import { and, asc, count, desc, eq, gt, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { PAGINATION } from "@/lib/constants";
import type { MemberFilter, MemberSort } from "./filter";
import { MEMBERS_CSV_CAP } from "./limits";

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const flag = (column: typeof users.multiDroit | typeof users.haswebhook, v: "yes" | "no" | undefined) =>
  v === undefined ? undefined : eq(column, v === "yes");

function whereOf(f: MemberFilter): SQL | undefined {
  const like = f.q && `%${escapeLike(f.q)}%`;
  const id = f.q && /^\d{1,9}$/.test(f.q) ? Number(f.q) : null;
  return and(
    f.status ? eq(users.status, f.status) : undefined,
    f.law ? eq(users.law, f.law) : undefined,
    f.platform === "myaffil"
      ? or(
          isNotNull(users.idClienMyaffil),
          isNotNull(users.idClienMyaffilAnnonceur),
          isNotNull(users.idClienMyaffilEditeur),
        )
      : f.platform === "mycoreg"
        ? isNotNull(users.idClienMycoreg)
        : f.platform === "market"
          ? gt(users.idClienLeadmarket, 0)
          : undefined,
    flag(users.multiDroit, f.multiDroit),
    flag(users.haswebhook, f.haswebhook),
    like
      ? or(
          ilike(users.email, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.society, like),
          // A number is also a user id or any platform client id (staff are asked "client 1042").
          ...(id === null
            ? []
            : [
                eq(users.id, id),
                eq(users.idClienMyaffil, id),
                eq(users.idClienMycoreg, id),
                eq(users.idClienLeadmarket, id),
                eq(users.idClienMyaffilAnnonceur, id),
                eq(users.idClienMyaffilEditeur, id),
              ]),
        )
      : undefined,
  );
}

const SORT_COLUMNS: Record<MemberSort, SQL> = {
  created: sql`${users.createdAt}`,
  lastLogin: sql`${users.lastLoginAt}`,
  name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  society: sql`lower(${users.society})`,
  email: sql`lower(${users.email})`,
  law: sql`${users.law}`,
  status: sql`${users.status}`,
};

function orderOf(f: MemberFilter): SQL[] {
  const dir = f.dir ?? (f.sort && f.sort !== "created" && f.sort !== "lastLogin" ? "asc" : "desc");
  const column = SORT_COLUMNS[f.sort ?? "created"];
  // Never signed in sorts last either way; the id keeps pages stable between equal values.
  return dir === "asc"
    ? [sql`${asc(column)} nulls last`, asc(users.id)]
    : [sql`${desc(column)} nulls last`, desc(users.id)];
}

export const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  society: users.society,
  law: users.law,
  status: users.status,
  multiDroit: users.multiDroit,
  haswebhook: users.haswebhook,
  idClienMyaffil: users.idClienMyaffil,
  idClienMycoreg: users.idClienMycoreg,
  idClienLeadmarket: users.idClienLeadmarket,
  idClienMyaffilAnnonceur: users.idClienMyaffilAnnonceur,
  idClienMyaffilEditeur: users.idClienMyaffilEditeur,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  refusalReason: users.refusalReason,
};

export type MemberRow = { [K in keyof typeof memberColumns]: (typeof users.$inferSelect)[K] };

/** One page of the members, 10 by default, in the filter's order (newest accounts first by default). */
export async function listMembers(
  db: Db,
  filter: MemberFilter,
  page = 1,
  pageSize: number = PAGINATION.pageSize,
): Promise<{ total: number; page: number; pageSize: number; items: MemberRow[] }> {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const total = Number(totalRow?.n ?? 0);
  const last = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  const items = await db
    .select(memberColumns)
    .from(users)
    .where(where)
    .orderBy(...orderOf(filter))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { total, page: current, pageSize, items };
}

/** The members of an export, in the list's order, up to the cap. */
export function membersForExport(db: Db, filter: MemberFilter): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(whereOf(filter))
    .orderBy(...orderOf(filter))
    .limit(MEMBERS_CSV_CAP);
}
