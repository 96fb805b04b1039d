CREATE TABLE "otp_send_budgets" (
	"scope" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "otp_send_budgets_scope_window_start_pk" PRIMARY KEY("scope","window_start")
);
--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "allowance" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_send_budgets_window_start" ON "otp_send_budgets" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "otp_sends_tenant_phone" ON "otp_sends" USING btree ("tenant_id","phone","sent_at");