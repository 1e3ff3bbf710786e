/** The most rows one CSV export of the push delivery log holds (a filter narrows it). */
export const PUSH_CSV_CAP = 10_000;
