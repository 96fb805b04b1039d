ALTER TABLE "attendance" ADD COLUMN "undone_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "undo_reason" text;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_undone_by_user_id_users_id_fk" FOREIGN KEY ("undone_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every recorded, revived or undone attendance row tells listeners (the staff dashboards of every
-- API replica) which event changed; the payload is small and carries no personal data.
CREATE OR REPLACE FUNCTION notify_attendance_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('attendance', json_build_object('tenantId', NEW.tenant_id, 'eventId', NEW.event_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER attendance_notify AFTER INSERT OR UPDATE ON "attendance" FOR EACH ROW EXECUTE FUNCTION notify_attendance_change();
