ALTER TABLE "property_views" ADD COLUMN "session_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "company_name_key" ON "company" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "property_views_session_key" ON "property_views" USING btree ("property_id","user_id","session_id");