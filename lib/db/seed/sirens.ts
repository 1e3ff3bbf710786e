/**
 * A valid SIREN for the demo's account `n` (eight digits from 40000000 + n, then the Luhn key), so
 * that demo invoices carry a buyer SIREN the stand-in platform's directory routes. Derived from the
 * id, not drawn: the random sequence of the rest of the seed stays as it was.
 */
export function demoSiren(n: number): string {
  const body = String(40_000_000 + n).padStart(8, "0");
  for (let key = 0; key <= 9; key++) {
    const digits = `${body}${key}`;
    const sum = [...digits].reduce((acc, ch, i) => {
      const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
      return acc + (d > 9 ? d - 9 : d);
    }, 0);
    if (sum % 10 === 0) return digits;
  }
  throw new Error("unreachable: one key of ten completes a Luhn sum");
}

/** The demo advertiser whose invoices its buyer refuses on the stand-in platform (Perrin Énergies). */
export const DEMO_REFUSING_SIREN = demoSiren(5);
