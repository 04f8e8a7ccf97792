-- Issue 22: the caller's role is cached with the session on every instance
-- (session-liveness.ts). A role change, whether the app makes it or an operator types
-- it in SQL, is announced on the realtime channel when its transaction commits, so
-- every instance reads that broker's role again at once (lib/realtime/roles-changed.ts).
CREATE OR REPLACE FUNCTION announce_role_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bc_realtime', json_build_object('role_changed', NEW.id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_role_changed
  AFTER UPDATE OF role ON profiles
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION announce_role_changed();
