CREATE TABLE "reposts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "repost_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "quote_kind" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "reposts" ADD CONSTRAINT "reposts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reposts" ADD CONSTRAINT "reposts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reposts_post_user_idx" ON "reposts" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "reposts_user_latest_idx" ON "reposts" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_quote_whole" CHECK (("posts"."quote_kind" is null) = ("posts"."quote_id" is null));