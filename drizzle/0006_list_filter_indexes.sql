DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_views_idx";--> statement-breakpoint
DROP INDEX "properties_status_area_idx";--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at","id","listing_type","property_type","bedrooms","bathrooms","price","area","region_id","city_id","subcity_id","kebele_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id","listing_type","property_type","bedrooms","bathrooms","area","region_id","city_id","subcity_id","kebele_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_views_idx" ON "properties" USING btree ("status","views_count","id","listing_type","property_type","bedrooms","bathrooms","price","area","region_id","city_id","subcity_id","kebele_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area","id","listing_type","property_type","bedrooms","bathrooms","price","region_id","city_id","subcity_id","kebele_id","is_featured","latitude","longitude");