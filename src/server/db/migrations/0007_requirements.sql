CREATE TABLE "notification_digests" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"notification_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "requirement_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requirement_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_matches_state_check" CHECK ("requirement_matches"."state" in ('new', 'shortlisted', 'rejected')),
	CONSTRAINT "requirement_matches_score_check" CHECK ("requirement_matches"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_type" text NOT NULL,
	"city_id" integer NOT NULL,
	"area_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"budget_min" bigint,
	"budget_max" bigint,
	"bedrooms_min" integer,
	"bedrooms_max" integer,
	"sqft_min" integer,
	"sqft_max" integer,
	"notes" text DEFAULT '' NOT NULL,
	"client_note" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'Network Only' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL,
	"expiry_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirements_type_check" CHECK ("requirements"."property_type" in ('Sale', 'Rent')),
	CONSTRAINT "requirements_visibility_check" CHECK ("requirements"."visibility" in ('Private', 'Network Only', 'All')),
	CONSTRAINT "requirements_status_check" CHECK ("requirements"."status" in ('active', 'on_hold', 'fulfilled', 'expired')),
	CONSTRAINT "requirements_ranges_check" CHECK (("requirements"."budget_min" is null or "requirements"."budget_max" is null or "requirements"."budget_min" <= "requirements"."budget_max")
        and ("requirements"."bedrooms_min" is null or "requirements"."bedrooms_max" is null or "requirements"."bedrooms_min" <= "requirements"."bedrooms_max")
        and ("requirements"."sqft_min" is null or "requirements"."sqft_max" is null or "requirements"."sqft_min" <= "requirements"."sqft_max")),
	CONSTRAINT "requirements_positive_check" CHECK (coalesce("requirements"."budget_min", 1) > 0 and coalesce("requirements"."budget_max", 1) > 0
        and coalesce("requirements"."bedrooms_min", 0) >= 0 and coalesce("requirements"."bedrooms_max", 0) >= 0
        and coalesce("requirements"."sqft_min", 1) > 0 and coalesce("requirements"."sqft_max", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "delivery" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_matches" ADD CONSTRAINT "requirement_matches_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_matches" ADD CONSTRAINT "requirement_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_matches_pair_key" ON "requirement_matches" USING btree ("requirement_id","property_id");--> statement-breakpoint
CREATE INDEX "requirement_matches_requirement_idx" ON "requirement_matches" USING btree ("requirement_id","score","created_at") WHERE "requirement_matches"."active";--> statement-breakpoint
CREATE INDEX "requirement_matches_property_idx" ON "requirement_matches" USING btree ("property_id") WHERE "requirement_matches"."active";--> statement-breakpoint
CREATE INDEX "requirements_user_created_idx" ON "requirements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "requirements_visibility_created_idx" ON "requirements" USING btree ("visibility","created_at");--> statement-breakpoint
CREATE INDEX "requirements_matching_idx" ON "requirements" USING btree ("city_id","property_type","budget_max") WHERE "requirements"."status" = 'active';--> statement-breakpoint
CREATE INDEX "requirements_expiry_idx" ON "requirements" USING btree ("expires_at") WHERE "requirements"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_matching_idx" ON "properties" USING btree ("city_id","property_type","price");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_delivery_check" CHECK ("notification_preferences"."delivery" in ('instant', 'daily'));