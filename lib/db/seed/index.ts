import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { hashPassword } from "@/lib/idp/local/password";
import type { Db } from "../client";
import {
  auditLog,
  balanceLedger,
  bankDetails,
  cartItems,
  giftAccounts,
  giftPoints,
  prepayments,
  users,
} from "../schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PASSWORDLESS_DEMO_ACCOUNTS } from "./demo-accounts";
import { spendDownToLowBalance } from "./low-balance";
import { CITIES, FIRST_NAMES, LAST_NAMES, SECTORS, SOCIETY_SUFFIXES, STREETS } from "./french";
import { seededRandom, type Random } from "./random";
import { demoSiren } from "./sirens";
import { seedMarketMoney } from "./market-money";
import { seedMarketStock } from "./market-stock";
import { seedMarketWebhooks } from "./market-webhooks";
import { seedMarketOrders, type SpendPlanEntry } from "./market-orders";
import { seedShellData } from "./shell-data";
import { seedAuditTrail } from "./audit-trail";
import { seedOiDocuments } from "./oi-documents";
import { seedPerfCreatives } from "./myaffil-creatives";
import { seedPerfLeads } from "./myaffil-leads";
import { seedBillingMonths } from "./billing-months";
import { seedInvoices } from "./invoices";
import { seedMemberStates } from "./member-states";
import { seedMonthlyReports } from "./monthly-reports";
import { seedDataContacts } from "./data-contacts";
import { seedStaffStats } from "./staff-stats";
import { seedInteractions } from "./interactions";
import { seedPush } from "./push";
import { seedCheck } from "./check";
import { seedMonGustave } from "./mongustave";
import { seedDataDeals } from "./data-deals";

export interface SeedOptions {
  /** The moment the demo data is laid out around (default: today, 00:00 UTC). */
  now?: Date;
  seed?: number;
  /** How many generated members beside the demo accounts. */
  members?: number;
  /** MyAffil leads over the last 90 days (default 3 000; the demo and e2e seed 50 000). */
  leads?: number;
}

const DAY = 86_400_000;

