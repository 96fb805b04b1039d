CREATE TABLE "platform_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"tenant_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_operators_phone_unique" UNIQUE("phone"),
	CONSTRAINT "platform_operators_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "kind" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "modules" jsonb DEFAULT '{"olympicsMicrosite":true,"payments":true,"tournaments":true,"coupons":true,"ssoProviders":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_audit_log" ADD CONSTRAINT "platform_audit_log_operator_id_platform_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."platform_operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_operators" ADD CONSTRAINT "platform_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_audit_log_at" ON "platform_audit_log" USING btree ("at");--> statement-breakpoint
-- The operators' realm (features/operators): answers PLATFORM_HOST, admits only listed operators, requires MFA.
INSERT INTO "tenants" ("slug", "name", "kind", "is_default", "settings", "feature_flags", "auth_providers", "sign_in_policy", "mfa_setup_required", "modules")
VALUES ('_platform', 'Podium operators', 'platform', false,
  '{"logo":"/brand/logo.svg","siteTitle":"Podium operators","favicon":"/brand/favicon.svg"}',
  '{"modules":{"about":false,"blogs":false,"contact":false,"eventCalendar":false,"myCoupons":false,"myRegistrations":false,"qrCode":false,"security":true},"corporateOlympics":{"about":false,"newsBlog":false,"teams":false,"allGames":false,"medalTally":false,"results":false,"gallery":false,"fixtures":false,"register":false}}',
  '{"providers":{"phoneAuth":true,"google":false,"microsoft":false,"apple":false,"facebook":false,"github":false}}',
  'preRegisteredOnly', true,
  '{"olympicsMicrosite":false,"payments":false,"tournaments":false,"coupons":false,"ssoProviders":false}')
ON CONFLICT ("slug") DO NOTHING;
