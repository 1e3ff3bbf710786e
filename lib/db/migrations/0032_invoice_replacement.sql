ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_reason";--> statement-breakpoint
DROP INDEX "invoices_month_uq";--> statement-breakpoint
DROP INDEX "invoices_prepayment_uq";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaces_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaces_invoice_id_invoices_id_fk" FOREIGN KEY ("replaces_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_replaces_uq" ON "invoices" USING btree ("replaces_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_month_uq" ON "invoices" USING btree ("platform","client_id","source_month") WHERE "invoices"."source" = 'month' and "invoices"."replaces_invoice_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_prepayment_uq" ON "invoices" USING btree ("prepayment_id") WHERE "invoices"."replaces_invoice_id" is null;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_reason" CHECK ("credit_notes"."reason" in ('invalidation','gesture','correction'));