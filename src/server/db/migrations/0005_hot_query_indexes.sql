DROP INDEX "connections_requester_idx";--> statement-breakpoint
DROP INDEX "connections_recipient_idx";--> statement-breakpoint
CREATE INDEX "post_likes_user_post_idx" ON "post_likes" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE INDEX "connections_requester_idx" ON "connections" USING btree ("requester_id","status","recipient_id");--> statement-breakpoint
CREATE INDEX "connections_recipient_idx" ON "connections" USING btree ("recipient_id","status","requester_id");