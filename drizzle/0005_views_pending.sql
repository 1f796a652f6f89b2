CREATE TABLE "listing_views_pending" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_views_pending" ADD CONSTRAINT "listing_views_pending_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;