import { createHash } from "node:crypto";
import type { Db } from "../client";
import { marketCategories, marketLeads, marketSources, type CategoryField } from "../schema";
import { FIRST_NAMES, LAST_NAMES } from "./french";
import type { Random } from "./random";
import { parisDay } from "@/lib/domain/paris-time";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The marketplace catalogue and its stock. The first three categories keep their order (the order
 * seed names its filters after them); the sixth is switched off.
 */
const CATEGORIES: Array<{
  name: string;
  icon: string;
  description: string;
  prices: [number, number, number];
  active?: boolean;
  weight: number;
  fields: CategoryField[];
}> = [
  {
    name: "Assurance santé",
    icon: "heart-pulse",
    description: "Particuliers qui comparent les mutuelles santé : régime, foyer et couverture actuelle.",
    prices: [3_500, 2_200, 1_500],
    weight: 30,
    fields: [
      {
        key: "regime",
        label: "Régime",
        type: "select",
        options: ["Salarié", "TNS", "Retraité", "Étudiant"],
        required: true,
      },
      { key: "nb_personnes", label: "Personnes à couvrir", type: "number" },
      { key: "mutuelle_actuelle", label: "A déjà une mutuelle", type: "boolean" },
    ],
  },
  {
    name: "Panneaux solaires",
    icon: "sun",
    description: "Propriétaires de maison intéressés par une installation photovoltaïque.",
    prices: [6_000, 3_800, 2_600],
    weight: 22,
    fields: [
      { key: "proprietaire", label: "Propriétaire", type: "boolean", required: true },
      {
        key: "type_logement",
        label: "Type de logement",
        type: "select",
        options: ["Maison", "Appartement"],
        required: true,
      },
      { key: "facture_mensuelle", label: "Facture d'électricité mensuelle (€)", type: "number" },
    ],
  },
  {
    name: "Rachat de crédit",
    icon: "landmark",
    description: "Emprunteurs qui souhaitent regrouper leurs crédits en une seule mensualité.",
    prices: [4_500, 2_900, 2_000],
    weight: 18,
    fields: [
      { key: "montant_credits", label: "Montant des crédits (€)", type: "number", required: true },
      {
        key: "situation",
        label: "Situation professionnelle",
        type: "select",
        options: ["CDI", "CDD", "Indépendant", "Retraité"],
        required: true,
      },
      { key: "proprietaire", label: "Propriétaire", type: "boolean" },
    ],
  },
  {
    name: "Pompe à chaleur",
    icon: "thermometer",
    description: "Remplacement d'un chauffage fioul, gaz ou électrique par une pompe à chaleur.",
    prices: [5_500, 3_500, 2_400],
    weight: 15,
    fields: [
      {
        key: "chauffage_actuel",
        label: "Chauffage actuel",
        type: "select",
        options: ["Fioul", "Gaz", "Électrique", "Bois"],
        required: true,
      },
      { key: "surface", label: "Surface (m²)", type: "number" },
      { key: "proprietaire", label: "Propriétaire", type: "boolean", required: true },
    ],
  },
  {
    name: "Assurance obsèques",
    icon: "flower-2",
    description: "Seniors qui préparent le financement de leurs obsèques.",
    prices: [2_800, 1_800, 1_200],
    weight: 10,
    fields: [
      {
        key: "capital",
        label: "Capital souhaité",
        type: "select",
        options: ["3 000 €", "5 000 €", "8 000 €"],
        required: true,
      },
      { key: "en_couple", label: "En couple", type: "boolean" },
    ],
  },
  {
    name: "Défiscalisation",
    icon: "piggy-bank",
    description: "Contribuables qui cherchent à réduire leur impôt (Pinel, PER, Girardin).",
    prices: [7_000, 4_500, 3_000],
    active: false,
    weight: 5,
    fields: [
      {
        key: "impot_annuel",
        label: "Impôt annuel",
        type: "select",
        options: ["< 2 500 €", "2 500 – 5 000 €", "> 5 000 €"],
        required: true,
      },
      { key: "statut", label: "Statut", type: "select", options: ["Salarié", "Cadre", "Profession libérale"] },
    ],
  },
];

/** Postcodes the leads come from (mainland, Corsica, overseas), with their departments. */
const PLACES = [
  ["75011", "75"],
  ["75015", "75"],
  ["92100", "92"],
  ["93200", "93"],
  ["94300", "94"],
  ["78000", "78"],
  ["91300", "91"],
  ["95100", "95"],
  ["69003", "69"],
  ["13006", "13"],
  ["13100", "13"],
  ["31000", "31"],
  ["44000", "44"],
  ["33000", "33"],
  ["59000", "59"],
  ["35000", "35"],
  ["67000", "67"],
  ["06000", "06"],
  ["34000", "34"],
  ["38000", "38"],
  ["76000", "76"],
  ["21000", "21"],
  ["45000", "45"],
  ["64100", "64"],
  ["20000", "2A"],
  ["20200", "2B"],
  ["97400", "974"],
  ["97200", "972"],
] as const;

