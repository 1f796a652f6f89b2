CREATE TYPE "public"."inquiry_state" AS ENUM('new', 'contacted', 'closed');--> statement-breakpoint
CREATE TYPE "public"."contact_kind" AS ENUM('call', 'telegram', 'share', 'save', 'inquiry');--> statement-breakpoint
CREATE TABLE "listing_contact_marks" (
	"property_id" integer NOT NULL,
	"kind" "contact_kind" NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "listing_contact_marks_property_id_kind_visitor_key_day_pk" PRIMARY KEY("property_id","kind","visitor_key","day")
);
--> statement-breakpoint
CREATE TABLE "listing_contacts" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" "contact_kind" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_contacts_property_id_day_kind_pk" PRIMARY KEY("property_id","day","kind")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "state" "inquiry_state" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_contact_marks" ADD CONSTRAINT "listing_contact_marks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_contacts" ADD CONSTRAINT "listing_contacts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_contact_marks_day_idx" ON "listing_contact_marks" USING btree ("day");--> statement-breakpoint
CREATE INDEX "inquiries_recipient_new_idx" ON "inquiries" USING btree ("recipient_id") WHERE "inquiries"."state" = 'new';