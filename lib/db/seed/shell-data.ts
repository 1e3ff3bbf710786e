import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../client";
import {
  cartItems,
  oiDocuments,
  myaffilApplications,
  myaffilCampaigns,
  myaffilPrograms,
  type ApplicationState,
  type BillingPlatform,
  type RecordState,
  type RemunerationModel,
  users,
} from "../schema";
import { SECTORS } from "./french";
import { seededRandom, type Random } from "./random";
import { parisDay } from "@/lib/domain/paris-time";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type At = (daysAgo: number, r?: Random) => Date;
type Validation = "pending" | "validated";

interface ProgramSeed {
  key: string;
  client: number;
  name: string;
  state: RecordState;
  validation: Validation;
  campaigns: number;
  daysAgo: number;
}

/** The demo advertisers' programs: annonceur@ (501), annonceur.perf@ (502), multi@ as advertiser (503). */
const DEMO_PROGRAMS: ProgramSeed[] = [
  {
    key: "auto",
    client: 501,
    name: "Assurance auto — devis en ligne",
    state: "valide",
    validation: "validated",
    campaigns: 3,
    daysAgo: 320,
  },
  {
    key: "sante",
    client: 501,
    name: "Mutuelle santé seniors",
    state: "valide",
    validation: "validated",
    campaigns: 2,
    daysAgo: 260,
  },
  {
    key: "habitation",
    client: 501,
    name: "Assurance habitation jeunes actifs",
    state: "pause",
    validation: "validated",
    campaigns: 1,
    daysAgo: 200,
  },
  {
    key: "animaux",
    client: 501,
    name: "Assurance chiens et chats",
    state: "valide",
    validation: "validated",
    campaigns: 1,
    daysAgo: 150,
  },
  {
    key: "gav",
    client: 501,
    name: "Garantie accidents de la vie",
    state: "supprime",
    validation: "validated",
    campaigns: 1,
    daysAgo: 280,
  },
  {
    key: "obseques",
    client: 501,
    name: "Prévoyance obsèques",
    state: "pause",
    validation: "pending",
    campaigns: 1,
    daysAgo: 6,
  },
  {
    key: "emprunteur",
    client: 501,
    name: "Assurance emprunteur",
    state: "pause",
    validation: "pending",
    campaigns: 0,
    daysAgo: 3,
  },
  {
    key: "electricite",
    client: 502,
    name: "Offre électricité verte",
    state: "valide",
    validation: "validated",
    campaigns: 2,
    daysAgo: 240,
  },
  {
    key: "pac",
    client: 502,
    name: "Pompe à chaleur — prime énergie",
    state: "pause",
    validation: "pending",
    campaigns: 1,
    daysAgo: 4,
  },
  {
    key: "formation",
    client: 503,
    name: "Formation développeur web",
    state: "valide",
    validation: "validated",
    campaigns: 1,
    daysAgo: 180,
  },
];

/** editeur@ (801) has applications in every state; multi@ as publisher (802) and ancien@ (804) a few. */
const DEMO_APPLICATIONS: { publisher: number; program: string; state: ApplicationState; daysAgo: number }[] = [
  { publisher: 801, program: "auto", state: "accepted", daysAgo: 300 },
  { publisher: 801, program: "habitation", state: "accepted", daysAgo: 190 },
  { publisher: 801, program: "formation", state: "accepted", daysAgo: 170 },
  { publisher: 801, program: "gav", state: "accepted", daysAgo: 270 },
  { publisher: 801, program: "sante", state: "being_verified", daysAgo: 2 },
  { publisher: 801, program: "electricite", state: "being_verified", daysAgo: 1 },
  { publisher: 801, program: "animaux", state: "refused", daysAgo: 120 },
  { publisher: 802, program: "auto", state: "accepted", daysAgo: 150 },
  { publisher: 802, program: "electricite", state: "being_verified", daysAgo: 5 },
  { publisher: 804, program: "auto", state: "accepted", daysAgo: 380 },
];

