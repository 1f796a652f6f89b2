ALTER TYPE "public"."property_status" ADD VALUE 'suspended';--> statement-breakpoint
ALTER TABLE "listing_reminders" ADD COLUMN "expired_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_status" "property_status";