DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_views_idx";--> statement-breakpoint
DROP INDEX "properties_type_created_idx";--> statement-breakpoint
DROP INDEX "properties_subcity_idx";--> statement-breakpoint
DROP INDEX "properties_city_idx";--> statement-breakpoint
DROP INDEX "properties_region_idx";--> statement-breakpoint
DROP INDEX "properties_featured_idx";--> statement-breakpoint
DROP INDEX "properties_owner_idx";--> statement-breakpoint
DROP INDEX "properties_agent_idx";--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_status_views_idx" ON "properties" USING btree ("status","views_count","id");--> statement-breakpoint
CREATE INDEX "properties_type_created_idx" ON "properties" USING btree ("status","listing_type","property_type","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_subcity_idx" ON "properties" USING btree ("subcity_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_region_idx" ON "properties" USING btree ("region_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."is_featured" and "properties"."status" = 'available';--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_agent_idx" ON "properties" USING btree ("agent_id","status","created_at");