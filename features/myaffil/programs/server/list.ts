import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilApplications, myaffilCampaigns, myaffilPrograms, users, type ApplicationState } from "@/lib/db/schema";
import { programScope, type ProgramRow, type Viewer } from "./scope";

export interface ProgramFilter {
  state?: string | null;
  advertiserClientId?: number | null;
  validation?: string | null;
  search?: string | null;
}

export interface OwnApplication {
  id: number;
  state: ApplicationState;
  refusalReason: string | null;
  createdAt: Date;
}

export interface ProgramItem extends ProgramRow {
  advertiserName: string | null;
  /** Campaigns that are not deleted. */
  campaignCount: number;
  /** Publishers accepted on the program. */
  publisherCount: number;
  /** The publisher viewer's latest application to the program. */
  application: OwnApplication | null;
}

/** The society of the advertiser user holding a MyAffil client id. */
// A multi_droit account's id_clien_myaffil follows its current law: in publisher mode its advertiser
// id is only in id_clien_myaffil_annonceur. Society, or the person's name when it has none.
export const advertiserName = sql<
  string | null
>`(select coalesce(nullif(trim(u.society), ''), nullif(trim(u.first_name || ' ' || u.last_name), '')) from ${users} u
  where (u.law = 'an' and u.id_clien_myaffil = perf_programs.advertiser_client_id) or u.id_clien_myaffil_annonceur = perf_programs.advertiser_client_id order by u.id limit 1)`;

const campaignCount = sql<number>`(select count(*) from ${myaffilCampaigns} c where c.program_id = perf_programs.id and c.state <> 'supprime')::int`;
const publisherCount = sql<number>`(select count(distinct a.publisher_client_id) from ${myaffilApplications} a where a.program_id = perf_programs.id and a.state = 'accepted')::int`;

/** The programs the viewer may see, newest first, with the filters an administrator uses. */
export async function listPrograms(
  db: Db,
  viewer: Viewer,
  filter: ProgramFilter = {},
  ids?: number[],
): Promise<ProgramItem[]> {
  const where: (SQL | undefined)[] = [programScope(viewer)];
  if (ids) where.push(inArray(myaffilPrograms.id, ids.length ? ids : [-1]));
  if (viewer.kind === "admin") {
    if (filter.state) where.push(eq(myaffilPrograms.state, filter.state as ProgramRow["state"]));
    if (filter.validation) where.push(eq(myaffilPrograms.validation, filter.validation as ProgramRow["validation"]));
    if (filter.advertiserClientId) where.push(eq(myaffilPrograms.advertiserClientId, filter.advertiserClientId));
  } else if (viewer.kind === "advertiser" && filter.state) {
    where.push(eq(myaffilPrograms.state, filter.state as ProgramRow["state"]));
  }
  const search = filter.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(myaffilPrograms.name, like),
        sql`${advertiserName} ilike ${like}`,
        sql`${myaffilPrograms.id}::text = ${search}`,
      ),
    );
  }
  const rows = await db
    .select({ p: myaffilPrograms, advertiserName, campaignCount, publisherCount })
    .from(myaffilPrograms)
    .where(and(...where))
    .orderBy(desc(myaffilPrograms.createdAt), desc(myaffilPrograms.id));

  const applications = new Map<number, OwnApplication>();
  if (viewer.kind === "publisher" && rows.length) {
    const apps = await db
      .select({
        id: myaffilApplications.id,
        programId: myaffilApplications.programId,
        state: myaffilApplications.state,
        refusalReason: myaffilApplications.refusalReason,
        createdAt: myaffilApplications.createdAt,
      })
      .from(myaffilApplications)
      .where(
        and(
          eq(myaffilApplications.publisherClientId, viewer.clientId),
          inArray(
            myaffilApplications.programId,
            rows.map((r) => r.p.id),
          ),
        ),
      )
      .orderBy(myaffilApplications.createdAt, myaffilApplications.id);
    // Oldest first: the latest application of each program wins.
    for (const a of apps)
      applications.set(a.programId, {
        id: a.id,
        state: a.state,
        refusalReason: a.refusalReason,
        createdAt: a.createdAt,
      });
  }
  return rows.map((r) => ({
    ...r.p,
    advertiserName: r.advertiserName,
    campaignCount: r.campaignCount,
    publisherCount: r.publisherCount,
    application: applications.get(r.p.id) ?? null,
  }));
}

/** One program with its counts, as listPrograms gives it (the caller has checked access). */
export async function programItem(db: Db, viewer: Viewer, id: number): Promise<ProgramItem | null> {
  const [item] = await listPrograms(db, viewer.kind === "publisher" ? viewer : { kind: "admin" }, {}, [id]);
  return item ?? null;
}

export interface AdvertiserClient {
  clientId: number;
  userId: number;
  society: string;
  name: string;
  email: string;
}

/** The advertiser clients an administrator may create a program for: advertisers with a MyAffil client id. */
export async function listAdvertiserClients(db: Db): Promise<AdvertiserClient[]> {
  const rows = await db
    .select({
      clientId: users.idClienMyaffil,
      userId: users.id,
      society: users.society,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.law, "an"), sql`${users.idClienMyaffil} > 0`, ne(users.status, "disabled")))
    .orderBy(users.society, users.id);
  const seen = new Set<number>();
  return rows
    .filter((r) => r.clientId != null && !seen.has(r.clientId) && seen.add(r.clientId))
    .map((r) => ({
      clientId: r.clientId!,
      userId: r.userId,
      society: r.society,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
    }));
}

export async function isAdvertiserClient(db: Db, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.law, "an"), eq(users.idClienMyaffil, clientId)))
    .limit(1);
  return !!row;
}
