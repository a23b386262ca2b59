CREATE TABLE "community_delegations" (
	"community_id" uuid NOT NULL,
	"delegator_id" uuid NOT NULL,
	"delegate_id" uuid,
	"address" text,
	"delegate_address" text,
	"signed_at" bigint NOT NULL,
	"signature" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_delegations_community_id_delegator_id_pk" PRIMARY KEY("community_id","delegator_id")
);
--> statement-breakpoint
CREATE TABLE "delegate_statements" (
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delegate_statements_community_id_user_id_pk" PRIMARY KEY("community_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "threshold" integer;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "proposal_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "community_delegations" ADD CONSTRAINT "community_delegations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_delegations" ADD CONSTRAINT "community_delegations_delegator_id_users_id_fk" FOREIGN KEY ("delegator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_delegations" ADD CONSTRAINT "community_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_statements" ADD CONSTRAINT "delegate_statements_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_statements" ADD CONSTRAINT "delegate_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_delegations_delegate_idx" ON "community_delegations" USING btree ("community_id","delegate_id") WHERE "community_delegations"."delegate_id" is not null;