import type { Db } from "../client";
import { marketCategories, marketLeads } from "../schema";
import { CITIES, FIRST_NAMES, LAST_NAMES } from "./french";
import type { Random } from "./random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const CATEGORIES = [
  { name: "Assurance santé", icon: "heart-pulse", priceExclusiveCents: 3_500, priceDuoCents: 2_200, priceTrioCents: 1_500 },
  { name: "Panneaux solaires", icon: "sun", priceExclusiveCents: 6_000, priceDuoCents: 3_800, priceTrioCents: 2_600 },
  { name: "Rachat de crédit", icon: "landmark", priceExclusiveCents: 4_500, priceDuoCents: 2_900, priceTrioCents: 2_000 },
];

const parisDay = (d: Date) => d.toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

/** Marketplace categories and stock leads (the carts of the demo accounts point at them). */
export async function seedMarketStock(tx: Tx, rnd: Random, at: (daysAgo: number) => Date, leads = 200): Promise<number[]> {
  const categories = await tx.insert(marketCategories).values(CATEGORIES.map((c) => ({ ...c, createdAt: at(200) }))).returning({ id: marketCategories.id });
  const rows = Array.from({ length: leads }, (_, i) => {
    const place = rnd.pick(CITIES);
    const firstName = rnd.pick(FIRST_NAMES);
    const lastName = rnd.pick(LAST_NAMES);
    const createdAt = at(rnd.int(0, 29));
    return {
      categoryId: categories[i % categories.length]!.id,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${i}@exemple.test`.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, ""),
      phone: `+336${String(10_000_000 + i * 7919).slice(0, 8)}`,
      postcode: place.zip,
      department: place.zip.slice(0, 2),
      age: rnd.int(18, 80),
      createdAt,
      day: parisDay(createdAt),
    };
  });
  const inserted = await tx.insert(marketLeads).values(rows).returning({ id: marketLeads.id });
  return inserted.map((r) => r.id);
}
