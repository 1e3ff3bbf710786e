type Loose = { has(key: string): boolean; (key: string): string };

/**
 * A message whose key is only known at run time (an error code, a check's detail), or `fallback` when
 * the catalogue has no such key: the server may send codes this screen has no words for yet.
 */
export function textOr<T extends { has: (key: never) => boolean }>(t: T, key: string, fallback: string): string {
  const loose = t as unknown as Loose;
  return loose.has(key) ? loose(key) : fallback;
}

/** A check result's detail as the screens show it: its translation, or the code itself (country_BE…). */
export const detailText = <T extends { has: (key: never) => boolean }>(t: T, detail: string) =>
  textOr(t, `details.${detail}`, detail);

export const VERDICT_CLASS: Record<string, string> = {
  valid: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  risky: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  invalid: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

/**
 * A server query's data as plain objects: the in-process GraphQL execution answers objects without a
 * prototype, which React refuses to pass to client components.
 */
export const plain = <T>(data: T): T => JSON.parse(JSON.stringify(data)) as T;
