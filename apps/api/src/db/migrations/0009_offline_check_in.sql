ALTER TABLE "attendance" ADD COLUMN "is_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "offline_scans_accepted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "offline_allowance_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_log" ADD COLUMN "code_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scan_log" ADD COLUMN "device_scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scan_log" ADD COLUMN "is_offline" boolean DEFAULT false NOT NULL;