const DEMO_OIS: { user: number; program: string; status: "to_sign" | "signed" | "processed"; daysAgo: number }[] = [
  { user: 4, program: "auto", status: "processed", daysAgo: 318 },
  { user: 4, program: "sante", status: "signed", daysAgo: 9 },
  { user: 4, program: "obseques", status: "to_sign", daysAgo: 5 },
  { user: 4, program: "emprunteur", status: "to_sign", daysAgo: 2 },
  { user: 5, program: "electricite", status: "processed", daysAgo: 238 },
  { user: 5, program: "pac", status: "to_sign", daysAgo: 3 },
  { user: 7, program: "formation", status: "signed", daysAgo: 4 },
];

/** [client id, platform, invoices waiting, invoices paid] of the demo advertisers. */
const DEMO_INVOICES: [number, BillingPlatform, number, number][] = [
  [501, "perf", 2, 4],
  [601, "coreg", 1, 2],
  [701, "market", 1, 2],
  [502, "perf", 1, 2],
  [602, "coreg", 0, 1],
  [503, "perf", 0, 1],
  [603, "coreg", 1, 0],
];

/** What the demo programs offer: theme, model, price and payout (HT cents), access, broadcast types. */
interface ProgramDetail {
  theme: string;
  model: RemunerationModel;
  price: number;
  payout: number;
  access: "open" | "on_approval";
  broadcast: string[];
  pitch: string;
}

const DEMO_DETAILS: Record<string, ProgramDetail> = {
  auto: {
    theme: "assurance",
    model: "CPL",
    price: 1800,
    payout: 1200,
    access: "on_approval",
    broadcast: ["email_marketing", "lead_generation", "native"],
    pitch: "Comparateur de devis d'assurance auto en ligne : le prospect reçoit trois offres en deux minutes.",
  },
  sante: {
    theme: "mutuelle",
    model: "CPL",
    price: 2400,
    payout: 1600,
    access: "on_approval",
    broadcast: ["email_marketing", "mailing", "lead_generation"],
    pitch: "Mutuelle santé pour les plus de 60 ans, sans questionnaire médical.",
  },
  habitation: {
    theme: "assurance",
    model: "CPL",
    price: 1200,
    payout: 800,
    access: "on_approval",
    broadcast: ["email_marketing", "social_network"],
    pitch: "Assurance habitation pour locataires et jeunes propriétaires, souscription 100 % en ligne.",
  },
  animaux: {
    theme: "animaux",
    model: "CPL",
    price: 1500,
    payout: 1000,
    access: "on_approval",
    broadcast: ["email_marketing", "native", "social_network"],
    pitch: "Assurance santé pour chiens et chats, remboursement jusqu'à 90 % des frais vétérinaires.",
  },
  gav: {
    theme: "assurance",
    model: "CPA",
    price: 4500,
    payout: 3000,
    access: "on_approval",
    broadcast: ["email_marketing"],
    pitch: "Garantie accidents de la vie pour toute la famille.",
  },
  obseques: {
    theme: "retraite",
    model: "CPL",
    price: 2000,
    payout: 1300,
    access: "on_approval",
    broadcast: ["mailing", "email_marketing"],
    pitch: "Contrat obsèques en capital ou en prestations, sans avance de frais pour les proches.",
  },
  emprunteur: {
    theme: "credit",
    model: "CPL",
    price: 3000,
    payout: 0,
    access: "on_approval",
    broadcast: ["lead_generation"],
    pitch: "Délégation d'assurance de prêt immobilier : jusqu'à 50 % d'économies.",
  },
  electricite: {
    theme: "energie",
    model: "CPA",
    price: 3500,
    payout: 2500,
    access: "on_approval",
    broadcast: ["email_marketing", "native", "push_notification"],
    pitch: "Offre d'électricité 100 % renouvelable, prix fixe deux ans.",
  },
  pac: {
    theme: "panneaux_solaires",
    model: "CPL",
    price: 4000,
    payout: 0,
    access: "on_approval",
    broadcast: ["lead_generation", "sms"],
    pitch: "Installation de pompes à chaleur avec primes énergie déduites du devis.",
  },
  formation: {
    theme: "formation",
    model: "CPL",
    price: 2200,
    payout: 1500,
    access: "open",
    broadcast: ["email_marketing", "social_network", "content_influence"],
    pitch: "Formation de développeur web en douze semaines, finançable par le CPF.",
  },
};

