/** At most this many entries go into one CSV export (its x-row-count header says how many were written). */
export const AUDIT_CSV_CAP = 20_000;
