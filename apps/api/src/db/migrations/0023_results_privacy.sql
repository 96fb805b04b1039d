ALTER TABLE "tenants" ADD COLUMN "public_names" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hide_name_on_public_pages" boolean DEFAULT false NOT NULL;