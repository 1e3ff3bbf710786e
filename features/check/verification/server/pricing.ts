import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkPriceTiers } from "@/lib/db/schema";
import type { CheckName } from "@/lib/domain/states";

export interface PriceTier {
  id: number;
  check: CheckName;
  minVolume: number;
  perThousandCents: number;
}

export interface Quote {
  volume: number;
  /** Per check: the tier that applies at this volume (null: the grid has no price for it, free). */
  lines: { check: CheckName; minVolume: number | null; perThousandCents: number; monthlyCents: number }[];
  perThousandCents: number;
  monthlyCents: number;
}

/**
 * The price of a monthly volume for the chosen checks, from the grid: for each check the tier with
 * the highest threshold not above the volume (the whole volume at that tier's rate), and the month's
 * total rounded to the cent. A pure function: the calculator and the consumption's billing share it.
 */
export function quote(tiers: readonly PriceTier[], volume: number, checks: readonly CheckName[]): Quote {
  const lines = [...new Set(checks)].map((check) => {
    let best: PriceTier | null = null;
    for (const t of tiers)
      if (t.check === check && t.minVolume <= volume && (!best || t.minVolume > best.minVolume)) best = t;
    const perThousandCents = best?.perThousandCents ?? 0;
    return {
      check,
      minVolume: best?.minVolume ?? null,
      perThousandCents,
      monthlyCents: Math.round((volume * perThousandCents) / 1000),
    };
  });
  const perThousandCents = lines.reduce((s, l) => s + l.perThousandCents, 0);
  return { volume, lines, perThousandCents, monthlyCents: Math.round((volume * perThousandCents) / 1000) };
}

export async function priceGrid(db: Db): Promise<PriceTier[]> {
  return db
    .select({
      id: checkPriceTiers.id,
      check: checkPriceTiers.check,
      minVolume: checkPriceTiers.minVolume,
      perThousandCents: checkPriceTiers.perThousandCents,
    })
    .from(checkPriceTiers)
    .orderBy(asc(checkPriceTiers.check), asc(checkPriceTiers.minVolume));
}

/** Sets a tier's price (a new tier when the check has none from that volume). */
export async function setPriceTier(
  db: Db,
  input: { check: CheckName; minVolume: number; perThousandCents: number },
): Promise<void> {
  await db
    .insert(checkPriceTiers)
    .values(input)
    .onConflictDoUpdate({
      target: [checkPriceTiers.check, checkPriceTiers.minVolume],
      set: { perThousandCents: input.perThousandCents, updatedAt: new Date() },
    });
}

export async function deletePriceTier(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(checkPriceTiers).where(eq(checkPriceTiers.id, id)).returning({ id: checkPriceTiers.id });
  return rows.length > 0;
}
