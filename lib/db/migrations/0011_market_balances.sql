CREATE TABLE "market_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "market_sales_order_idx";--> statement-breakpoint
ALTER TABLE "market_balances" ADD CONSTRAINT "market_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_sales_order_idx" ON "market_sales" USING btree ("order_id","created_at");