CREATE TABLE "data_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"theme" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_text" text NOT NULL,
	"last_activity_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_contacts_email_unique" UNIQUE("email"),
	CONSTRAINT "data_contacts_state_check" CHECK ("data_contacts"."state" in ('active','unsubscribed','bounced','invalid')),
	CONSTRAINT "data_contacts_email_lower" CHECK ("data_contacts"."email" = lower("data_contacts"."email"))
);
--> statement-breakpoint
CREATE TABLE "data_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"source" text,
	"theme" text,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "data_suppressions_channel_check" CHECK ("data_suppressions"."channel" in ('one_click','link','admin','import','bounce')),
	CONSTRAINT "data_suppressions_email_lower" CHECK ("data_suppressions"."email" = lower("data_suppressions"."email"))
);
--> statement-breakpoint
ALTER TABLE "data_suppressions" ADD CONSTRAINT "data_suppressions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_contacts_created_idx" ON "data_contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "data_contacts_state_idx" ON "data_contacts" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "data_contacts_source_idx" ON "data_contacts" USING btree ("source","theme");--> statement-breakpoint
CREATE INDEX "data_suppressions_created_idx" ON "data_suppressions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "data_suppressions_source_idx" ON "data_suppressions" USING btree ("source","created_at");