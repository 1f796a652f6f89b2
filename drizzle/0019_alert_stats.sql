CREATE TYPE "public"."alert_action" AS ENUM('click', 'unsubscribe');--> statement-breakpoint
CREATE TABLE "alert_daily_counts" (
	"day" date NOT NULL,
	"action" "alert_action" NOT NULL,
	"channel" "alert_channel" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_daily_counts_day_action_channel_pk" PRIMARY KEY("day","action","channel")
);
--> statement-breakpoint
ALTER TABLE "alert_jobs" DROP CONSTRAINT "alert_jobs_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "alert_jobs" DROP CONSTRAINT "alert_jobs_search_id_saved_searches_id_fk";
--> statement-breakpoint
ALTER TABLE "telegram_links" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;