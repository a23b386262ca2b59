CREATE TABLE "test_eth_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_eth_grants" ADD CONSTRAINT "test_eth_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_eth_grants_user_idx" ON "test_eth_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "test_eth_grants_address_idx" ON "test_eth_grants" USING btree ("address","created_at");