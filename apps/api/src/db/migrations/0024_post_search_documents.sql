CREATE TABLE "post_search_documents" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_search_idx";--> statement-breakpoint
ALTER TABLE "post_search_documents" ADD CONSTRAINT "post_search_documents_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_search_documents_idx" ON "post_search_documents" USING gin ("document");--> statement-breakpoint
CREATE FUNCTION "post_search_documents_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "post_search_documents" ("post_id", "document")
  VALUES (NEW."id", to_tsvector('simple', NEW."content"))
  ON CONFLICT ("post_id") DO UPDATE SET "document" = EXCLUDED."document";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_search_document" AFTER INSERT OR UPDATE OF "content" ON "posts"
FOR EACH ROW EXECUTE FUNCTION "post_search_documents_sync"();--> statement-breakpoint
INSERT INTO "post_search_documents" ("post_id", "document")
SELECT "id", to_tsvector('simple', "content") FROM "posts";
