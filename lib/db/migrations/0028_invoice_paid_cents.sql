ALTER TABLE "invoices" ADD COLUMN "paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_cents" CHECK ("invoices"."paid_cents" >= 0 and "invoices"."paid_cents" <= "invoices"."amount_cents");--> statement-breakpoint
-- What an invoice asks for is TTC − credit notes − payments (issue 26): a paid invoice received
-- what remained of it after the credit notes of the day it was paid, which is all it is known to
-- have received.
UPDATE "invoices" SET "paid_cents" = greatest("amount_cents"
  - coalesce((SELECT sum(cn."amount_cents") FROM "credit_notes" cn WHERE cn."invoice_id" = "invoices"."id"), 0), 0)
WHERE "status" = 'paid';
