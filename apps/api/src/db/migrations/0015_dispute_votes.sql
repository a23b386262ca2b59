ALTER TABLE "proposals" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_order_idx" ON "proposals" USING btree ("order_id") WHERE "proposals"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_dispute_decided_idx" ON "order_events" USING btree ("order_id") WHERE "order_events"."type" = 'dispute_decided';