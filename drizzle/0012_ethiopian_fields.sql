CREATE TYPE "public"."condominium_scheme" AS ENUM('20/80', '40/60', '10/90', 'other');--> statement-breakpoint
CREATE TYPE "public"."furnishing" AS ENUM('unfurnished', 'semi_furnished', 'furnished');--> statement-breakpoint
CREATE TYPE "public"."title_deed" AS ENUM('has_deed', 'in_process', 'none');--> statement-breakpoint
DROP INDEX "properties_status_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_views_idx";--> statement-breakpoint
DROP INDEX "properties_status_area_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnished" "furnishing";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "condominium_scheme" "condominium_scheme";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "building_floors" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_deed" "title_deed";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "advance_months" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "min_lease_months" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_per_m2" bigint GENERATED ALWAYS AS (case when "properties"."area" > 0 then round("properties"."price"::numeric / "properties"."area") else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_status_price_per_m2_idx" ON "properties" USING btree ("status","price_per_m2","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_created_at_idx" ON "properties" USING btree ("status","created_at","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id","property_type","listing_type","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_views_idx" ON "properties" USING btree ("status","views_count","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude");