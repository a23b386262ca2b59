CREATE TABLE "name_lookups" (
	"address" text PRIMARY KEY NOT NULL,
	"name" text,
	"checked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "name_lookups_expires_idx" ON "name_lookups" USING btree ("expires_at");