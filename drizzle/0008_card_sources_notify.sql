-- What a listing card shows beside the listing's own row — its photos, its agent's or owner's
-- name, phone, avatar and company — tells listening processes too, with the payload 'cards':
-- they forget the cards they keep written (decision 025) without rebuilding the listing index.
CREATE FUNCTION notify_cards_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listings_changed', 'cards');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER property_images_notify_cards
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cards_changed();--> statement-breakpoint
CREATE TRIGGER images_notify_cards
  AFTER UPDATE OF width, height, placeholder, dominant_color, variants OR DELETE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cards_changed();--> statement-breakpoint
CREATE TRIGGER users_notify_cards
  AFTER UPDATE OF full_name, email, phone_number, telegram_username, is_verified_agent, profile_picture_id
  ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cards_changed();--> statement-breakpoint
CREATE TRIGGER agent_profiles_notify_cards
  AFTER INSERT OR UPDATE OR DELETE ON agent_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cards_changed();
