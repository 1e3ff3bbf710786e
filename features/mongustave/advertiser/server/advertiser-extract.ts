import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mgDeliveries, mgLeads, mgWebServices } from "@/lib/db/schema";
import type { MgProduct } from "@/lib/domain/states";
import { countedDeliveries } from "./advertiser-figures";
import type { MgStatsFilter } from "./advertiser-stats";

export const EXTRACT_PAGE_SIZE = 10;
/** The CSV's ceiling: a year of a large client's purchases; the header says how many rows it holds. */
export const EXTRACT_CSV_CAP = 50_000;

export interface MgExtractRow {
  deliveryId: number;
  leadId: number;
  boughtAt: Date;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  postcode: string;
  city: string | null;
  product: MgProduct;
  webServiceName: string;
  priceCents: number;
}

export interface MgExtractPage {
  total: number;
  totalCents: number;
  page: number;
  pageSize: number;
  rows: MgExtractRow[];
}

/** The leads the advertiser bought in the range: accepted, real, not confirmed fraud; its own only. */
const boughtWhere = (clientId: number, f: MgStatsFilter) =>
  countedDeliveries(clientId, f.from, f.to, [
    eq(mgDeliveries.state, "accepted"),
    f.product ? eq(mgDeliveries.product, f.product) : undefined,
  ]);

function boughtRows(db: Db, clientId: number, f: MgStatsFilter) {
  return db
    .select({
      deliveryId: mgDeliveries.id,
      leadId: mgLeads.id,
      boughtAt: mgDeliveries.createdAt,
      firstname: mgLeads.firstname,
      lastname: mgLeads.lastname,
      email: mgLeads.email,
      phone: mgLeads.phone,
      postcode: mgLeads.postcode,
      city: mgLeads.city,
      product: mgDeliveries.product,
      webServiceName: mgWebServices.name,
      priceCents: mgDeliveries.priceCents,
    })
    .from(mgDeliveries)
    .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
    .innerJoin(mgWebServices, eq(mgWebServices.id, mgDeliveries.webServiceId))
    .where(boughtWhere(clientId, f))
    .orderBy(desc(mgDeliveries.createdAt), desc(mgDeliveries.id));
}

/** /mongustave/annonceur/extract-mer's preview: one page of 10, newest first, with the range's count and sum. */
export async function mgExtractPage(
  db: Db,
  clientId: number,
  f: MgStatsFilter & { page: number },
): Promise<MgExtractPage> {
  const [[count], rows] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        cents: sql<string>`coalesce(sum(${mgDeliveries.priceCents}), 0)`,
      })
      .from(mgDeliveries)
      .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
      .where(boughtWhere(clientId, f)),
    boughtRows(db, clientId, f)
      .limit(EXTRACT_PAGE_SIZE)
      .offset((f.page - 1) * EXTRACT_PAGE_SIZE),
  ]);
  return {
    total: count?.total ?? 0,
    totalCents: Number(count?.cents ?? 0),
    page: f.page,
    pageSize: EXTRACT_PAGE_SIZE,
    rows,
  };
}

/** Every bought lead of the range for the CSV (up to the cap). */
export function mgExtractForExport(db: Db, clientId: number, f: MgStatsFilter): Promise<MgExtractRow[]> {
  return boughtRows(db, clientId, f).limit(EXTRACT_CSV_CAP);
}
