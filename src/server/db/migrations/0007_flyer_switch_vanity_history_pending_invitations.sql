CREATE TABLE "vanity_urls" (
	"vanity_url" text PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vanity_urls_lower_check" CHECK ("vanity_urls"."vanity_url" = lower("vanity_urls"."vanity_url"))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "allow_flyers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vanity_urls" ADD CONSTRAINT "vanity_urls_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vanity_urls_profile_idx" ON "vanity_urls" USING btree ("profile_id","released_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_inviter_email_key" ON "invitations" USING btree (coalesce("inviter_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("invitee_email")) WHERE "invitations"."status" = 'pending';