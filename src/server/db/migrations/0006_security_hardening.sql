CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL
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
DROP INDEX "property_views_session_key";--> statement-breakpoint
ALTER TABLE "property_views" ADD COLUMN "viewed_on" date DEFAULT (now() at time zone 'Asia/Kolkata')::date NOT NULL;--> statement-breakpoint
-- Hand-written: views recorded before keep their own day, and only the first view of a
-- broker on a listing per day stays, so the daily unique index below can be built.
UPDATE "property_views" SET "viewed_on" = ("created_at" at time zone 'Asia/Kolkata')::date;--> statement-breakpoint
DELETE FROM "property_views" a USING "property_views" b
  WHERE a."property_id" = b."property_id" AND a."user_id" = b."user_id" AND a."viewed_on" = b."viewed_on"
    AND (a."created_at", a."id") > (b."created_at", b."id");--> statement-breakpoint
CREATE INDEX "auth_throttle_window_idx" ON "auth_throttle" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "notification_throttle_last_idx" ON "notification_throttle" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_views_daily_key" ON "property_views" USING btree ("property_id","user_id","viewed_on");--> statement-breakpoint
ALTER TABLE "property_views" DROP COLUMN "session_id";