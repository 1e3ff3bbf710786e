import type { Db } from "../client";
import { dataContacts, dataSuppressions } from "../schema";
import type { DataContactState, SuppressionChannel } from "@/lib/domain/states";
import { FIRST_NAMES, LAST_NAMES } from "./french";
import { seededRandom } from "./random";

const DAY = 86_400_000;
/** Opt-in sources (forms, contests, partners) and the theme each collects for. */
const SOURCES = [
  { source: "jeu-concours-noel", theme: "voyage" },
  { source: "comparateur-assurance", theme: "assurance" },
  { source: "newsletter-weedo", theme: "conso" },
  { source: "quiz-energie", theme: "energie" },
  { source: "partenaire-mutuelle", theme: "mutuelle" },
  { source: "simulateur-immo", theme: "immobilier" },
  { source: "coreg-auto", theme: "auto" },
] as const;
const DOMAINS = ["gmail.com", "orange.fr", "free.fr", "sfr.fr", "laposte.net", "hotmail.fr", "yahoo.fr", "outlook.fr"];
const CONSENT = (source: string, theme: string) =>
  `J'accepte de recevoir par e-mail les offres de Weedo et de ses partenaires (thème ${theme}), collectées via ${source}. Désinscription possible à tout moment.`;

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Weedo data's demo base (issue 14): `count` opt-in contacts over the last year, the pace growing
 * month after month, about 9% unsubscribed (each on the suppression list with the source it left
 * from, mostly by one click), 4% bounced, 2% invalid. Its own random stream: adding it moves no other
 * demo figure.
 */
export async function seedDataContacts(tx: Db, now: Date, seed: number, count = 4_000): Promise<number> {
  const rnd = seededRandom(seed + 14);
  const contacts: (typeof dataContacts.$inferInsert)[] = [];
  const suppressions: (typeof dataSuppressions.$inferInsert)[] = [];
  const seen = new Set<string>();
  while (contacts.length < count) {
    const first = ascii(rnd.pick(FIRST_NAMES));
    const last = ascii(rnd.pick(LAST_NAMES));
    const email = `${first}.${last}${rnd.chance(0.6) ? rnd.int(1, 999) : ""}@${rnd.pick(DOMAINS)}`;
    if (seen.has(email)) continue;
    seen.add(email);
    const { source, theme } = rnd.pick(SOURCES);
    // sqrt skews the consent dates toward today: the base grows faster lately.
    const daysAgo = Math.floor(365 * (1 - Math.sqrt(rnd.next())));
    const consentAt = new Date(now.getTime() - daysAgo * DAY - rnd.int(0, 86_399) * 1000);
    const roll = rnd.next();
    const state: DataContactState =
      roll < 0.09 ? "unsubscribed" : roll < 0.13 ? "bounced" : roll < 0.15 ? "invalid" : "active";
    const lastActivityAt = new Date(
      Math.min(now.getTime() - 3600_000, consentAt.getTime() + rnd.int(0, Math.max(1, daysAgo)) * DAY),
    );
    contacts.push({
      email,
      source,
      theme,
      consentAt,
      consentText: CONSENT(source, theme),
      lastActivityAt,
      confirmedAt: rnd.chance(0.7) ? new Date(consentAt.getTime() + rnd.int(60, 7200) * 1000) : null,
      state,
      createdAt: consentAt,
    });
    if (state === "unsubscribed" || state === "bounced") {
      const channel: SuppressionChannel =
        state === "bounced" ? "bounce" : rnd.pick(["one_click", "one_click", "one_click", "link", "admin"] as const);
      suppressions.push({ email, source, theme, channel, createdAt: lastActivityAt });
    }
  }
  for (let k = 0; k < contacts.length; k += 1000) await tx.insert(dataContacts).values(contacts.slice(k, k + 1000));
  for (let k = 0; k < suppressions.length; k += 1000)
    await tx.insert(dataSuppressions).values(suppressions.slice(k, k + 1000));
  return contacts.length;
}
