-- A statement that changes no listing no longer tells the processes that listings changed. A
-- statement-level trigger fires even when its statement touched no row, and two jobs run such
-- statements every minute in every process (featuring past its end date, the freshness pass's
-- expiry): each made every process rebuild its listing index (a read of every public listing) and
-- empty its answer cache for nothing (found by bench:compare, decision 032). The rows a statement
-- changed are read from its transition table; TRUNCATE has none and always tells.
CREATE FUNCTION notify_listings_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('listings_changed', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER properties_notify_changed ON properties;--> statement-breakpoint
CREATE TRIGGER properties_notify_inserted
  AFTER INSERT ON properties REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_rows_changed();--> statement-breakpoint
CREATE TRIGGER properties_notify_updated
  AFTER UPDATE ON properties REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_rows_changed();--> statement-breakpoint
CREATE TRIGGER properties_notify_deleted
  AFTER DELETE ON properties REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_rows_changed();--> statement-breakpoint
CREATE TRIGGER properties_notify_truncated
  AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
