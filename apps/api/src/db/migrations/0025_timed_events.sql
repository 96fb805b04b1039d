CREATE TABLE "timed_heats" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"event_sport_category_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue_id" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"results_entered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timed_lanes" (
	"id" serial PRIMARY KEY NOT NULL,
	"heat_id" integer NOT NULL,
	"lane" integer NOT NULL,
	"team_id" integer NOT NULL,
	"entry_mark" integer,
	"mark" integer,
	"attempts" jsonb,
	"status" text,
	"reason" text,
	"place" integer,
	"qualified" text
);
--> statement-breakpoint
CREATE TABLE "timed_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_sport_category_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"lanes" integer NOT NULL,
	"qualify" jsonb,
	"seeding" text NOT NULL,
	"seed" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_sport_categories" ADD COLUMN "result_type" text;--> statement-breakpoint
ALTER TABLE "timed_heats" ADD CONSTRAINT "timed_heats_round_id_timed_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."timed_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_heats" ADD CONSTRAINT "timed_heats_event_sport_category_id_event_sport_categories_id_fk" FOREIGN KEY ("event_sport_category_id") REFERENCES "public"."event_sport_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_heats" ADD CONSTRAINT "timed_heats_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_lanes" ADD CONSTRAINT "timed_lanes_heat_id_timed_heats_id_fk" FOREIGN KEY ("heat_id") REFERENCES "public"."timed_heats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_lanes" ADD CONSTRAINT "timed_lanes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_rounds" ADD CONSTRAINT "timed_rounds_event_sport_category_id_event_sport_categories_id_fk" FOREIGN KEY ("event_sport_category_id") REFERENCES "public"."event_sport_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_rounds" ADD CONSTRAINT "timed_rounds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timed_heats_round_number" ON "timed_heats" USING btree ("round_id","number");--> statement-breakpoint
CREATE INDEX "timed_heats_esc" ON "timed_heats" USING btree ("event_sport_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timed_lanes_heat_lane" ON "timed_lanes" USING btree ("heat_id","lane");--> statement-breakpoint
CREATE INDEX "timed_lanes_team" ON "timed_lanes" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timed_rounds_esc_number" ON "timed_rounds" USING btree ("event_sport_category_id","number");