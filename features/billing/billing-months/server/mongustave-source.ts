import { sql, type SQL } from "drizzle-orm";
import { ACCEPTED, BILLABLE, NOT_CONFIRMED_FRAUD, REAL_LEAD } from "@/features/mongustave/leads/server/counting";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";

/**
 * Mon Gustave's month figures, advertiser side only (Mon Gustave pays no publisher): one line per
 * client, from its accepted live deliveries of the month (Paris time). `leads` counts every accepted
 * sale, `valid_leads` and the amount only those whose lead is not confirmed fraud, so the review shows
 * what the fraud review took out. A suspected lead is still billed: the queue is meant to be worked
 * before the month is validated. The line's client id is the advertiser's MyAffil client id (Mon
 * Gustave invoices bill the MyAffil client: features/billing/invoices/server/buyer.ts); an advertiser without
 * one cannot be invoiced and has no line. The rules are counting.ts's (REAL_LEAD, BILLABLE).
 */
export function mongustaveMonthSource(month: string, end: string): SQL {
  return sql`
    select 'advertiser' as side, coalesce(u.id_clien_myaffil_annonceur, u.id_clien_myaffil) as client_id,
      null::int as program_id,
      count(*)::int as leads,
      (count(*) filter (where ${NOT_CONFIRMED_FRAUD}))::int as valid_leads,
      coalesce(sum(${mgDeliveries.priceCents}) filter (where ${BILLABLE}), 0)::bigint as amount_cents
    from ${mgDeliveries}
    join ${mgLeads} on ${mgLeads.id} = ${mgDeliveries.leadId}
    join users u on u.id = ${mgDeliveries.clientId}
    where ${ACCEPTED} and ${REAL_LEAD}
      and coalesce(u.id_clien_myaffil_annonceur, u.id_clien_myaffil) is not null
      and (${mgDeliveries.createdAt} at time zone 'Europe/Paris') >= ${month}::timestamp
      and (${mgDeliveries.createdAt} at time zone 'Europe/Paris') < ${end}::timestamp
    group by coalesce(u.id_clien_myaffil_annonceur, u.id_clien_myaffil)`;
}
