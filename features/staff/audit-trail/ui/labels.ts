import type { getTranslations } from "next-intl/server";

type Translator = Awaited<ReturnType<typeof getTranslations<"auditTrail">>>;

/**
 * An action's or entity type's label: the trail keeps codes (older entries and new domains may
 * write codes this screen has no words for yet), so an unknown code is shown readable rather than
 * hidden or failing.
 */
export function labelOf(t: Translator, group: "actions" | "entities" | "laws", code: string): string {
  const key = `${group}.${code}` as Parameters<Translator>[0];
  return t.has(key) ? t(key) : code.replace(/_/g, " ");
}
