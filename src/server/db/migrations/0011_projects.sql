CREATE TABLE "project_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"broker_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protected_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	CONSTRAINT "project_registrations_status_check" CHECK ("project_registrations"."status" in ('registered', 'visited', 'booked'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"marketer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"developer" text DEFAULT '' NOT NULL,
	"rera_project_number" text DEFAULT '' NOT NULL,
	"city_id" integer NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"possession_date" date,
	"description" text DEFAULT '' NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'Network Only' NOT NULL,
	"status" text DEFAULT 'pre_launch' NOT NULL,
	"protection_days" integer DEFAULT 60 NOT NULL,
	"who_may_register" text DEFAULT 'network' NOT NULL,
	"commission" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_visibility_check" CHECK ("projects"."visibility" in ('Network Only', 'All', 'Public')),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('pre_launch', 'launched', 'ready', 'sold_out')),
	CONSTRAINT "projects_protection_days_check" CHECK ("projects"."protection_days" between 1 and 365),
	CONSTRAINT "projects_who_may_register_check" CHECK ("projects"."who_may_register" in ('network', 'all'))
);
--> statement-breakpoint
ALTER TABLE "project_registrations" ADD CONSTRAINT "project_registrations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_registrations" ADD CONSTRAINT "project_registrations_broker_id_profiles_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_marketer_id_profiles_id_fk" FOREIGN KEY ("marketer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_registrations_project_phone_key" ON "project_registrations" USING btree ("project_id","client_phone");--> statement-breakpoint
CREATE INDEX "project_registrations_broker_registered_idx" ON "project_registrations" USING btree ("broker_id","registered_at");--> statement-breakpoint
CREATE INDEX "projects_marketer_created_idx" ON "projects" USING btree ("marketer_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_visibility_created_idx" ON "projects" USING btree ("visibility","created_at");