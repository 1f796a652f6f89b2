CREATE TYPE "public"."report_reason" AS ENUM('rented_or_sold', 'fake_photos', 'wrong_price_or_place', 'payment_before_viewing', 'duplicate', 'offensive', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_state" AS ENUM('open', 'dismissed', 'taken_down', 'suspended');--> statement-breakpoint
ALTER TYPE "public"."property_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."property_status" ADD VALUE 'reported';--> statement-breakpoint
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
CREATE TABLE "listing_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"reason" "report_reason" NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reporter_id" integer,
	"reporter_key" text NOT NULL,
	"address_key" text NOT NULL,
	"state" "report_state" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer
);
--> statement-breakpoint
DROP INDEX "properties_status_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_views_idx";--> statement-breakpoint
DROP INDEX "properties_status_area_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_per_m2_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "last_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reminders" ADD CONSTRAINT "listing_reminders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reminders_once_key" ON "listing_reminders" USING btree ("property_id","confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_one_open_key" ON "listing_reports" USING btree ("property_id","reporter_key") WHERE "listing_reports"."state" = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("state","property_id");--> statement-breakpoint
CREATE INDEX "properties_status_confirmed_at_idx" ON "properties" USING btree ("status","last_confirmed_at","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_status_created_at_idx" ON "properties" USING btree ("status","created_at","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id","property_type","listing_type","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_views_idx" ON "properties" USING btree ("status","views_count","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_price_per_m2_idx" ON "properties" USING btree ("status","price_per_m2","id","property_type","listing_type","price","bedrooms","bathrooms","region_id","city_id","subcity_id","kebele_id","furnished","condominium_scheme","floor","title_deed","agent_id","is_featured","latitude","longitude","last_confirmed_at");