import { asc, eq } from "drizzle-orm";
import {
  DEFAULT_INVALIDATION_POLICY,
  INVALIDATION_POLICY_KEY,
  INVALIDATION_REASON_VALUES,
} from "@/lib/validation/invalidation";
import type { Db } from "../client";
import { balanceLedger, marketInvalidations, marketSales, marketSettings } from "../schema";
import type { Random } from "./random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type At = (daysAgo: number, r?: Random) => Date;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ADVERTISER = 4;
const ADMIN = 1;

const COMMENTS = [
  "Le numéro ne répond jamais.",
  "Le prospect dit n'avoir rien demandé.",
  "Numéro inexistant.",
  "",
  "Rappelé trois fois sans succès.",
  "Refusé par notre web service (doublon).",
];
const NOTES: Record<string, string> = {
  valid: "Lead joignable après vérification : valide.",
  accepted: "Numéro non attribué confirmé, remboursé.",
  refused: "Demande hors délai de la politique d'invalidation.",
};

/**
 * The invalidation policy and invalidation requests of annonceur@ in each outcome, on its seeded
 * sales (accepted ones with their ledger refund). Without sales, only the policy is written.
 */
export async function seedMarketMoney(tx: Tx, rnd: Random, at: At): Promise<void> {
  await tx
    .insert(marketSettings)
    .values({ key: INVALIDATION_POLICY_KEY, value: DEFAULT_INVALIDATION_POLICY, updatedAt: at(60) });

  const sales = await tx
    .select({
      id: marketSales.id,
      createdAt: marketSales.createdAt,
      priceCents: marketSales.priceCents,
      leadId: marketSales.leadId,
    })
    .from(marketSales)
    .where(eq(marketSales.userId, ADVERTISER))
    .orderBy(asc(marketSales.createdAt), asc(marketSales.id));
  if (sales.length === 0) return;

  // Spread over the history, mostly on older purchases so that the advertiser's 30-day return rate
  // stays under the policy's maximum (it can still ask for invalidations in the demo).
  const outcomes = [
    "refused",
    "accepted",
    "valid",
    "accepted",
    "refused",
    "valid",
    "being_processed",
    "being_processed",
  ] as const;
  const plan: { sale: (typeof sales)[number]; outcome: (typeof outcomes)[number] }[] = [];
  const used = new Set<number>();
  outcomes.forEach((outcome, i) => {
    const index =
      outcome === "being_processed"
        ? sales.length - 1 - (i - 6) * 2
        : Math.floor((i * sales.length) / (outcomes.length + 2));
    const sale = sales[index];
    if (!sale || used.has(sale.id)) return;
    used.add(sale.id);
    plan.push({ sale, outcome });
  });

  for (const { sale, outcome } of plan) {
    // Open requests came in just after their (recent) purchase; decided ones a day or so later.
    const delay = outcome === "being_processed" ? rnd.int(5, 30) * MINUTE : rnd.int(2, 40) * HOUR;
    const createdAt = new Date(new Date(sale.createdAt).getTime() + delay);
    const decided = outcome !== "being_processed";
    const decidedAt = decided ? new Date(createdAt.getTime() + rnd.int(4, 48) * HOUR) : null;
    const reason = rnd.pick(INVALIDATION_REASON_VALUES);
    const [inv] = await tx
      .insert(marketInvalidations)
      .values({
        saleId: sale.id,
        userId: ADVERTISER,
        reason,
        comment: rnd.pick(COMMENTS),
        outcome,
        decisionNote: decided ? NOTES[outcome] : null,
        decidedBy: decided ? ADMIN : null,
        decidedAt,
        createdAt,
      })
      .returning({ id: marketInvalidations.id });
    if (outcome === "accepted")
      await tx.insert(balanceLedger).values({
        userId: ADVERTISER,
        kind: "refund",
        amountCents: Number(sale.priceCents),
        saleId: sale.id,
        invalidationId: inv!.id,
        reason: `Lead #${sale.leadId} dévalidé`,
        createdBy: ADMIN,
        createdAt: decidedAt!,
      });
  }
}