const PRODUCT_THEMES: Record<(typeof PRODUCTS)[number], string> = {
  "Rachat de crédit": "credit",
  "Panneaux solaires": "panneaux_solaires",
  "Fibre optique": "telecoms",
  "Isolation des combles": "travaux_renovation",
  "Compte pro en ligne": "banque",
  "Permis de conduire": "automobile",
  "Alarme maison": "maison_jardin",
};

const CONDITIONS = [
  "Lead valide : formulaire complet, numéro joignable et prospect majeur résidant en France.",
  "Trafic incentive interdit. Pas d'enchère sur la marque ni sur ses variantes.",
  "Envois e-mail sur bases opt-in uniquement, avec le lien de désinscription de l'annonceur.",
  "Doublons de moins de 30 jours refusés. Validation des leads sous 15 jours.",
];

const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

const CAMPAIGN_KINDS = ["Emailing", "Display", "Native", "Co-registration", "SMS"] as const;
const PRODUCTS = [
  "Rachat de crédit",
  "Panneaux solaires",
  "Fibre optique",
  "Isolation des combles",
  "Compte pro en ligne",
  "Permis de conduire",
  "Alarme maison",
] as const;
const REFUSALS = [
  "Audience non conforme à la cible du programme",
  "Trafic du support insuffisant",
  "Thématique du site incompatible",
  "Mode de diffusion non autorisé (incentive)",
] as const;

/**
 * Programs, campaigns, applications, insertion orders, invoices and carts of
 * the demo accounts and the generated members: what the top bar's counts read.
 */
/** An invoice of the older data, as it was issued: its number is given in date order by seedInvoices. */
export interface LegacyInvoice {
  clientId: number;
  platform: BillingPlatform;
  amountCents: number;
  htCents: number;
  vatCents: number;
  status: "paid" | "receiving";
  issuedAt: Date;
  issueDate: string;
  dueDate: string;
  paidAt: Date | null;
}

