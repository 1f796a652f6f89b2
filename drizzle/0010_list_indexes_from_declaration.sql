DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_views_idx";--> statement-breakpoint
DROP INDEX "properties_status_area_idx";--> statement-breakpoint
CREATE INDEX "properties_status_created_at_idx" ON "properties" USING btree ("status","created_at","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","agent_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id","property_type","listing_type","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","agent_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_views_idx" ON "properties" USING btree ("status","views_count","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","agent_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","agent_id","is_featured","latitude","longitude");