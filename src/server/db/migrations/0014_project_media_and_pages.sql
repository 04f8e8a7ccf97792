CREATE TABLE "project_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"broker_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_bookings" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brochure_url" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brochure_name" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brochure_bytes" integer;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_broker_id_profiles_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_shares_public_id_key" ON "project_shares" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_shares_project_broker_key" ON "project_shares" USING btree ("project_id","broker_id");--> statement-breakpoint
CREATE INDEX "project_shares_broker_idx" ON "project_shares" USING btree ("broker_id");--> statement-breakpoint
ALTER TABLE "project_bookings" ADD CONSTRAINT "project_bookings_unit_id_project_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."project_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_bookings_unit_key" ON "project_bookings" USING btree ("unit_id") WHERE "project_bookings"."unit_id" is not null;