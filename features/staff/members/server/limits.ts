/** At most this many members go into one CSV export (its x-row-count header says how many were written). */
export const MEMBERS_CSV_CAP = 20_000;
