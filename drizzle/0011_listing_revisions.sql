CREATE TYPE "public"."change_review_state" AS ENUM('pending', 'rejected');--> statement-breakpoint
CREATE TABLE "property_revision_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_revision_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_revisions" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"state" "change_review_state" DEFAULT 'pending' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"primary_video_id" integer,
	"proposed_by_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "property_videos" ADD COLUMN "pending_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_videos" ADD COLUMN "proposed_title" text;--> statement-breakpoint
ALTER TABLE "property_revision_images" ADD CONSTRAINT "property_revision_images_property_id_property_revisions_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property_revisions"("property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revision_images" ADD CONSTRAINT "property_revision_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revisions" ADD CONSTRAINT "property_revisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revisions" ADD CONSTRAINT "property_revisions_primary_video_id_property_videos_id_fk" FOREIGN KEY ("primary_video_id") REFERENCES "public"."property_videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revisions" ADD CONSTRAINT "property_revisions_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revisions" ADD CONSTRAINT "property_revisions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_revision_images_property_idx" ON "property_revision_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "property_revision_images_image_idx" ON "property_revision_images" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_revision_images_one_primary_key" ON "property_revision_images" USING btree ("property_id") WHERE "property_revision_images"."is_primary";--> statement-breakpoint
CREATE INDEX "property_revisions_waiting_idx" ON "property_revisions" USING btree ("state","submitted_at");