CREATE TABLE "listing_duplicates" (
	"property_id" integer NOT NULL,
	"other_property_id" integer NOT NULL,
	"image_id" integer,
	"other_image_id" integer,
	"distance" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_duplicates_property_id_other_property_id_pk" PRIMARY KEY("property_id","other_property_id")
);
--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"image_id" integer PRIMARY KEY NOT NULL,
	"hash" bigint NOT NULL,
	"dhash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "removed_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "removed_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"property_type" "property_type" NOT NULL,
	"listing_type" "listing_type" NOT NULL,
	"city_id" integer,
	"subcity_id" integer,
	"hashes" bigint[] NOT NULL,
	"dhashes" bigint[] NOT NULL,
	"first_published_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_duplicates" ADD CONSTRAINT "listing_duplicates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicates" ADD CONSTRAINT "listing_duplicates_other_property_id_properties_id_fk" FOREIGN KEY ("other_property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicates" ADD CONSTRAINT "listing_duplicates_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicates" ADD CONSTRAINT "listing_duplicates_other_image_id_images_id_fk" FOREIGN KEY ("other_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_listings" ADD CONSTRAINT "removed_listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_duplicates_other_idx" ON "listing_duplicates" USING btree ("other_property_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_band0_idx" ON "photo_hashes" USING btree ("band0","hash","dhash","image_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1_idx" ON "photo_hashes" USING btree ("band1","hash","dhash","image_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2_idx" ON "photo_hashes" USING btree ("band2","hash","dhash","image_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3_idx" ON "photo_hashes" USING btree ("band3","hash","dhash","image_id");--> statement-breakpoint
CREATE INDEX "removed_listings_owner_idx" ON "removed_listings" USING btree ("owner_id","removed_at");--> statement-breakpoint
CREATE INDEX "property_images_image_idx" ON "property_images" USING btree ("image_id");