CREATE INDEX "users_handle_prefix_idx" ON "users" USING btree (lower("handle") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_prefix_idx" ON "users" USING btree (lower("display_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_ens_prefix_idx" ON "users" USING btree (lower("ens") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_address_prefix_idx" ON "users" USING btree ("address" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin (to_tsvector('simple', "content"));