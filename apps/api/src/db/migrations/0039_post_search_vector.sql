-- a post's words, stored beside it: a search filters and ranks on this rather than computing
-- to_tsvector from the text of every post it looks at. Kept out of the drizzle columns, so
-- reading posts never carries it (features/search/posts.ts names it).
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "content")) STORED;--> statement-breakpoint
DROP INDEX "posts_search_idx";--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin (search_vector);
