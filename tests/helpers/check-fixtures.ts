import type { Db } from "@/lib/db";
import { createCheckClient } from "@/features/check/verification/server/clients";
import { parisDay } from "@/lib/domain/paris-time";
import { marketLeads, users } from "@/lib/db/schema";
import { addCategory } from "./market-fixtures";

/** A Weedo check client (an advertiser by default) with a known API key `key-<name>`. */
export async function addCheckClient(
  db: Db,
  name: string,
  opts: { law?: "an" | "af"; planMonthly?: number } = {},
): Promise<{ userId: number; clientId: number; apiKey: string }> {
  const [u] = await db
    .insert(users)
    .values({
      email: `${name}@check.test`,
      law: opts.law ?? "an",
      status: "active",
      firstName: "Client",
      lastName: name,
    })
    .returning({ id: users.id });
  const apiKey = `key-${name}`;
  const c = await createCheckClient(db, { userId: u!.id, name, apiKey, planMonthly: opts.planMonthly });
  return { userId: u!.id, clientId: c.id, apiKey };
}

let category: number | null = null;
let categoryDb: Db | null = null;

/** One lead in the marketplace stock (today). */
export async function addMarketLead(db: Db, lead: { email: string; phone: string }): Promise<void> {
  if (categoryDb !== db) {
    category = await addCategory(db, `Stock check ${Date.now()}`);
    categoryDb = db;
  }
  await db.insert(marketLeads).values({
    categoryId: category!,
    firstName: "Lea",
    lastName: "Stock",
    email: lead.email,
    phone: lead.phone,
    postcode: "75001",
    department: "75",
    day: parisDay(new Date()),
  });
}
