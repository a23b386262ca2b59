CREATE TABLE "proposal_votes" (
	"proposal_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"address" text NOT NULL,
	"choice" integer[] NOT NULL,
	"reason" text NOT NULL,
	"signed_at" bigint NOT NULL,
	"signature" text NOT NULL,
	"power" numeric(78, 0) NOT NULL,
	"cast_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proposal_votes_proposal_id_voter_id_pk" PRIMARY KEY("proposal_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text DEFAULT 'general' NOT NULL,
	"listing_id" uuid,
	"listing_snapshot" jsonb,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"choices" text[] NOT NULL,
	"voting_system" text NOT NULL,
	"strategy" jsonb NOT NULL,
	"snapshot_block" numeric(78, 0),
	"quorum" numeric(78, 0) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"results" jsonb,
	"closed_at" timestamp with time zone,
	"opened_notice_at" timestamp with time zone,
	"closing_notice_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_bans" (
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"banned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_bans_community_id_user_id_pk" PRIMARY KEY("community_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"community_id" uuid,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"action" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "proposal_creators" text DEFAULT 'admins' NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "listing_approval" jsonb DEFAULT '{"quorum":1,"votingHours":72}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "gate" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposal_votes" ADD CONSTRAINT "proposal_votes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_votes" ADD CONSTRAINT "proposal_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_bans" ADD CONSTRAINT "community_bans_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_bans" ADD CONSTRAINT "community_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_bans" ADD CONSTRAINT "community_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_votes_recent_idx" ON "proposal_votes" USING btree ("proposal_id","cast_at","voter_id");--> statement-breakpoint
CREATE INDEX "proposals_community_idx" ON "proposals" USING btree ("community_id","created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_listing_idx" ON "proposals" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_open_listing_approval_idx" ON "proposals" USING btree ("community_id","listing_id") WHERE "proposals"."outcome" is null and "proposals"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "proposals_unsettled_idx" ON "proposals" USING btree ("ends_at") WHERE "proposals"."outcome" is null;--> statement-breakpoint
CREATE INDEX "reports_community_queue_idx" ON "reports" USING btree ("community_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at","id");