CREATE TABLE "coupon_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"title" text NOT NULL,
	"partner" text NOT NULL,
	"value" text NOT NULL,
	"valid_days" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_rules" ADD CONSTRAINT "coupon_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_rules_tenant_trigger" ON "coupon_rules" USING btree ("tenant_id","trigger");