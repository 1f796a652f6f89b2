import { z } from 'zod';

/** One rendition of an image, for `srcset`. */
const imageVariant = z.object({
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});

/**
 * An image as the API sends it: `image` is a good default URL (WebP ≤ 1024 px); `variants` feed
 * `<picture>`/`srcset`; `placeholder` is a tiny WebP data URL painted until the image arrives;
 * width and height let the page reserve the space (no layout shift).
 */
export const apiImage = z.object({
  id: z.number().int(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  color: z.string().nullable(),
  variants: z.array(imageVariant),
});
export type ApiImage = z.infer<typeof apiImage>;
