import type { MgFraudReason, MgProduct } from "@/lib/domain/states";
import { deviceId, ipAddress, landline, person, type LeadDraft } from "./mongustave-people";
import type { Random } from "./random";

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The administrator who reviewed the older cases (admin@weedo.test). */
const REVIEWER = 1;

const DISPOSABLE = ["yopmail.com", "yopmail.fr", "jetable.org", "mailinator.com", "trashmail.com", "yopmail.com"];
/** Landlines of one region with a postcode of another (the phone_postcode_mismatch rule). */
const MISMATCHES = [
  { prefix: "04", postcode: "59000", city: "Lille" },
  { prefix: "05", postcode: "67000", city: "Strasbourg" },
  { prefix: "02", postcode: "13006", city: "Marseille" },
  { prefix: "03", postcode: "31000", city: "Toulouse" },
];
/** Product pairs whose active web services belong to two different clients (mongustave.ts). */
const CROSS_CLIENT: [MgProduct, MgProduct][] = [
  ["assurance_auto", "credit_conso"],
  ["energie", "mutuelle"],
  ["assurance_habitation", "energie"],
];
const BURST_PRODUCTS: MgProduct[] = ["assurance_auto", "credit_conso", "mutuelle"];

function flag(lead: LeadDraft, reasons: MgFraudReason[]): LeadDraft {
  return { ...lead, fraudState: "suspected", fraudReasons: reasons };
}

function review(lead: LeadDraft, rnd: Random, state: "confirmed" | "cleared", note: string): LeadDraft {
  return {
    ...lead,
    fraudState: state,
    reviewedBy: REVIEWER,
    reviewedAt: new Date(lead.createdAt.getTime() + rnd.int(3, 40) * 3_600_000),
    reviewNote: note,
  };
}

/**
 * A burst of `size` requests sharing one IP (or one device) a minute or so apart; the rule fires from
 * the third one on, so the first two stay clean as they would at intake.
 */
function burst(rnd: Random, start: Date, size: number, by: "ip" | "device"): LeadDraft[] {
  const shared = by === "ip" ? ipAddress(rnd) : deviceId(rnd);
  let t = start.getTime();
  return Array.from({ length: size }, (_, i) => {
    t += rnd.int(20, by === "ip" ? 90 : 240) * 1000;
    const lead = person(rnd, rnd.pick(BURST_PRODUCTS), new Date(t));
    const same = by === "ip" ? { ip: shared } : { deviceId: shared };
    return i < 2 ? { ...lead, ...same } : flag({ ...lead, ...same }, [by === "ip" ? "ip_burst" : "device_burst"]);
  });
}

/** `days` days before the seed clock at hh:mm:ss UTC (days >= 1: always in the past). */
const dayAt = (now: Date, days: number, hour: number, minute: number, second = 0) =>
  new Date(now.getTime() - days * DAY + hour * 3_600_000 + minute * MINUTE + second * 1000);

/**
 * The fraud queue of the demo: about 25 suspected leads of the last two weeks (two IP bursts, a
 * device burst, disposable e-mail domains, landlines of another region than the postcode, one person
 * sent to two clients) and older cases an administrator already confirmed or cleared.
 */
export function fraudLeads(rnd: Random, now: Date): LeadDraft[] {
  const out: LeadDraft[] = [];
  out.push(...burst(rnd, dayAt(now, 2, 14, 5), 7, "ip"));
  const second = burst(rnd, dayAt(now, 5, 21, 40), 5, "ip");
  // One of the second burst also used a throw-away address: two rules fired.
  second[4] = { ...second[4]!, email: second[4]!.email.replace(/@.*/, "@yopmail.com") };
  second[4]!.fraudReasons = ["ip_burst", "disposable_email"];
  out.push(...second);
  out.push(...burst(rnd, dayAt(now, 3, 9, 12), 5, "device"));

  DISPOSABLE.forEach((domain, i) => {
    const lead = person(
      rnd,
      rnd.pick(BURST_PRODUCTS),
      dayAt(now, 1 + i * 2, rnd.int(7, 21), rnd.int(0, 59), rnd.int(0, 59)),
      domain,
    );
    out.push(flag(lead, ["disposable_email"]));
  });
  MISMATCHES.forEach((m, i) => {
    const lead = person(rnd, "energie", dayAt(now, 2 + i * 3, rnd.int(8, 20), rnd.int(0, 59), rnd.int(0, 59)));
    out.push(
      flag({ ...lead, phone: landline(rnd, m.prefix), postcode: m.postcode, city: m.city }, [
        "phone_postcode_mismatch",
      ]),
    );
  });
  CROSS_CLIENT.forEach(([a, b], i) => {
    const first = person(rnd, a, dayAt(now, 4 + i * 3, rnd.int(8, 12), rnd.int(0, 59), rnd.int(0, 59)));
    const again = person(rnd, b, new Date(first.createdAt.getTime() + rnd.int(3, 40) * 3_600_000));
    const same = { firstname: first.firstname, lastname: first.lastname, email: first.email, phone: first.phone };
    out.push(
      first,
      flag({ ...again, ...same, postcode: first.postcode, city: first.city }, ["duplicate_across_clients"]),
    );
  });

  // Older cases, already reviewed by the administrator.
  const old = burst(rnd, dayAt(now, 31, 2, 10), 4, "ip");
  const note =
    "Rafale de demandes depuis la même adresse IP en quelques minutes, identités incohérentes : fraude confirmée.";
  out.push(old[0]!, old[1]!, review(old[2]!, rnd, "confirmed", note), review(old[3]!, rnd, "confirmed", note));
  const fake = person(rnd, "credit_conso", dayAt(now, 24, 23, 48, 17), "jetable.org");
  out.push(
    review(
      {
        ...fake,
        phone: landline(rnd, "04"),
        postcode: "59000",
        city: "Lille",
        fraudReasons: ["disposable_email", "phone_postcode_mismatch"],
      },
      rnd,
      "confirmed",
      "Adresse jetable et numéro injoignable : fraude confirmée, lead exclu de la facturation.",
    ),
  );
  const cleared: [MgFraudReason, string, string | undefined][] = [
    ["disposable_email", "Client rappelé : demande réelle, adresse jetable utilisée par prudence.", "yopmail.com"],
    [
      "phone_postcode_mismatch",
      "Ligne fixe d'une résidence secondaire, confirmée par téléphone : demande légitime.",
      undefined,
    ],
    [
      "duplicate_across_clients",
      "Même personne, deux besoins distincts (auto et crédit) : demande légitime.",
      undefined,
    ],
  ];
  cleared.forEach(([reason, text, domain], i) => {
    const lead = person(
      rnd,
      i === 2 ? "credit_conso" : "assurance_auto",
      dayAt(now, 18 + i * 7, rnd.int(9, 19), rnd.int(0, 59), rnd.int(0, 59)),
      domain,
    );
    const phone =
      reason === "phone_postcode_mismatch" ? { phone: landline(rnd, "05"), postcode: "44000", city: "Nantes" } : {};
    if (reason === "duplicate_across_clients") {
      // The same person's earlier request, sold to another client: what made the rule fire.
      const earlier = person(rnd, "assurance_auto", new Date(lead.createdAt.getTime() - rnd.int(2, 20) * 3_600_000));
      const { firstname, lastname, email, phone: tel, postcode, city } = lead;
      out.push({ ...earlier, firstname, lastname, email, phone: tel, postcode, city });
    }
    out.push(review({ ...lead, ...phone, fraudReasons: [reason] }, rnd, "cleared", text));
  });
  return out;
}
