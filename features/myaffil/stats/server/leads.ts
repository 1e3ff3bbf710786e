import type { LeadStatus } from "@/lib/domain/states";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilLeads as l } from "@/lib/db/schema";
import type { LeadDetailsInput } from "@/lib/validation/myaffil-stats";
import { labelsOf } from "./labels";
import { filterConditions, scopedFilters, visibility, type StatsScope } from "./scope";

export interface StatsLead {
  id: number;
  createdAt: Date;
  day: string;
  programId: number;
  programName: string | null;
  campaignId: number;
  campaignName: string | null;
  publisherClientId: number;
  publisherName: string | null;
  supportId: number;
  supportName: string | null;
  subId: string;
  clickId: string | null;
  email: string | null;
  phone: string | null;
  status: LeadStatus;
  duplicate: boolean;
  revenue: number | null;
  payout: number | null;
}

export interface LeadDetailsPage {
  total: number;
  page: number;
  pageSize: number;
  role: StatsScope["role"];
  /** Administrators and the owning advertiser may validate or invalidate the leads. */
  canSetStatus: boolean;
  items: StatsLead[];
}

/** "jean.dupont@exemple.fr" → "j***@exemple.fr". */
export function maskEmail(email: string | null): string | null {
  if (!email) return email;
  const at = email.indexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** "+33612345678" → "+336******78". */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  if (phone.length <= 6) return "*".repeat(phone.length);
  return phone.slice(0, 4) + "*".repeat(phone.length - 6) + phone.slice(-2);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of raw leads of a range in the caller's scope, newest first (10 per page by default). */
export async function leadDetails(db: Db, scope: StatsScope, input: LeadDetailsInput): Promise<LeadDetailsPage> {
  const filters = await scopedFilters(db, scope, input);
  const parts: SQL[] = [filterConditions(l, input.from, input.to, filters)];
  if (input.status === "duplicate") parts.push(eq(l.duplicate, true));
  else if (input.status) parts.push(and(eq(l.status, input.status), eq(l.duplicate, false))!);
  const search = input.search?.trim();
  if (search) {
    const like = `%${escapeLike(search.toLowerCase())}%`;
    const alts: SQL[] = [ilike(l.subId, like), ilike(l.clickId, like)];
    // Publishers search neither e-mails nor phones: they only see them masked.
    if (scope.role !== "publisher") alts.push(ilike(l.email, like), ilike(l.phone, like));
    if (/^\d+$/.test(search) && search.length < 16) alts.push(eq(l.id, Number(search)));
    parts.push(or(...alts)!);
  }
  const where = and(...parts);
  const pageSize = input.pageSize ?? 10;
  const page = input.page ?? 1;
  const [count, rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(l)
      .where(where),
    db
      .select()
      .from(l)
      .where(where)
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const [programs, campaigns, supports, publishers] = await Promise.all([
    labelsOf(
      db,
      "program",
      rows.map((r) => String(r.programId)),
      scope.role,
    ),
    labelsOf(
      db,
      "campaign",
      rows.map((r) => String(r.campaignId)),
      scope.role,
    ),
    labelsOf(
      db,
      "support",
      rows.map((r) => String(r.supportId)),
      scope.role,
    ),
    labelsOf(
      db,
      "publisher",
      rows.map((r) => String(r.publisherClientId)),
      scope.role,
    ),
  ]);
  const v = visibility(scope.role);
  const masked = scope.role === "publisher";
  return {
    total: count[0]?.n ?? 0,
    page,
    pageSize,
    role: scope.role,
    canSetStatus: scope.role !== "publisher",
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      day: typeof r.day === "string" ? r.day : String(r.day),
      programId: r.programId,
      programName: programs.get(String(r.programId)) ?? null,
      campaignId: r.campaignId,
      campaignName: campaigns.get(String(r.campaignId)) ?? null,
      publisherClientId: r.publisherClientId,
      publisherName: publishers.get(String(r.publisherClientId)) ?? null,
      supportId: r.supportId,
      supportName: supports.get(String(r.supportId)) ?? null,
      subId: r.subId,
      clickId: r.clickId,
      email: masked ? maskEmail(r.email) : r.email,
      phone: masked ? maskPhone(r.phone) : r.phone,
      status: r.status,
      duplicate: r.duplicate,
      revenue: v.revenue ? r.revenueCents : null,
      payout: v.payout ? r.payoutCents : null,
    })),
  };
}
