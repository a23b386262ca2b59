ALTER TABLE "posts" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_proposal_idx" ON "posts" USING btree ("proposal_id") WHERE "posts"."proposal_id" is not null;--> statement-breakpoint
-- custom: the schema file cannot name proposals (its file imports this one): the card goes with its proposal
ALTER TABLE "posts" ADD CONSTRAINT "posts_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;