export async function seedShellData(tx: Tx, rnd: Random, at: At): Promise<{ legacyInvoices: LegacyInvoice[] }> {
  const members = await tx
    .select({ id: users.id, law: users.law, client: users.idClienMyaffil, market: users.idClienLeadmarket })
    .from(users)
    .where(and(gte(users.id, 100), eq(users.status, "active")))
    .orderBy(asc(users.id));
  const advertisers = members.filter((m) => m.law === "an" && m.client != null);
  const publishers = members.filter((m) => m.law === "af" && m.client != null);

  const generatedPrograms: ProgramSeed[] = advertisers.flatMap((a) =>
    Array.from({ length: rnd.int(0, 3) }, (_, k) => {
      const validated = rnd.chance(0.75);
      const state: RecordState = validated
        ? rnd.chance(0.8)
          ? "valide"
          : rnd.pick(["pause", "supprime"] as const)
        : "pause";
      return {
        key: `g${a.id}.${k}`,
        client: a.client!,
        name: `${rnd.pick(PRODUCTS)} — ${rnd.pick(SECTORS)}`,
        state,
        validation: validated ? "validated" : "pending",
        campaigns: rnd.int(0, 2),
        daysAgo: validated ? rnd.int(30, 360) : rnd.int(3, 20),
      } satisfies ProgramSeed;
    }),
  );
  const all = [...DEMO_PROGRAMS, ...generatedPrograms];
  // The programs' offer details come from a generator of their own, so that the rows seeded after
  // them do not depend on these details.
  const offer = seededRandom(5005);
  const programRows = all.map((p) => {
    // Two draws, as before the offer details existed: the main generator's sequence is unchanged.
    const created = at(p.daysAgo);
    const updated = at(p.daysAgo);
    const product = PRODUCTS.find((x) => p.name.startsWith(x));
    const d: ProgramDetail = DEMO_DETAILS[p.key] ?? {
      theme: product ? PRODUCT_THEMES[product] : "assurance",
      model: offer.pick(["CPL", "CPL", "CPL", "CPA", "CPC"] as const),
      price: offer.int(8, 60) * 100,
      payout: 0,
      access: offer.chance(0.3) ? "open" : "on_approval",
      broadcast: [
        ...new Set([
          offer.pick(["email_marketing", "lead_generation", "native"]),
          offer.pick(["social_network", "mailing", "sms", "push_notification"]),
        ]),
      ],
      pitch: `${p.name.split(" — ")[0]} : offre réservée aux particuliers, formulaire court et rappel sous 24 h.`,
    };
    // The network keeps about a third; an advertiser's program waiting for validation has no payout yet.
    const payout = d.payout || (p.validation === "validated" ? Math.round((d.price * offer.int(55, 75)) / 100) : 0);
    const startsOn = dayOf(created);
    return {
      advertiserClientId: p.client,
      name: p.name,
      state: p.state,
      validation: p.validation,
      description: `${d.pitch}\n\nCible : particuliers majeurs résidant en France métropolitaine.`,
      conditions: [CONDITIONS[0]!, offer.pick(CONDITIONS.slice(1))].join("\n"),
      theme: d.theme,
      model: d.model,
      advertiserPriceCents: d.price,
      publisherPayoutCents: Math.min(payout, d.price),
      broadcastTypes: d.broadcast,
      countries: offer.chance(0.2) ? ["FR", "BE"] : ["FR"],
      landingUrl: `https://${slug(p.name.split(" — ")[0]!)}.example.test/offre?utm_source=weedo`,
      startsOn,
      endsOn: offer.chance(0.4) ? addDays(startsOn, 365) : null,
      access: d.access,
      createdAt: created,
      updatedAt: updated,
    };
  });
  const inserted = await tx.insert(myaffilPrograms).values(programRows).returning({ id: myaffilPrograms.id });
  const programId = new Map(all.map((p, i) => [p.key, inserted[i]!.id]));

  let trackingSeq = 0;
  const campaigns = all.flatMap((p, i) =>
    Array.from({ length: p.campaigns }, (_, k) => {
      const state = p.state === "valide" ? (rnd.chance(0.8) ? ("valide" as const) : ("pause" as const)) : p.state;
      const created = at(Math.max(0, p.daysAgo - 1 - k));
      const updated = at(Math.max(0, p.daysAgo - 1 - k));
      const program = programRows[i]!;
      const startsOn = dayOf(created) < program.startsOn ? program.startsOn : dayOf(created);
      const capped = offer.chance(0.5);
      return {
        programId: programId.get(p.key)!,
        name: `${p.name} — ${CAMPAIGN_KINDS[k % CAMPAIGN_KINDS.length]}`,
        trackingId: `WD${String(++trackingSeq).padStart(5, "0")}`,
        state,
        startsOn,
        endsOn: program.endsOn,
        budgetCents: capped ? offer.int(20, 200) * 10_000 : null,
        dailyLeadCap: capped ? offer.int(2, 20) * 10 : null,
        totalLeadCap: capped ? offer.int(10, 100) * 100 : null,
        createdAt: created,
        updatedAt: updated,
      };
    }),
  );
  if (campaigns.length) await tx.insert(myaffilCampaigns).values(campaigns);

  const application = (publisher: number, program: string, state: ApplicationState, daysAgo: number) => ({
    programId: programId.get(program)!,
    publisherClientId: publisher,
    state,
    refusalReason: state === "refused" ? rnd.pick(REFUSALS) : null,
    createdAt: at(daysAgo),
    decidedAt: state === "being_verified" ? null : at(Math.max(0, daysAgo - 1)),
  });
  // Publishers apply only to programs an administrator has validated.
  const open = generatedPrograms.filter((p) => p.validation === "validated");
  const applications = [
    ...DEMO_APPLICATIONS.map((a) => application(a.publisher, a.program, a.state, a.daysAgo)),
    ...publishers.flatMap((pub) => {
      const pool = [...DEMO_PROGRAMS.filter((p) => p.validation === "validated"), ...open];
      return Array.from({ length: Math.min(rnd.int(0, 4), pool.length) }, () => {
        const program = pool.splice(rnd.int(0, pool.length - 1), 1)[0]!;
        const state = rnd.pick(["being_verified", "accepted", "accepted", "refused"] as const);
        return application(pub.client!, program.key, state, rnd.int(1, Math.max(1, program.daysAgo - 1)));
      });
    }),
  ];
  await tx.insert(myaffilApplications).values(applications);

  const oiTitle = (program: string) => `Ordre d'insertion — ${all.find((p) => p.key === program)!.name}`;
  const oi = (user: number, title: string, status: "to_sign" | "signed" | "processed", daysAgo: number) => ({
    advertiserUserId: user,
    title,
    status,
    createdAt: at(daysAgo),
    signedAt: status === "to_sign" ? null : at(Math.max(0, daysAgo - 1)),
    processedAt: status === "processed" ? at(Math.max(0, daysAgo - 2)) : null,
  });
  await tx
    .insert(oiDocuments)
    .values([
      ...DEMO_OIS.map((o) => oi(o.user, oiTitle(o.program), o.status, o.daysAgo)),
      ...advertisers.flatMap((a) =>
        generatedPrograms
          .filter((p) => p.client === a.client && rnd.chance(0.6))
          .map((p) =>
            oi(
              a.id,
              oiTitle(p.key),
              p.validation === "pending" ? rnd.pick(["to_sign", "signed"] as const) : "processed",
              Math.max(0, p.daysAgo - 1),
            ),
          ),
      ),
    ]);

  const invoiceRows = (client: number, platform: BillingPlatform, waiting: number, paid: number) =>
    Array.from({ length: waiting + paid }, (_, k): LegacyInvoice => {
      const isPaid = k < paid;
      // Monthly invoices, the oldest first; the waiting ones are the most recent.
      const daysAgo = (waiting + paid - k) * 30 - rnd.int(0, 20);
      // amount_cents is the TTC; HT and VAT 20 % as the invoices migration splits older rows.
      const amountCents = rnd.int(300, 9_000) * 100;
      const htCents = Math.round(amountCents / 1.2);
      const issuedAt = at(daysAgo);
      const issueDate = parisDay(issuedAt);
      return {
        clientId: client,
        platform,
        amountCents,
        htCents,
        vatCents: amountCents - htCents,
        status: isPaid ? "paid" : "receiving",
        issuedAt,
        issueDate,
        dueDate: plusDays(issueDate, 30),
        paidAt: isPaid ? at(Math.max(0, daysAgo - rnd.int(5, 25))) : null,
      };
    });
  // Numbered later, in the order of their dates among the invoices the billing seed issues (invoices.ts).
  const legacyInvoices = [
    ...DEMO_INVOICES.flatMap(([client, platform, waiting, paid]) => invoiceRows(client, platform, waiting, paid)),
    ...advertisers.flatMap((a) => {
      const n = rnd.int(0, 4);
      const waiting = n > 0 && rnd.chance(0.4) ? 1 : 0;
      const rows = invoiceRows(a.client!, "perf", waiting, n - waiting);
      return a.market > 0 && rnd.chance(0.5) ? [...rows, ...invoiceRows(a.market, "market", 0, 1)] : rows;
    }),
  ];

  // Publisher payments are not laid out here: each one is the payment of an invoice call, made by
  // the invoice-call workflow in the billing months' seed (billing-months.ts).

  // multi@ also shops on the marketplace; annonceur@'s cart is laid out by the main seed.
  let lead = 4; // stock leads 1–4 are in annonceur@'s cart
  const cart = (userId: number, saleType: "trio" | "duo" | "exclusive") => ({
    userId,
    leadId: ++lead,
    saleType,
    createdAt: at(rnd.int(0, 3)),
  });
  await tx
    .insert(cartItems)
    .values([
      cart(7, "duo"),
      cart(7, "duo"),
      cart(7, "exclusive"),
      ...advertisers
        .filter((a) => a.market > 0 && rnd.chance(0.4))
        .flatMap((a) =>
          Array.from({ length: rnd.int(1, 4) }, () => cart(a.id, rnd.pick(["trio", "duo", "exclusive"] as const))),
        ),
    ]);
  return { legacyInvoices };
}

/** A timestamp's date in Paris ("YYYY-MM-DD"), as invoices are dated. */
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
