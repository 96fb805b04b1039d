CREATE TABLE "payment_deferred_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_deferred_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "source" text DEFAULT 'podium' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "allocation" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD CONSTRAINT "payment_order_lines_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Lines of orders that no longer hold places, and lines of withdrawn registrations, are released;
-- of any registration still paid for by two lines (the double-refund finding), only the newest stays live.
UPDATE "payment_order_lines" SET "released_at" = now() FROM "payment_orders" WHERE "payment_orders"."id" = "payment_order_lines"."order_id" AND "payment_orders"."status" IN ('expired', 'failed', 'refunded');--> statement-breakpoint
UPDATE "payment_order_lines" SET "refunded_minor" = "payment_order_lines"."amount_minor" FROM "payment_orders" WHERE "payment_orders"."id" = "payment_order_lines"."order_id" AND "payment_orders"."status" = 'refunded';--> statement-breakpoint
UPDATE "payment_order_lines" SET "released_at" = now() FROM "registrations" WHERE "registrations"."id" = "payment_order_lines"."registration_id" AND "registrations"."status" = 'withdrawn' AND "payment_order_lines"."released_at" IS NULL;--> statement-breakpoint
UPDATE "payment_order_lines" AS "older" SET "released_at" = now() FROM "payment_order_lines" AS "newer", "payment_orders" AS "older_order", "payment_orders" AS "newer_order" WHERE "older"."registration_id" = "newer"."registration_id" AND "older"."released_at" IS NULL AND "newer"."released_at" IS NULL AND "older_order"."id" = "older"."order_id" AND "newer_order"."id" = "newer"."order_id" AND ("older_order"."created_at", "older"."order_id") < ("newer_order"."created_at", "newer"."order_id");--> statement-breakpoint
-- A per-team fee line pays for the team its payer created (not a team an admin moved them to since).
UPDATE "payment_order_lines" SET "team_id" = "teams"."id" FROM "registrations", "category_fees", "teams", "payment_orders" WHERE "registrations"."id" = "payment_order_lines"."registration_id" AND "category_fees"."event_sport_category_id" = "payment_order_lines"."event_sport_category_id" AND "category_fees"."charged_per" = 'team' AND "teams"."id" = "registrations"."team_id" AND "payment_orders"."id" = "payment_order_lines"."order_id" AND "teams"."created_by_user_id" = "payment_orders"."user_id" AND "payment_order_lines"."released_at" IS NULL;--> statement-breakpoint
-- Of two live lines for one team (a fee switched to per team after people had paid), only the newest stays the team's.
UPDATE "payment_order_lines" AS "older" SET "team_id" = NULL FROM "payment_order_lines" AS "newer", "payment_orders" AS "older_order", "payment_orders" AS "newer_order" WHERE "older"."team_id" = "newer"."team_id" AND "older"."released_at" IS NULL AND "newer"."released_at" IS NULL AND "older_order"."id" = "older"."order_id" AND "newer_order"."id" = "newer"."order_id" AND ("older_order"."created_at", "older"."order_id", "older"."registration_id") < ("newer_order"."created_at", "newer"."order_id", "newer"."registration_id");--> statement-breakpoint
UPDATE "refunds" SET "status" = 'sent' WHERE "status" = 'pending' AND "provider_refund_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_lines_live_registration" ON "payment_order_lines" USING btree ("registration_id") WHERE "payment_order_lines"."released_at" is null and "payment_order_lines"."team_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_lines_live_team" ON "payment_order_lines" USING btree ("team_id") WHERE "payment_order_lines"."released_at" is null;--> statement-breakpoint
CREATE INDEX "refunds_due" ON "refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD CONSTRAINT "payment_order_lines_refunded_within_amount" CHECK ("payment_order_lines"."refunded_minor" >= 0 and "payment_order_lines"."refunded_minor" <= "payment_order_lines"."amount_minor");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_refunded_within_amount" CHECK ("payment_orders"."refunded_minor" >= 0 and "payment_orders"."refunded_minor" <= "payment_orders"."amount_minor");