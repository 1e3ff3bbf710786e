import type { mgLeads } from "../schema";
import type { MgProduct } from "@/lib/domain/states";
import { CITIES, FIRST_NAMES, LAST_NAMES } from "./french";
import type { Random } from "./random";

/** A Mon Gustave lead before it gets its id (ids follow the time order once every lead is drawn). */
export type LeadDraft = Omit<typeof mgLeads.$inferInsert, "id"> & { createdAt: Date };

/** Mon Gustave's acquisition cost of a request by product, in cents (media and forms: 3 to 12 €). */
const COST: Record<MgProduct, [number, number]> = {
  assurance_auto: [500, 900],
  assurance_habitation: [300, 700],
  mutuelle: [600, 1_100],
  energie: [300, 500],
  credit_conso: [800, 1_200],
  rachat_credit: [900, 1_200],
};

export const SOURCES = [
  "mongustave.fr",
  "mongustave.fr",
  "mongustave.fr/comparateur",
  "partenaire-devis-malin",
  "facebook-lead-ads",
  "google-ads",
  "coreg-weedo",
] as const;

const DOMAINS = ["gmail.com", "gmail.com", "orange.fr", "free.fr", "sfr.fr", "laposte.net", "hotmail.fr", "yahoo.fr"];
/** French residential ISPs' address blocks (first octet). */
const IP_BLOCKS = [78, 82, 86, 88, 90, 92, 109, 176];
/** The landline prefix of each demo city's region (01 Île-de-France … 05 south-west). */
export const LANDLINE_OF: Record<string, string> = {
  "75": "01",
  "69": "04",
  "13": "04",
  "31": "05",
  "44": "02",
  "33": "05",
  "59": "03",
  "35": "02",
  "67": "03",
};

export const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

const digits = (rnd: Random, n: number) => Array.from({ length: n }, () => rnd.int(0, 9)).join("");
export const mobile = (rnd: Random) => `0${rnd.chance(0.7) ? 6 : 7}${digits(rnd, 8)}`;
export const landline = (rnd: Random, prefix: string) => `${prefix}${digits(rnd, 8)}`;
export const ipAddress = (rnd: Random) =>
  `${rnd.pick(IP_BLOCKS)}.${rnd.int(0, 255)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`;
export function deviceId(rnd: Random): string {
  const h = Array.from({ length: 32 }, () => rnd.int(0, 15).toString(16)).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}

/** An ordinary request: a French identity whose phone (mobile, or the region's landline) fits the postcode. */
export function person(rnd: Random, product: MgProduct, createdAt: Date, domain?: string): LeadDraft {
  const firstname = rnd.pick(FIRST_NAMES);
  const lastname = rnd.pick(LAST_NAMES);
  const place = rnd.pick(CITIES);
  const [low, high] = COST[product];
  return {
    product,
    source: rnd.pick(SOURCES),
    firstname,
    lastname,
    email: `${ascii(firstname)}.${ascii(lastname)}${rnd.chance(0.7) ? rnd.int(1, 9_999) : ""}@${domain ?? rnd.pick(DOMAINS)}`,
    phone: rnd.chance(0.8) ? mobile(rnd) : landline(rnd, LANDLINE_OF[place.zip.slice(0, 2)] ?? "01"),
    postcode: place.zip,
    city: place.city,
    ip: ipAddress(rnd),
    deviceId: deviceId(rnd),
    costCents: rnd.int(low, high),
    createdAt,
  };
}
