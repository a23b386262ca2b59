ALTER TABLE "posts" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_tags_idx" ON "posts" USING gin ("tags");--> statement-breakpoint
-- posts written before tags were indexed: the same reading as `hashtagsIn`, in SQL
UPDATE "posts" SET "tags" = ARRAY(
  SELECT DISTINCT lower(m[1]) FROM regexp_matches("content", '(?:^|[^[:alnum:]_.@#&/])#([[:alpha:]][[:alnum:]_]{0,49})', 'g') AS m LIMIT 10
) WHERE "content" LIKE '%#%';
