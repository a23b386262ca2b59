-- measured: ranking from a stored vector joined back to posts was slower on PostgreSQL than
-- the expression index (one word p99 84 against 44 ms at 100 k posts); back to the index
DROP TRIGGER "posts_search_document" ON "posts";--> statement-breakpoint
DROP FUNCTION "post_search_documents_sync"();--> statement-breakpoint
DROP TABLE "post_search_documents" CASCADE;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin (to_tsvector('simple', "content"));
