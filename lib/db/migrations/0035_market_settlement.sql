CREATE TABLE "acompte_deductions" (
	"final_invoice_id" integer NOT NULL,
	"acompte_invoice_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "acompte_deductions_final_invoice_id_acompte_invoice_id_pk" PRIMARY KEY("final_invoice_id","acompte_invoice_id"),
	CONSTRAINT "acompte_deductions_amount" CHECK ("acompte_deductions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "prepaid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "acompte_deductions" ADD CONSTRAINT "acompte_deductions_final_invoice_id_invoices_id_fk" FOREIGN KEY ("final_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompte_deductions" ADD CONSTRAINT "acompte_deductions_acompte_invoice_id_invoices_id_fk" FOREIGN KEY ("acompte_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acompte_deductions_acompte_idx" ON "acompte_deductions" USING btree ("acompte_invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_prepaid_cents" CHECK ("invoices"."prepaid_cents" >= 0 and "invoices"."paid_cents" + "invoices"."prepaid_cents" <= "invoices"."amount_cents");