ALTER TABLE "agreement_signers" DROP CONSTRAINT "agreement_signers_role_check";--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "requirement_id" uuid;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "disclosed_client_note" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_signers_member_idx" ON "agreement_signers" USING btree ("user_id","created_at") WHERE "agreement_signers"."role" = 'listing_broker';--> statement-breakpoint
CREATE INDEX "agreements_requirement_idx" ON "agreements" USING btree ("requirement_id");--> statement-breakpoint
ALTER TABLE "agreement_signers" ADD CONSTRAINT "agreement_signers_role_check" CHECK ("agreement_signers"."role" in ('broker', 'client', 'listing_broker'));