CREATE TYPE "public"."review_state" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_state" "review_state" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
-- Listings hidden as `pending` before this column existed were awaiting review.
UPDATE "properties" SET "review_state" = 'pending' WHERE "status" = 'pending';
