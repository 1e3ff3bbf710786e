import {
  INTERACTION_KINDS,
  INTERACTION_OUTCOMES,
  type InteractionKind,
  type InteractionOutcome,
} from "@/lib/domain/states";

/** A kind code as its message key (an unknown code, from older data, reads as a note). */
export const kindKey = (k: string): `kinds.${InteractionKind}` =>
  `kinds.${(INTERACTION_KINDS as readonly string[]).includes(k) ? (k as InteractionKind) : "note"}`;

export const outcomeKey = (o: string): `outcomes.${InteractionOutcome}` =>
  `outcomes.${(INTERACTION_OUTCOMES as readonly string[]).includes(o) ? (o as InteractionOutcome) : "pending"}`;

/** The badge colour of an outcome. */
export const outcomeBadge = (o: string) =>
  o === "positive"
    ? "badge-success"
    : o === "negative"
      ? "badge-danger"
      : o === "no_answer"
        ? "badge-warning"
        : "badge-neutral";
