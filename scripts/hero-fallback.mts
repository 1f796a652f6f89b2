// Draws the built-in hero image of the home page (shown when the backgrounds call gives none) and
// writes it as AVIF and WebP at the widths the hero asks for, plus a tiny placeholder.
// Run once after changing the drawing: npx tsx scripts/hero-fallback.mts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { drawHeroBackground } from '../src/seed/photos/index';

const OUT = path.resolve(import.meta.dirname, '../src/web/features/home/assets');
const WIDTHS = [640, 1024, 1600, 1920];
const svg = Buffer.from(drawHeroBackground(12345, { width: 1920, height: 1080 }));
const base = sharp(svg).png();
const master = await base.toBuffer();
for (const width of WIDTHS) {
  const resized = sharp(master).resize(width);
  await resized
    .clone()
    .avif({ quality: 50, effort: 6 })
    .toFile(path.join(OUT, `hero-fallback-${width}.avif`));
  await resized
    .clone()
    .webp({ quality: 72, effort: 6 })
    .toFile(path.join(OUT, `hero-fallback-${width}.webp`));
}
const tiny = await sharp(master).resize(24).webp({ quality: 40 }).toBuffer();
const { dominant } = await sharp(master).stats();
const hex = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
writeFileSync(
  path.join(OUT, 'hero-fallback.json'),
  `${JSON.stringify({ width: 1920, height: 1080, widths: WIDTHS, color: hex, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` }, null, 2)}\n`,
);
console.log(`hero fallback written to ${OUT}`);
