/** The Europe/Paris calendar day of a moment, as YYYY-MM-DD (the roll-up key). */
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function parisDay(at: Date): string {
  return PARIS_DAY.format(at);
}

/** The first day (YYYY-MM-01) of the Paris month of a moment. */
export function parisMonth(at: Date): string {
  return `${parisDay(at).slice(0, 7)}-01`;
}
