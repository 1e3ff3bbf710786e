CREATE TABLE "oi_signatures" (
	"oi_id" integer PRIMARY KEY NOT NULL,
	"signer_user_id" integer,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"method" text NOT NULL,
	"signature_png" "bytea",
	"ip" text,
	"user_agent" text,
	"signed_at" timestamp with time zone NOT NULL,
	"document_sha256" text NOT NULL,
	"sealed_pdf" "bytea" NOT NULL,
	"sealed_sha256" text NOT NULL,
	CONSTRAINT "oi_signatures_method_check" CHECK ("oi_signatures"."method" in ('drawn','typed')),
	CONSTRAINT "oi_signatures_png" CHECK (("oi_signatures"."method" = 'drawn') = ("oi_signatures"."signature_png" is not null))
);
--> statement-breakpoint
ALTER TABLE "oi_documents" DROP CONSTRAINT "oi_documents_status_check";--> statement-breakpoint
ALTER TABLE "oi_documents" DROP CONSTRAINT "oi_documents_signed";--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "advertiser_client_id" integer;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "program_id" integer;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "volume" integer;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "processed_by" integer;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "oi_signatures" ADD CONSTRAINT "oi_signatures_oi_id_oi_documents_id_fk" FOREIGN KEY ("oi_id") REFERENCES "public"."oi_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oi_signatures" ADD CONSTRAINT "oi_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_program_id_perf_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."perf_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oi_documents_client_idx" ON "oi_documents" USING btree ("advertiser_client_id");--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_signed_at" CHECK (("oi_documents"."status" not in ('signed','processed') or "oi_documents"."signed_at" is not null));--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_cancelled" CHECK (("oi_documents"."status" = 'cancelled') = ("oi_documents"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_price" CHECK ("oi_documents"."price_cents" is null or "oi_documents"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_volume" CHECK ("oi_documents"."volume" is null or "oi_documents"."volume" > 0);--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_period" CHECK ("oi_documents"."ends_on" is null or "oi_documents"."starts_on" is null or "oi_documents"."ends_on" >= "oi_documents"."starts_on");--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_status_check" CHECK ("oi_documents"."status" in ('to_sign','signed','processed','cancelled'));--> statement-breakpoint
ALTER TABLE "oi_documents" ADD CONSTRAINT "oi_documents_signed" CHECK (("oi_documents"."status" <> 'to_sign' or "oi_documents"."signed_at" is null));