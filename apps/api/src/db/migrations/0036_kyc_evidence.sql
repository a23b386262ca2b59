CREATE TABLE "kyc_attestations" (
	"uid" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"tier" text NOT NULL,
	"attestation" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"request_id" uuid,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_reviews" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_attestations" ADD CONSTRAINT "kyc_attestations_request_id_kyc_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_images" ADD CONSTRAINT "kyc_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_images" ADD CONSTRAINT "kyc_images_request_id_kyc_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_reviews" ADD CONSTRAINT "kyc_reviews_request_id_kyc_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_reviews" ADD CONSTRAINT "kyc_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_attestations_request_idx" ON "kyc_attestations" USING btree ("request_id","expires_at");--> statement-breakpoint
CREATE INDEX "kyc_images_request_idx" ON "kyc_images" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "kyc_images_owner_idx" ON "kyc_images" USING btree ("owner_id","created_at");