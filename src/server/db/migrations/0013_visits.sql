CREATE TABLE "project_bookings" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"unit_label" text DEFAULT '' NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payout_stage" text DEFAULT 'pending' NOT NULL,
	"payout_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_bookings_payout_stage_check" CHECK ("project_bookings"."payout_stage" in ('pending', 'invoiced', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "project_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"broker_id" uuid NOT NULL,
	"code" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_visits_status_check" CHECK ("project_visits"."status" in ('scheduled', 'done'))
);
--> statement-breakpoint
ALTER TABLE "project_bookings" ADD CONSTRAINT "project_bookings_registration_id_project_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."project_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_visits" ADD CONSTRAINT "project_visits_registration_id_project_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."project_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_visits" ADD CONSTRAINT "project_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_visits" ADD CONSTRAINT "project_visits_broker_id_profiles_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_visits_code_key" ON "project_visits" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "project_visits_open_key" ON "project_visits" USING btree ("registration_id","broker_id") WHERE "project_visits"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "project_visits_registration_idx" ON "project_visits" USING btree ("registration_id","created_at");