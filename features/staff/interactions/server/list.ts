import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  not,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { memberInteractions, users } from "@/lib/db/schema";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { PAGINATION } from "@/lib/constants";
import type { InteractionFilter } from "./input";

const staff = alias(users, "staff");
const member = alias(users, "member");
const i = memberInteractions;

/** Paris midnight of a day, as the instant `occurred_at` compares with. */
const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;
/** Today in Paris: a follow-up is due from its day on. */
export const parisToday = sql`(now() at time zone ${TIME_ZONE})::date`;
const dueSql = and(isNotNull(i.followUpOn), not(i.followUpDone), lte(i.followUpOn, parisToday));

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: InteractionFilter): SQL | undefined {
  const like = f.client && `%${escapeLike(f.client)}%`;
  return and(
    f.kind ? eq(i.kind, f.kind) : undefined,
    f.staffId ? eq(i.staffId, f.staffId) : undefined,
    f.memberId ? eq(i.memberId, f.memberId) : undefined,
    f.from ? gte(i.occurredAt, parisMidnight(f.from)) : undefined,
    f.to ? lt(i.occurredAt, parisMidnight(f.to, 1)) : undefined,
    f.due ? dueSql : undefined,
    like
      ? or(
          ilike(member.email, like),
          ilike(sql`${member.firstName} || ' ' || ${member.lastName}`, like),
          ilike(member.society, like),
        )
      : undefined,
  );
}

const columns = {
  id: i.id,
  kind: i.kind,
  occurredAt: i.occurredAt,
  subject: i.subject,
  notes: i.notes,
  outcome: i.outcome,
  followUpOn: i.followUpOn,
  followUpDone: i.followUpDone,
  due: sql<boolean>`coalesce(${dueSql}, false)`,
  staffId: staff.id,
  staffEmail: staff.email,
  staffFirstName: staff.firstName,
  staffLastName: staff.lastName,
  staffSociety: staff.society,
  memberId: member.id,
  memberEmail: member.email,
  memberFirstName: member.firstName,
  memberLastName: member.lastName,
  memberSociety: member.society,
};

export interface PersonView {
  id: number;
  name: string;
  email: string;
  society: string;
}

export interface InteractionView {
  id: number;
  kind: string;
  occurredAt: string;
  subject: string;
  notes: string;
  outcome: string;
  followUpOn: string | null;
  followUpDone: boolean;
  due: boolean;
  staff: PersonView;
  member: PersonView;
}

const person = (id: number, email: string, first: string, last: string, society: string): PersonView => ({
  id,
  email,
  name: `${first} ${last.toUpperCase()}`.trim(),
  society,
});

type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

function toView(r: Row): InteractionView {
  return {
    id: r.id,
    kind: r.kind,
    occurredAt: r.occurredAt.toISOString(),
    subject: r.subject,
    notes: r.notes,
    outcome: r.outcome,
    followUpOn: r.followUpOn,
    followUpDone: r.followUpDone,
    due: !!r.due,
    staff: person(r.staffId, r.staffEmail, r.staffFirstName, r.staffLastName, r.staffSociety),
    member: person(r.memberId, r.memberEmail, r.memberFirstName, r.memberLastName, r.memberSociety),
  };
}

const base = (db: Db) =>
  db.select(columns).from(i).innerJoin(staff, eq(staff.id, i.staffId)).innerJoin(member, eq(member.id, i.memberId));

/** One page of interactions, newest first. */
export async function listInteractions(
  db: Db,
  filter: InteractionFilter,
  page = 1,
  pageSize: number = PAGINATION.pageSize,
): Promise<{ total: number; page: number; pageSize: number; items: InteractionView[] }> {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(i).innerJoin(member, eq(member.id, i.memberId)).where(where);
  const total = Number(totalRow?.n ?? 0);
  const last = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  const rows = await base(db)
    .where(where)
    .orderBy(desc(i.occurredAt), desc(i.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { total, page: current, pageSize, items: rows.map(toView) };
}

/** The follow-ups due today or before and not done, oldest first (the top of the page), up to `limit`. */
export async function dueFollowUps(db: Db, limit = 20): Promise<{ total: number; items: InteractionView[] }> {
  const [totalRow] = await db.select({ n: count() }).from(i).where(dueSql);
  const rows = await base(db).where(dueSql).orderBy(asc(i.followUpOn), asc(i.id)).limit(limit);
  return { total: Number(totalRow?.n ?? 0), items: rows.map(toView) };
}

/** One interaction (the edit dialog, the result of a write). */
export async function interactionById(db: Db, id: number): Promise<InteractionView | null> {
  const [row] = await base(db).where(eq(i.id, id));
  return row ? toView(row) : null;
}

/** The staff members, for the filter menu (ad, tem, ma), by name. */
export async function interactionStaff(db: Db): Promise<PersonView[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, f: users.firstName, l: users.lastName, s: users.society })
    .from(users)
    .where(inArray(users.law, ["ad", "tem", "ma"]))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(200);
  return rows.map((r) => person(r.id, r.email, r.f, r.l, r.s));
}

/** Members (advertisers and publishers) matching a search, for the form's client picker. */
export async function searchClients(db: Db, search: string, limit = 10): Promise<PersonView[]> {
  const like = `%${escapeLike(search.trim())}%`;
  const rows = await db
    .select({ id: users.id, email: users.email, f: users.firstName, l: users.lastName, s: users.society })
    .from(users)
    .where(
      and(
        inArray(users.law, ["an", "af"]),
        search.trim()
          ? or(
              ilike(users.email, like),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
              ilike(users.society, like),
              /^\d+$/.test(search.trim()) ? eq(users.id, Number(search.trim())) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.society), asc(users.id))
    .limit(limit);
  return rows.map((r) => person(r.id, r.email, r.f, r.l, r.s));
}
