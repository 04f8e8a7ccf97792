CREATE TABLE "project_inventory_settings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"hold_hours" integer DEFAULT 24 NOT NULL,
	CONSTRAINT "project_inventory_settings_hold_hours_check" CHECK ("project_inventory_settings"."hold_hours" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "project_towers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"floors" integer NOT NULL,
	"units_per_floor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_towers_size_check" CHECK ("project_towers"."floors" between 1 and 60 and "project_towers"."units_per_floor" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "project_unit_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"label" text NOT NULL,
	"carpet_sqft" integer NOT NULL,
	"price_per_sqft" bigint NOT NULL,
	"floor_rise" bigint DEFAULT 0 NOT NULL,
	"other_charges" bigint DEFAULT 0 NOT NULL,
	"from_price" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"tower_id" uuid NOT NULL,
	"floor" integer NOT NULL,
	"unit_number" text NOT NULL,
	"unit_type_id" uuid,
	"state" text DEFAULT 'available' NOT NULL,
	"held_by" uuid,
	"hold_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_units_state_check" CHECK ("project_units"."state" in ('available', 'held', 'booked'))
);
--> statement-breakpoint
ALTER TABLE "project_inventory_settings" ADD CONSTRAINT "project_inventory_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_towers" ADD CONSTRAINT "project_towers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_unit_types" ADD CONSTRAINT "project_unit_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_tower_id_project_towers_id_fk" FOREIGN KEY ("tower_id") REFERENCES "public"."project_towers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_unit_type_id_project_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."project_unit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_held_by_profiles_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_towers_project_name_key" ON "project_towers" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "project_unit_types_project_idx" ON "project_unit_types" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_units_tower_number_key" ON "project_units" USING btree ("tower_id","unit_number");--> statement-breakpoint
CREATE INDEX "project_units_project_idx" ON "project_units" USING btree ("project_id");