/** The default `now` of a seed: today, 00:00 UTC. */
export function startOfTodayUtc(): Date {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** A salt derived from the seed, so that two runs store the same hashes (demo data only). */
function demoSalt(seed: number): Uint8Array {
  return createHash("sha256").update(`weedo-demo-${seed}`).digest().subarray(0, 16);
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
}

export async function seed(db: Db, opts: SeedOptions = {}): Promise<{ users: number }> {
  const now = opts.now ?? startOfTodayUtc();
  const seedValue = opts.seed ?? 2026;
  const rnd = seededRandom(seedValue);
  const at = (daysAgo: number, r: Random = rnd) => new Date(now.getTime() - daysAgo * DAY - r.int(0, 86_399) * 1000);
  const passwordHash = await hashPassword(DEMO_PASSWORD, demoSalt(seedValue));

  await db.transaction(async (tx) => {
    const base = DEMO_ACCOUNTS.map((u, i) => {
      const place = rnd.pick(CITIES);
      return {
        ...u,
        passwordHash: PASSWORDLESS_DEMO_ACCOUNTS.has(u.email) ? null : passwordHash,
        phone: `+3361234${String(5600 + i).padStart(4, "0")}`,
        countryCode: "+33",
        address: `${rnd.int(1, 120)} ${rnd.pick(STREETS)}`,
        city: place.city,
        zipCode: place.zip,
        country: "FR",
        createdAt: at(400 - i),
        updatedAt: at(400 - i),
        approvedAt: u.status === "active" ? at(399 - i) : null,
      };
    });
    const generated = Array.from({ length: opts.members ?? 40 }, (_, i) => {
      const firstName = rnd.pick(FIRST_NAMES);
      const lastName = rnd.pick(LAST_NAMES);
      const place = rnd.pick(CITIES);
      const law = rnd.chance(0.5) ? ("an" as const) : ("af" as const);
      const status = rnd.chance(0.2) ? ("pending" as const) : ("active" as const);
      const created = at(rnd.int(1, 365));
      const slug = `${firstName}.${lastName}`
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase();
      return {
        id: 100 + i,
        email: `${slug}.${100 + i}@exemple.fr`,
        passwordHash,
        status,
        law,
        firstName,
        lastName,
        society: `${lastName} ${rnd.pick(SOCIETY_SUFFIXES)}`,
        siren: demoSiren(100 + i),
        idClienMyaffil: law === "an" ? 1000 + i : 2000 + i,
        idClienLeadmarket: law === "an" && rnd.chance(0.5) ? 3000 + i : 0,
        phone: `+3367${String(rnd.int(0, 9_999_999)).padStart(7, "0")}`,
        countryCode: "+33",
        address: `${rnd.int(1, 200)} ${rnd.pick(STREETS)}`,
        city: place.city,
        zipCode: place.zip,
        country: "FR",
        businessSector: rnd.pick(SECTORS),
        createdAt: created,
        updatedAt: created,
        approvedAt: status === "active" ? created : null,
      };
    });
    await tx.insert(users).values([...base, ...generated]);
    // Explicit ids leave the identity sequence behind: move it past them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);

    await tx.insert(bankDetails).values([
      {
        userId: 6,
        kind: "fr",
        accountOwner: "Leroy Médias",
        bankName: "Crédit Agricole",
        rib: "30006000011234567890189",
        updatedAt: at(300),
      },
      {
        userId: 7,
        kind: "intl",
        accountOwner: "Moreau Digital",
        bankName: "ING Belgique",
        iban: "BE71096123456769",
        swift: "BBRUBEBB",
        vatSubject: true,
        vatNumber: "BE0123456789",
        updatedAt: at(250),
      },
    ]);

    // annonceur@: three validated top-ups, one waiting, spending between them.
    const spendPlan: SpendPlanEntry[] = [];
    const advertisers = [4, 7, ...generated.filter((g) => g.idClienLeadmarket > 0).map((g) => g.id)];
    for (const userId of advertisers) {
      let daysAgo = 110; // the last top-up and its purchases fall within the dashboards' 30 days
      for (let k = 0; k < 3; k++) {
        const amountCents = rnd.int(10, 60) * 10_000;
        const created = at(daysAgo);
        const [p] = await tx
          .insert(prepayments)
          .values({
            userId,
            amountCents,
            method: rnd.chance(0.7) ? "transfer" : "card",
            reference: `VIR-${userId}-${k + 1}`,
            status: "validated",
            createdAt: created,
            decidedAt: created,
            decidedBy: 1,
          })
          .returning({ id: prepayments.id });
        await tx
          .insert(balanceLedger)
          .values({ userId, kind: "prepayment", amountCents, prepaymentId: p!.id, createdBy: 1, createdAt: created });
        // Spend most of it in lead purchases before the next top-up.
        const sales = rnd.int(5, 12);
        const spend = Math.floor((amountCents * rnd.int(60, 95)) / 100 / sales);
        // Real sales (leads, sales and their ledger debits) are laid out by seedMarketOrders.
        for (let s = 0; s < sales; s++)
          spendPlan.push({ userId, group: `${userId}-${k + 1}`, at: at(daysAgo - 1 - s), budgetCents: spend });
        daysAgo -= 45;
      }
      if (userId === 4 || rnd.chance(0.3)) {
        await tx.insert(prepayments).values({
          userId,
          amountCents: rnd.int(5, 30) * 10_000,
          method: "transfer",
          reference: `VIR-${userId}-attente`,
          status: "waiting",
          createdAt: at(2),
        });
      }
    }
    await tx
      .insert(balanceLedger)
      .values({ userId: 4, kind: "promo", amountCents: 5_000, reason: "Code promo BIENVENUE", createdAt: at(150) });

    const stock = await seedMarketStock(tx, rnd, at);
    await tx.insert(cartItems).values([
      { userId: 4, leadId: stock[0]!, saleType: "trio", createdAt: at(1) },
      { userId: 4, leadId: stock[1]!, saleType: "trio", createdAt: at(1) },
      { userId: 4, leadId: stock[2]!, saleType: "duo", createdAt: at(1) },
      { userId: 4, leadId: stock[3]!, saleType: "exclusive", createdAt: at(0) },
    ]);
    await seedMarketOrders(tx, rnd, at, spendPlan);

    await tx.insert(giftAccounts).values([
      { userId: 6, url: "https://cadeaux.weedo.test/boutique/editeur", createdAt: at(300) },
      { userId: 1, url: null, createdAt: at(300) },
    ]);
    await tx.insert(giftPoints).values(
      Array.from({ length: 12 }, (_, m) => ({
        userId: 6,
        points: rnd.int(50, 400),
        reason: `Points du mois ${m + 1}`,
        createdAt: at(30 * (12 - m)),
      })),
    );
    await tx.insert(giftPoints).values({ userId: 6, points: -500, reason: "Chèque cadeau", createdAt: at(20) });

    await spendDownToLowBalance(tx, new Date(now.getTime() - DAY));
    await tx
      .insert(auditLog)
      .values({ at: now, action: "seed", details: { seed: seedValue, members: generated.length } });
    const { legacyInvoices } = await seedShellData(tx, rnd, at);
    await seedOiDocuments(tx, now);
    await seedPerfCreatives(tx, rnd, at);
    await seedPerfLeads(tx, rnd, at, { leads: opts.leads ?? 3_000 });
    await seedBillingMonths(tx, now, seedValue);
    await seedMarketWebhooks(tx, rnd, at);
    await seedMarketMoney(tx, rnd, at);
    await seedInvoices(tx, now, legacyInvoices);
    await seedMonthlyReports(tx, now);
    await seedAuditTrail(tx, now, seedValue);
    await seedDataContacts(tx, now, seedValue);
    await seedStaffStats(tx, now, seedValue);
    await seedInteractions(tx, now, seedValue);
    await seedPush(tx, now, seedValue);
    await seedCheck(tx, now, seedValue);
    await seedMonGustave(tx, now, seedValue);
    await seedDataDeals(tx, now);
    await seedMemberStates(tx, now, seedValue, passwordHash);
  });

  return { users: DEMO_ACCOUNTS.length + (opts.members ?? 40) };
}
