CREATE TABLE "identity_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"connection" text NOT NULL,
	"issuer" text,
	"authorization_endpoint" text,
	"token_endpoint" text,
	"user_info_endpoint" text,
	"emails_endpoint" text,
	"client_id" text NOT NULL,
	"client_secret_env" text,
	"scopes" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_login_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"connection" text NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_login_flows" ADD CONSTRAINT "sso_login_flows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_providers_tenant_connection" ON "identity_providers" USING btree ("tenant_id","connection");--> statement-breakpoint
CREATE INDEX "sso_login_flows_expires" ON "sso_login_flows" USING btree ("expires_at");