/** Demo intake partners; their API keys are demo secrets (documented in the README), `wm_demo_<slug>`. */
export const DEMO_SOURCES = [
  { slug: "leadflow", name: "LeadFlow Média", costCents: 450, active: true, weight: 5 },
  { slug: "comparateur", name: "Comparateur Plus", costCents: 800, active: true, weight: 4 },
  { slug: "social-ads", name: "Social Ads Partenaires", costCents: 300, active: false, weight: 1 },
] as const;
export const demoSourceKey = (slug: string) => `wm_demo_${slug}`;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

const slugOf = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z]/g, "");

function fieldValue(rnd: Random, f: CategoryField): string | number | boolean | undefined {
  if (!f.required && rnd.chance(0.2)) return undefined;
  switch (f.type) {
    case "select":
      return rnd.pick(f.options ?? [""]);
    case "boolean":
      return rnd.chance(0.7);
    case "number":
      return f.key === "nb_personnes"
        ? rnd.int(1, 5)
        : f.key === "surface"
          ? rnd.int(6, 30) * 10
          : f.key === "facture_mensuelle"
            ? rnd.int(6, 40) * 5
            : rnd.int(10, 120) * 1_000;
    default:
      return undefined;
  }
}

/**
 * Marketplace categories, intake sources and a few thousand stock leads over 60 days (batched).
 * Leads collected more than 33 days ago and never sold are aged out (unsold). Returns the lead ids
 * in insertion order: the first ones are recent, available leads (the demo carts point at them).
 */
export async function seedMarketStock(
  tx: Tx,
  rnd: Random,
  at: (daysAgo: number) => Date,
  leads = 3_000,
): Promise<number[]> {
  const categories = await tx
    .insert(marketCategories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.name,
        icon: c.icon,
        description: c.description,
        fields: c.fields,
        priceExclusiveCents: c.prices[0],
        priceDuoCents: c.prices[1],
        priceTrioCents: c.prices[2],
        active: c.active ?? true,
        createdAt: at(200 - i * 10),
      })),
    )
    .returning({ id: marketCategories.id });
  const sources = await tx
    .insert(marketSources)
    .values(
      DEMO_SOURCES.map((s, i) => ({
        name: s.name,
        apiKeyHash: sha256(demoSourceKey(s.slug)),
        costCents: s.costCents,
        active: s.active,
        createdAt: at(180 - i * 20),
      })),
    )
    .returning({ id: marketSources.id });

  const catWeights = CATEGORIES.flatMap((c, i) => Array.from({ length: c.weight }, () => i));
  const srcWeights = DEMO_SOURCES.flatMap((s, i) => Array.from({ length: s.weight }, () => i));
  const ids: number[] = [];
  for (let start = 0; start < leads; start += 500) {
    const rows = Array.from({ length: Math.min(500, leads - start) }, (_, k) => {
      const i = start + k;
      // The first 40 are fresh (the carts' leads); then a flow growing over the last 60 days.
      const daysAgo = i < 40 ? rnd.int(0, 4) : Math.min(59, Math.floor(60 * Math.pow(rnd.next(), 1.3)));
      const c = i < 40 ? i % 3 : rnd.pick(catWeights);
      const [postcode, department] = rnd.pick(PLACES);
      const firstName = rnd.pick(FIRST_NAMES);
      const lastName = rnd.pick(LAST_NAMES);
      const createdAt = at(daysAgo);
      const fields = Object.fromEntries(
        CATEGORIES[c]!.fields.flatMap((f) => {
          const v = fieldValue(rnd, f);
          return v === undefined ? [] : [[f.key, v]];
        }),
      );
      return {
        categoryId: categories[c]!.id,
        sourceId: sources[rnd.pick(srcWeights)]!.id,
        firstName,
        lastName,
        email: `${slugOf(firstName)}.${slugOf(lastName)}.${i}@exemple.test`,
        // Valid French mobiles, distinct per lead.
        phone: `+336${String(10_000_000 + ((i * 7_919) % 89_999_999)).padStart(8, "0")}`,
        postcode,
        department,
        age: rnd.chance(0.9) ? rnd.int(c === 4 ? 55 : 20, c === 4 ? 85 : 75) : null,
        fields,
        state: daysAgo > 33 && rnd.chance(0.8) ? ("unsold" as const) : ("available" as const),
        createdAt,
        day: parisDay(createdAt),
      };
    });
    const inserted = await tx.insert(marketLeads).values(rows).returning({ id: marketLeads.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
