/**
 * What a live page (/temps-reel/*) shows: the shape of lib/realtime/window.ts's figures, as the
 * first screen's GraphQL read and the stream's snapshots carry them.
 */
export interface LiveFigures {
  leadsIn: number;
  sold: number;
  refused: number;
  revenueCents: number;
}
export interface LiveMinuteRow extends LiveFigures {
  at: string;
}
export interface LiveGroupRow extends LiveFigures {
  id: string | number;
  name: string;
}

/** The live pages; each names its messages (realtime.<variant>) and the field its groups are in. */
export const LIVE_VARIANTS = { market: "categories", mongustave: "products" } as const;
export type LiveVariant = keyof typeof LIVE_VARIANTS;

export type LiveSnapshot = {
  asOf: string;
  totals: LiveFigures;
  minutes: LiveMinuteRow[];
} & { [K in (typeof LIVE_VARIANTS)[LiveVariant]]?: LiveGroupRow[] };
