-- Every statement that changes listings tells listening processes, once per transaction and
-- only when it commits: each process's in-memory listing index rebuilds (decision 024).
CREATE FUNCTION notify_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listings_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER properties_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
