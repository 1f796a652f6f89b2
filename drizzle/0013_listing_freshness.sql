ALTER TYPE "public"."property_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "listing_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_action" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_status_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_views_idx";--> statement-breakpoint
DROP INDEX "properties_status_area_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_per_m2_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "last_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reminders" ADD CONSTRAINT "listing_reminders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reminders_once_key" ON "listing_reminders" USING btree ("property_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_confirmed_at_idx" ON "properties" USING btree ("status","last_confirmed_at","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_created_at_idx" ON "properties" USING btree ("status","created_at","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id","property_type","listing_type","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_views_idx" ON "properties" USING btree ("status","views_count","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_price_per_m2_idx" ON "properties" USING btree ("status","price_per_m2","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");