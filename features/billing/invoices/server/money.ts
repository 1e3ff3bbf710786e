/**
 * Invoice arithmetic, in integer cents. The rule (French practice, EN 16931 BR-CO-17 tolerance):
 * each line's HT is quantity × unit price; each line's VAT is HT × rate rounded to the nearest cent,
 * halves away from zero (0.5 ct → 1 ct, −0.5 ct → −1 ct); the invoice's HT, VAT and TTC are the sums
 * of its lines, so the lines always add up to the totals printed and exported.
 */

/** VAT 20 % in basis points. */
export const VAT_RATE_BP = 2000;

export interface LineInput {
  label: string;
  quantity: number;
  unitPriceCents: number;
}

export interface PricedLine extends LineInput {
  htCents: number;
  vatRateBp: number;
  vatCents: number;
}

export interface Totals {
  htCents: number;
  vatCents: number;
  ttcCents: number;
}

/** HT × rate, rounded to the cent, halves away from zero (integer arithmetic: no float drift). */
export function vatOf(htCents: number, rateBp = VAT_RATE_BP): number {
  if (!Number.isSafeInteger(htCents)) throw new RangeError("amount must be whole cents");
  const num = Math.abs(htCents) * rateBp;
  const q = Math.floor(num / 10_000);
  const rounded = num - q * 10_000 >= 5_000 ? q + 1 : q;
  return htCents < 0 ? -rounded : rounded;
}

export function priceLine(line: LineInput, rateBp = VAT_RATE_BP): PricedLine {
  if (!Number.isInteger(line.quantity) || line.quantity <= 0) throw new RangeError("quantity must be positive");
  if (!Number.isSafeInteger(line.unitPriceCents)) throw new RangeError("unit price must be whole cents");
  const htCents = line.quantity * line.unitPriceCents;
  return { ...line, htCents, vatRateBp: rateBp, vatCents: vatOf(htCents, rateBp) };
}

export function totalsOf(lines: readonly Pick<PricedLine, "htCents" | "vatCents">[]): Totals {
  const htCents = lines.reduce((s, l) => s + l.htCents, 0);
  const vatCents = lines.reduce((s, l) => s + l.vatCents, 0);
  return { htCents, vatCents, ttcCents: htCents + vatCents };
}

/**
 * A validated month line as invoice quantity and unit price: the valid leads at their unit price when
 * the amount divides exactly, else one line of the whole amount (HT must stay exact to the cent).
 */
export function asQuantity(amountCents: number, validLeads: number): { quantity: number; unitPriceCents: number } {
  if (validLeads > 0 && amountCents % validLeads === 0)
    return { quantity: validLeads, unitPriceCents: amountCents / validLeads };
  return { quantity: 1, unitPriceCents: amountCents };
}

/** Euros for display and exports ("1234.56"), from cents. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
