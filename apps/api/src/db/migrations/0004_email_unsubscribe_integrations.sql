ALTER TABLE "tenants" ADD COLUMN "integrations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_unsubscribed_at" timestamp with time zone;