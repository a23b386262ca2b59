ALTER TABLE "orders" ADD COLUMN "escrow_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "escrow_release_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_escrow_due_idx" ON "orders" USING btree ("status","escrow_release_after");