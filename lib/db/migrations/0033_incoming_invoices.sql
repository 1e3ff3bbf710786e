ALTER TABLE "invoice_calls" ADD COLUMN "invoice_format" text;--> statement-breakpoint
ALTER TABLE "invoice_calls" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "invoice_calls" ADD COLUMN "invoice_match" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_calls" ADD CONSTRAINT "invoice_calls_format_check" CHECK ("invoice_calls"."invoice_format" is null or "invoice_calls"."invoice_format" in ('facturx','cii','pdf'));