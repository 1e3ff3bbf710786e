import { creditedTtcOf, dueOf } from "@/features/billing/amounts-due";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import type { BillingPlatform, InvoiceDisplayState } from "@/lib/domain/states";
import { displayState } from "@/features/billing/invoices/server/overdue";
import { parisDate } from "@/features/billing/invoices/server/issue";

export const ADVANCES_PAGE_SIZE = 10;

export interface AdvancesInput {
  /** The advertiser's account (users.id), 0 when only client ids are known. */
  userId: number;
  /** The client's MyAffil (also Mon Gustave) and MyCoreg client ids, 0 for none: the account's when 0. */
  idPerf: number;
  idCoreg: number;
  page: number;
}

export interface AdvanceInvoice {
  id: number;
  number: string;
  platform: BillingPlatform;
  issueDate: string;
  ttcCents: number;
  /** TTC of its credit notes. */
  creditedCents: number;
  /** What its payment received, and what it still asks for (TTC − credit notes − payments). */
  settledCents: number;
  remainingCents: number;
  state: InvoiceDisplayState;
  /** Paid from a marketplace prepayment (the advance) rather than by transfer after the fact. */
  fromPrepayment: boolean;
}

/**
 * A client's advances and what they were applied to (/report/AvancesClient): its invoices of every
 * platform with credit notes and payments against each and what remains owed, and its marketplace
 * prepayments (the advances proper) with what the ledger spent of them and the balance that remains.
 * The balance is the ledger's balance row (lib/db/schema/market.ts), which the drift check ties to
 * the ledger; the ledger movements by kind are summed here for the breakdown.
 */
export async function clientAdvances(db: Db, input: AdvancesInput) {
  const [u] = rowsOf<{
    id: number;
    name: string;
    perf: number | null;
    coreg: number | null;
    market: number;
  }>(
    await db.execute(sql`select u.id, coalesce(nullif(trim(u.society), ''), u.first_name || ' ' || u.last_name) as name,
      coalesce(u.id_clien_myaffil_annonceur, u.id_clien_myaffil) as perf, u.id_clien_mycoreg as coreg,
      u.id_clien_leadmarket as market
      from users u where u.id = ${input.userId} and u.law <> 'af'`),
  );
  const idPerf = input.idPerf || Number(u?.perf ?? 0);
  const idCoreg = input.idCoreg || Number(u?.coreg ?? 0);
  const idMarket = Number(u?.market ?? 0);
  if (!u && !idPerf && !idCoreg) return null;

  const mine = sql`((i.platform in ('perf','mongustave') and i.client_id = ${idPerf} and ${idPerf} > 0)
    or (i.platform = 'coreg' and i.client_id = ${idCoreg} and ${idCoreg} > 0)
    or (i.platform = 'market' and i.client_id = ${idMarket} and ${idMarket} > 0))`;
  const p = Math.max(1, input.page);
  const today = parisDate();
  const [invoiceRows, totals, ledger, prepaid] = await Promise.all([
    db.execute(sql`select i.id, i.number, i.platform, to_char(i.issue_date, 'YYYY-MM-DD') as issue_date,
        to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.status, i.amount_cents, i.prepayment_id, i.paid_cents,
        ${creditedTtcOf("i")}::bigint as credited, ${dueOf("i")}::bigint as due
      from invoices i where ${mine} order by i.issue_date desc, i.id desc
      limit ${ADVANCES_PAGE_SIZE} offset ${(p - 1) * ADVANCES_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as n, coalesce(sum(i.amount_cents), 0)::bigint as ttc,
        coalesce(sum(${creditedTtcOf("i")}), 0)::bigint as credited,
        coalesce(sum(i.paid_cents), 0)::bigint as settled,
        coalesce(sum(${dueOf("i")}), 0)::bigint as remaining
      from invoices i where ${mine}`),
    u
      ? db.execute(sql`select kind, coalesce(sum(amount_cents), 0)::bigint as cents from balance_ledger
          where user_id = ${u.id} group by kind`)
      : Promise.resolve([]),
    u
      ? db.execute(sql`select p.id, p.amount_cents, p.method, p.reference, p.decided_at, i.number as invoice_number
          from prepayments p left join invoices i on i.prepayment_id = p.id
          where p.user_id = ${u.id} and p.status = 'validated' order by p.decided_at desc nulls last, p.id desc limit 10`)
      : Promise.resolve([]),
  ]);
  const [balance] = u
    ? rowsOf<{ cents: string }>(
        await db.execute(sql`select balance_cents as cents from market_balances where user_id = ${u.id}`),
      )
    : [];
  const kinds = new Map(rowsOf<{ kind: string; cents: string }>(ledger).map((r) => [r.kind, Number(r.cents)]));
  const t = rowsOf<{ n: number; ttc: string; credited: string; settled: string; remaining: string }>(totals)[0];

  return {
    client: { userId: u ? Number(u.id) : 0, name: u?.name ?? "", idPerf, idCoreg, idMarket },
    invoices: rowsOf<{
      id: number;
      number: string;
      platform: BillingPlatform;
      issue_date: string;
      due_date: string;
      status: "receiving" | "paid";
      amount_cents: string;
      prepayment_id: number | null;
      paid_cents: string;
      credited: string;
      due: string;
    }>(invoiceRows).map<AdvanceInvoice>((r) => {
      return {
        id: Number(r.id),
        number: r.number,
        platform: r.platform,
        issueDate: r.issue_date,
        ttcCents: Number(r.amount_cents),
        creditedCents: Number(r.credited),
        settledCents: Number(r.paid_cents),
        remainingCents: Number(r.due),
        state: displayState(r.status, r.due_date, today),
        fromPrepayment: r.prepayment_id != null,
      };
    }),
    page: p,
    total: Number(t?.n ?? 0),
    totals: {
      ttcCents: Number(t?.ttc ?? 0),
      creditedCents: Number(t?.credited ?? 0),
      settledCents: Number(t?.settled ?? 0),
      remainingCents: Number(t?.remaining ?? 0),
    },
    advance: {
      prepaidCents: kinds.get("prepayment") ?? 0,
      // Sale debits are negative in the ledger: shown as a positive amount spent.
      spentCents: -(kinds.get("sale") ?? 0),
      refundedCents: kinds.get("refund") ?? 0,
      promoCents: kinds.get("promo") ?? 0,
      adjustmentCents: kinds.get("adjustment") ?? 0,
      balanceCents: Number(balance?.cents ?? 0),
    },
    prepayments: rowsOf<{
      id: number;
      amount_cents: string;
      method: string;
      reference: string | null;
      decided_at: string | Date | null;
      invoice_number: string | null;
    }>(prepaid).map((r) => ({
      id: Number(r.id),
      amountCents: Number(r.amount_cents),
      method: r.method,
      reference: r.reference,
      decidedAt: r.decided_at ? new Date(r.decided_at) : null,
      invoiceNumber: r.invoice_number,
    })),
  };
}
