CREATE TABLE "property_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"previous_price" bigint NOT NULL,
	"price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
-- Price history and "Price reduced" (decision 042). The properties row only ever holds what the
-- public sees (decision 028), so every change of a public listing's price is recorded here,
-- whatever made it: an edit applied at once, staff approving a change, a staff edit. Public means
-- the statuses of LISTING_VISIBILITY.public (src/shared/listing-query.ts; a test holds them
-- equal). A fall of 5 % or more (PRICE_REDUCED.fall, src/shared/price-context.ts) marks the
-- listing reduced; a rise clears the mark.
CREATE FUNCTION record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price AND OLD.status IN ('available', 'sold', 'rented') THEN
    INSERT INTO property_price_changes (property_id, previous_price, price)
      VALUES (OLD.id, OLD.price, NEW.price);
    IF NEW.price <= OLD.price * 0.95 THEN
      NEW.price_reduced_at := now();
    ELSIF NEW.price > OLD.price THEN
      NEW.price_reduced_at := NULL;
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER properties_record_price_change
  BEFORE UPDATE OF price ON properties
  FOR EACH ROW EXECUTE FUNCTION record_price_change();
