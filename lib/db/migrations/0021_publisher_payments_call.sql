-- Every publisher payment is the payment of one invoice call. Payments laid out before invoice
-- calls existed (demo data) name no call: they are removed, the others take their call's id.
DELETE FROM "publisher_payments" p WHERE NOT EXISTS (SELECT 1 FROM "invoice_calls" c WHERE c."payment_id" = p."id");--> statement-breakpoint
ALTER TABLE "publisher_payments" ADD COLUMN "invoice_call_id" integer;--> statement-breakpoint
UPDATE "publisher_payments" p SET "invoice_call_id" = c."id" FROM "invoice_calls" c WHERE c."payment_id" = p."id";--> statement-breakpoint
ALTER TABLE "publisher_payments" ALTER COLUMN "invoice_call_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_payments" ADD CONSTRAINT "publisher_payments_invoice_call_id_invoice_calls_id_fk" FOREIGN KEY ("invoice_call_id") REFERENCES "public"."invoice_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_payments_call_uq" ON "publisher_payments" USING btree ("invoice_call_id");--> statement-breakpoint
ALTER TABLE "publisher_payments" ADD CONSTRAINT "publisher_payments_id_call_uq" UNIQUE("id","invoice_call_id");--> statement-breakpoint
-- The call's payment must name the call back: the two links cannot disagree.
ALTER TABLE "invoice_calls" ADD CONSTRAINT "invoice_calls_payment_of_call_fk" FOREIGN KEY ("payment_id","id") REFERENCES "public"."publisher_payments"("id","invoice_call_id") ON DELETE no action ON UPDATE no action;
