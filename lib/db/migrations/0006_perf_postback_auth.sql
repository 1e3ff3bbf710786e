CREATE TABLE "perf_postback_secrets" (
	"advertiser_client_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"hint" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "perf_leads" ADD COLUMN "postback_signature" text;--> statement-breakpoint
CREATE INDEX "perf_leads_click_idx" ON "perf_leads" USING btree ("click_id");--> statement-breakpoint
CREATE UNIQUE INDEX "perf_leads_postback_signature_uq" ON "perf_leads" USING btree ("postback_signature") WHERE "perf_leads"."postback_signature" is not null;