import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One stored rendition of an image. */
export interface ImageVariant {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  /** Storage key, e.g. `images/ab/abcdef…-640.avif`. */
  key: string;
  bytes: number;
}

/**
 * Every image that went through the pipeline: listing photos, profile pictures, ads, backgrounds
 * and video posters. The original upload is never kept (it carries metadata); only re-encoded
 * variants are.
 */
export const images = pgTable(
  'images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Storage prefix shared by all variants; unique per image. */
    storageKey: text().notNull().unique(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** A 24-px WebP data URL (~150 characters): the blurred preview shown while the image loads. */
    placeholder: text().notNull(),
    /** Average colour, `#rrggbb`, painted behind the placeholder. */
    dominantColor: text(),
    variants: jsonb().$type<ImageVariant[]>().notNull(),
    uploadedById: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_created_idx').on(t.createdAt)],
);

/** A stored upload that is not an image (videos), tracked so that leftovers can be cleaned. */
export const mediaFiles = pgTable('media_files', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  contentType: text().notNull(),
  bytes: bigint({ mode: 'number' }).notNull(),
  uploadedById: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
