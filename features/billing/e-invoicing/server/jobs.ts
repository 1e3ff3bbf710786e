import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { enqueue } from "@/lib/jobs/queue";
import { PermanentJobError, RetryJobError, type JobHandler, type JobHandlers } from "@/lib/jobs/runner";
import { issuedDocuments } from "@/features/billing/issued-documents";
import { einvoiceDeposits } from "../db";
import { FINAL_STATUSES } from "../statuses";
import { EINVOICE_COLLECTED_JOB, EINVOICE_DEPOSIT_JOB, EINVOICE_POLL_JOB, recordEvents } from "./deposits";
import { PlatformRefusal, type EinvoicingPlatform } from "./platform";

/**
 * When to ask the platform again after a deposit: within seconds for its checks (Déposée or
 * Rejetée), then less and less often for the buyer's answer, daily for a month.
 */
export const POLL_DELAYS_MS = [
  2_000,
  10_000,
  60_000,
  600_000,
  3_600_000,
  21_600_000,
  ...Array<number>(30).fill(86_400_000),
];

/** How long a job waits when no platform is configured (EINVOICING_URL). */
const UNCONFIGURED_RETRY_MS = 3_600_000;

const idOf = (payload: Record<string, unknown>) => Number(payload.depositId);

async function depositOf(db: Db, id: number) {
  const [row] = await db.select().from(einvoiceDeposits).where(eq(einvoiceDeposits.id, id));
  if (!row) throw new PermanentJobError(`no e-invoice deposit ${id}`);
  return row;
}

function platformOf(platform: () => EinvoicingPlatform | null): EinvoicingPlatform {
  const p = platform();
  if (!p) throw new RetryJobError("no e-invoicing platform is configured (EINVOICING_URL)", UNCONFIGURED_RETRY_MS);
  return p;
}

/** A refusal of the request itself (4xx) will be the same next time. */
const permanent = (err: unknown) => (err instanceof PlatformRefusal ? new PermanentJobError(err.message) : err);

const noteError = async (db: Db, id: number, error: string) => {
  await db
    .update(einvoiceDeposits)
    .set({ lastError: error.slice(0, 500), updatedAt: sql`now()` })
    .where(eq(einvoiceDeposits.id, id));
};

/**
 * The e-invoicing jobs of the one queue: deposit an issued document (the stored bytes, never
 * rebuilt), follow its lifecycle, and report a payment. `platform` is read at each run, so that
 * the configured one is used (the tests give their stand-in's).
 */
export function einvoiceHandlers(platform: () => EinvoicingPlatform | null): JobHandlers {
  const deposit: JobHandler = {
    async run(job, { db, now }) {
      const d = await depositOf(db, idOf(job.payload));
      if (d.platformRef || d.status !== "pending") return;
      const [doc] = await db
        .select()
        .from(issuedDocuments)
        .where(
          d.invoiceId ? eq(issuedDocuments.invoiceId, d.invoiceId) : eq(issuedDocuments.creditNoteId, d.creditNoteId!),
        );
      if (!doc) throw new PermanentJobError(`deposit ${d.id}: the issued document is not stored`);
      try {
        const { ref } = await platformOf(platform).deposit({
          number: doc.number,
          filename: `${doc.number}.pdf`,
          pdf: new Uint8Array(doc.pdf),
          xml: doc.xml,
          idempotencyKey: `weedo-deposit-${d.id}`,
        });
        await db.transaction(async (tx) => {
          await tx
            .update(einvoiceDeposits)
            .set({ platformRef: ref, lastError: null, updatedAt: sql`now()` })
            .where(eq(einvoiceDeposits.id, d.id));
          await enqueue(
            tx,
            EINVOICE_POLL_JOB,
            { depositId: d.id, round: 0 },
            { runAt: new Date(now.getTime() + POLL_DELAYS_MS[0]!) },
          );
        });
      } catch (err) {
        await noteError(db, d.id, err instanceof Error ? err.message : String(err));
        throw permanent(err);
      }
    },
    onGiveUp: (job, error, { db }) => noteError(db, idOf(job.payload), error),
  };

  const poll: JobHandler = {
    async run(job, { db, now }) {
      const d = await depositOf(db, idOf(job.payload));
      if (!d.platformRef || FINAL_STATUSES.includes(d.status)) return;
      const status = await recordEvents(
        db,
        d.id,
        await platformOf(platform)
          .events(d.platformRef)
          .catch((e: unknown) => {
            throw permanent(e);
          }),
      );
      const round = Number(job.payload.round ?? 0) + 1;
      if (FINAL_STATUSES.includes(status) || round >= POLL_DELAYS_MS.length) return;
      await enqueue(
        db,
        EINVOICE_POLL_JOB,
        { depositId: d.id, round },
        { runAt: new Date(now.getTime() + POLL_DELAYS_MS[round]!) },
      );
    },
  };

  const collected: JobHandler = {
    async run(job, { db }) {
      const d = await depositOf(db, idOf(job.payload));
      if (FINAL_STATUSES.includes(d.status)) return;
      if (!d.platformRef) throw new RetryJobError(`deposit ${d.id} is not on the platform yet`, 30_000);
      const p = platformOf(platform);
      try {
        const event = await p.collected(d.platformRef, {
          amountCents: Number(job.payload.amountCents),
          date: String(job.payload.date),
        });
        await recordEvents(db, d.id, [event]);
      } catch (err) {
        // Not deposited yet on the platform's side (still being checked), or rejected meanwhile: learn which.
        if (!(err instanceof PlatformRefusal) || err.status !== 409) throw permanent(err);
        const status = await recordEvents(db, d.id, await p.events(d.platformRef));
        if (!FINAL_STATUSES.includes(status))
          throw new RetryJobError(`deposit ${d.id}: the platform is still checking it`, 30_000);
      }
    },
  };

  return { [EINVOICE_DEPOSIT_JOB]: deposit, [EINVOICE_POLL_JOB]: poll, [EINVOICE_COLLECTED_JOB]: collected };
}
