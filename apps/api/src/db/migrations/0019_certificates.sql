CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"event_sport_category_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"place" integer,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "certificates_place_of_kind" CHECK (("certificates"."kind" = 'medal' and "certificates"."place" between 1 and 3) or ("certificates"."kind" = 'participation' and "certificates"."place" is null))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_sport_category_id_event_sport_categories_id_fk" FOREIGN KEY ("event_sport_category_id") REFERENCES "public"."event_sport_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_once" ON "certificates" USING btree ("user_id","event_sport_category_id") WHERE "certificates"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_category" ON "certificates" USING btree ("event_sport_category_id");