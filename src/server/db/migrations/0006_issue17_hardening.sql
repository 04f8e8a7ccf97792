CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('queued', 'building', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"singleton_key" text,
	"lock_token" uuid,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."max_attempts" >= 1 and "jobs"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vanity_urls" (
	"vanity_url" text PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vanity_urls_lower_check" CHECK ("vanity_urls"."vanity_url" = lower("vanity_urls"."vanity_url"))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_sender_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_recipient_id_profiles_id_fk";
--> statement-breakpoint
DROP INDEX "property_views_session_key";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "allow_flyers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "property_views" ADD COLUMN "viewed_on" date DEFAULT (now() at time zone 'Asia/Kolkata')::date NOT NULL;--> statement-breakpoint
-- Hand-written (decision 018): views recorded before keep their own day, and only the
-- first view of a broker on a listing per day stays, so the daily unique index can be built.
UPDATE "property_views" SET "viewed_on" = ("created_at" at time zone 'Asia/Kolkata')::date;--> statement-breakpoint
DELETE FROM "property_views" a USING "property_views" b
  WHERE a."property_id" = b."property_id" AND a."user_id" = b."user_id" AND a."viewed_on" = b."viewed_on"
    AND (a."created_at", a."id") > (b."created_at", b."id");--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vanity_urls" ADD CONSTRAINT "vanity_urls_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_throttle_window_idx" ON "auth_throttle" USING btree ("window_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_active_key" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" in ('queued', 'building');--> statement-breakpoint
CREATE INDEX "data_exports_user_created_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_expiry_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."finished_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key" ON "jobs" USING btree ("name","singleton_key") WHERE "jobs"."singleton_key" is not null and "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "notification_throttle_last_idx" ON "notification_throttle" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "vanity_urls_profile_idx" ON "vanity_urls" USING btree ("profile_id","released_at");--> statement-breakpoint
-- Hand-written (decision 026): a database may already hold two or more pending
-- invitations from one inviter (or two bootstrap ones) to one address, made by sends at
-- the same instant. Keep the oldest of each group (the one a later send reuses, decision
-- 012) and delete the others, so the unique index below can be built.
DELETE FROM "invitations" AS dup
USING "invitations" AS keep
WHERE dup."status" = 'pending'
  AND keep."status" = 'pending'
  AND coalesce(dup."inviter_id", '00000000-0000-0000-0000-000000000000'::uuid)
    = coalesce(keep."inviter_id", '00000000-0000-0000-0000-000000000000'::uuid)
  AND lower(dup."invitee_email") = lower(keep."invitee_email")
  AND (keep."created_at", keep."id") < (dup."created_at", dup."id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_inviter_email_key" ON "invitations" USING btree (coalesce("inviter_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("invitee_email")) WHERE "invitations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "property_views_daily_key" ON "property_views" USING btree ("property_id","user_id","viewed_on");--> statement-breakpoint
ALTER TABLE "property_views" DROP COLUMN "session_id";