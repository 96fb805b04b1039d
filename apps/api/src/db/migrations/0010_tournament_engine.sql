CREATE TABLE "tournament_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_sport_category_id" integer NOT NULL,
	"format" text NOT NULL,
	"seeding" text NOT NULL,
	"seed" integer NOT NULL,
	"options" jsonb NOT NULL,
	"seeded_team_ids" jsonb NOT NULL,
	"groups" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "draw_id" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "group_name" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "round_number" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "bracket_position" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "home_source" jsonb;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "away_source" jsonb;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "winner_to_fixture_id" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "winner_to_side" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "loser_to_fixture_id" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "loser_to_side" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "home_points" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "away_points" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "sets" jsonb;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "shootout" jsonb;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "is_scheduled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "walkover_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_event_sport_category_id_event_sport_categories_id_fk" FOREIGN KEY ("event_sport_category_id") REFERENCES "public"."event_sport_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_draws_esc" ON "tournament_draws" USING btree ("event_sport_category_id");--> statement-breakpoint
CREATE INDEX "fixtures_draw" ON "fixtures" USING btree ("draw_id");