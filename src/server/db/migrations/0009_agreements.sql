CREATE TABLE "agreement_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"signer_id" uuid,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"token_hash" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"signed_document_sha256" text,
	"signature_key" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_signers_role_check" CHECK ("agreement_signers"."role" in ('broker', 'client')),
	CONSTRAINT "agreement_signers_attempts_check" CHECK ("agreement_signers"."code_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"terms" jsonb NOT NULL,
	"property_id" uuid,
	"document_facts" jsonb,
	"document_sha256" text,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"pdf_key" text,
	"pdf_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_kind_check" CHECK ("agreements"."kind" in ('seller_to_broker', 'buyer_to_broker', 'broker_to_broker')),
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('draft', 'sent', 'viewed', 'executed', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "agreements_language_check" CHECK ("agreements"."language" in ('en', 'hi')),
	CONSTRAINT "agreements_sent_check" CHECK ("agreements"."status" = 'draft' or ("agreements"."sent_at" is not null and "agreements"."document_sha256" is not null))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rera_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rera_state" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rera_valid_until" date;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_signer_id_agreement_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."agreement_signers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signers" ADD CONSTRAINT "agreement_signers_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signers" ADD CONSTRAINT "agreement_signers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_events_agreement_idx" ON "agreement_events" USING btree ("agreement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signers_role_idx" ON "agreement_signers" USING btree ("agreement_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signers_token_idx" ON "agreement_signers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agreements_owner_created_idx" ON "agreements" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "agreements_expiry_idx" ON "agreements" USING btree ("expires_at") WHERE "agreements"."status" in ('sent', 'viewed');--> statement-breakpoint
CREATE INDEX "agreements_reminder_idx" ON "agreements" USING btree ("sent_at") WHERE "agreements"."status" in ('sent', 'viewed') and "agreements"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_pdf_sha256_idx" ON "agreements" USING btree ("pdf_sha256");