import type fr from "@/messages/fr";
import type { Locale } from "@/lib/constants";

/** The shape of a catalogue: the French one is the reference, English must match it key for key. */
export type Catalogue = typeof fr;
export type Namespace = keyof Catalogue;

const loaded = new Map<Locale, Promise<Catalogue>>();

/**
 * The whole catalogue of a language, merged from its per-namespace files once per process:
 * the files never change at run time, so every request shares the same object (and the
 * client providers pick from it by reference).
 */
export function catalogue(locale: Locale): Promise<Catalogue> {
  let found = loaded.get(locale);
  if (!found) {
    found = (locale === "en" ? import("@/messages/en") : import("@/messages/fr")).then((m) => m.default);
    loaded.set(locale, found);
  }
  return found;
}
