CREATE TYPE "public"."alert_channel" AS ENUM('email', 'telegram');--> statement-breakpoint
CREATE TYPE "public"."alert_frequency" AS ENUM('instant', 'daily');--> statement-breakpoint
CREATE TYPE "public"."alert_kind" AS ENUM('new_listing', 'price_drop');--> statement-breakpoint
CREATE TABLE "alert_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind" "alert_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"search_id" integer,
	"channel" "alert_channel" NOT NULL,
	"kind" "alert_kind" NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" "alert_frequency" DEFAULT 'instant' NOT NULL,
	"channels" "alert_channel"[] DEFAULT '{email}'::alert_channel[] NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure" text,
	"last_failure_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_links" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"start_token_hash" text,
	"start_token_expires_at" timestamp with time zone,
	"chat_id" bigint,
	"linked_at" timestamp with time zone,
	CONSTRAINT "telegram_links_startTokenHash_unique" UNIQUE("start_token_hash"),
	CONSTRAINT "telegram_links_chatId_unique" UNIQUE("chat_id")
);
--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_jobs" ADD CONSTRAINT "alert_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_jobs" ADD CONSTRAINT "alert_jobs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_jobs" ADD CONSTRAINT "alert_jobs_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_events_pending_idx" ON "alert_events" USING btree ("id") WHERE "alert_events"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_jobs_once_key" ON "alert_jobs" USING btree ("user_id","property_id","channel","kind");--> statement-breakpoint
CREATE INDEX "alert_jobs_due_idx" ON "alert_jobs" USING btree ("due_at") WHERE "alert_jobs"."sent_at" is null and "alert_jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");