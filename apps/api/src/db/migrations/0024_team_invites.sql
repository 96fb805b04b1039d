ALTER TABLE "event_sport_categories" ADD COLUMN "allows_mixed_teams" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "invite_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_invite_code" ON "teams" USING btree ("invite_code");