import { sql } from "drizzle-orm";
import { classifyNetwork, referrerHostOf } from "@/lib/domain/social-networks";
import { TELETECH_OUTCOMES, type TeletechOutcome } from "@/lib/domain/states";
import type { Db } from "../client";
import { rowsOf } from "../rows";
import { FIRST_NAMES } from "./french";
import { seededRandom } from "./random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Traffic sources as publishers' links and visitors' browsers give them: declared utm_source values
 * (several spellings per network) and bare referrers. Classified with the tracking's own classifier,
 * so the seed can never disagree with what a real click would record.
 */
const SOURCES: [utm: string | null, referrer: string | null][] = [
  ["facebook", "https://l.facebook.com/"],
  ["fb", null],
  [null, "https://m.facebook.com/groups/bons-plans"],
  ["instagram", "https://l.instagram.com/"],
  ["ig-story", null],
  ["tiktok", "https://www.tiktok.com/"],
  [null, "https://www.tiktok.com/@bonsplans"],
  ["linkedin", "https://www.linkedin.com/feed/"],
  [null, "https://t.co/x1y2z3"],
  ["twitter", null],
  ["youtube", "https://www.youtube.com/"],
  ["snapchat", null],
  ["pinterest", "https://www.pinterest.fr/"],
  ["reddit", "https://www.reddit.com/r/france"],
];
/** One click in BUCKETS gets each source: about 35 % of the clicks come from social networks. */
const BUCKETS = 40;

const AGENTS = ["Sophie (TT-12)", "Karim (TT-07)", "Julie (TT-21)", "Thomas (TT-03)", "Inès (TT-15)"];
const NOTES: Record<TeletechOutcome, string[]> = {
  qualified: [
    "Projet confirmé, rappel souhaité en fin de semaine.",
    "Intéressé, devis demandé par e-mail.",
    "Qualifié : propriétaire, budget validé.",
  ],
  not_reachable: ["Messagerie, trois tentatives.", "Pas de réponse, rappel programmé.", ""],
  refused: ["Ne se souvient pas de la demande.", "Plus intéressé, a déjà signé ailleurs.", "Refus poli."],
  wrong_number: ["Numéro non attribué.", "Mauvais interlocuteur.", ""],
};

/**
 * Issue 13's statistics seed: social sources on a deterministic share of the MyAffil clicks
 * (/statsSocialMedia), and Teletech's calls on a share of the leads, editeur@'s among them
 * (/TeletechLeads). Its own random stream, so it moves no other demo figure.
 */
export async function seedStaffStats(tx: Tx, now: Date, seed: number): Promise<{ calls: number }> {
  const rnd = seededRandom(seed + 130);
  const buckets = SOURCES.map(([utm, referrer], k) => ({
    k,
    utm,
    host: referrerHostOf(referrer),
    network: classifyNetwork(utm, referrer),
  }));
  await tx.execute(sql`
    update perf_clicks c set utm_source = v.utm, referrer_host = v.host, network = v.network
    from (values ${sql.join(
      buckets.map((b) => sql`(${b.k}::int, ${b.utm}::text, ${b.host}::text, ${b.network}::text)`),
      sql`, `,
    )}) as v(k, utm, host, network)
    where c.id % ${BUCKETS} = v.k`);

  // Teletech calls back about one lead in nine (every one of a few campaigns would be too regular).
  const leads = rowsOf<{ id: number; campaign_id: number; publisher_client_id: number; created_at: Date | string }>(
    await tx.execute(sql`
      select id, campaign_id, publisher_client_id, created_at from perf_leads
      where id % 9 = 0 and not duplicate order by id limit 400`),
  );
  const rows = leads.map((l) => {
    const r = rnd.next();
    const outcome: TeletechOutcome =
      r < 0.45 ? "qualified" : r < 0.72 ? "not_reachable" : r < 0.9 ? "refused" : TELETECH_OUTCOMES[3];
    // Called within two days of the lead, never after the seed's "now".
    const calledAt = new Date(
      Math.min(now.getTime(), new Date(l.created_at).getTime() + rnd.int(20, 48 * 60) * 60_000),
    );
    return {
      leadId: Number(l.id),
      campaignId: Number(l.campaign_id),
      publisherClientId: Number(l.publisher_client_id),
      calledAt: calledAt.toISOString(),
      outcome,
      agent: rnd.chance(0.1) ? rnd.pick(FIRST_NAMES) : rnd.pick(AGENTS),
      note: rnd.pick(NOTES[outcome]),
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200);
    await tx.execute(sql`
      insert into teletech_calls (lead_id, campaign_id, publisher_client_id, called_at, outcome, agent, note, created_at)
      values ${sql.join(
        batch.map(
          (b) =>
            sql`(${b.leadId}, ${b.campaignId}, ${b.publisherClientId}, ${b.calledAt}, ${b.outcome}, ${b.agent}, ${b.note}, ${b.calledAt})`,
        ),
        sql`, `,
      )}`);
  }
  return { calls: rows.length };
}
