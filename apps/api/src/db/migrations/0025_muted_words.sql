CREATE TABLE "muted_words" (
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"tags_only" boolean NOT NULL,
	CONSTRAINT "muted_words_user_id_position_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
ALTER TABLE "muted_words" ADD CONSTRAINT "muted_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;