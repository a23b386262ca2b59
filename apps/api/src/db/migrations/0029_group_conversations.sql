ALTER TABLE "conversation_members" ALTER COLUMN "peer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "pair_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "kind" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "community_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "volume" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_community_id_unique" UNIQUE("community_id");--> statement-breakpoint
UPDATE "conversation_members" SET "joined_at" = c."created_at" FROM "conversations" c WHERE c."id" = "conversation_members"."conversation_id";--> statement-breakpoint
UPDATE "messages" SET "volume" = length("envelope"->>'ciphertext') * 3 / 4 WHERE "created_at" > now() - interval '1 day';
