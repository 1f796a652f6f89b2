import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { propertyImages } from '../../src/server/db/schema';
import { listProperties } from '../../src/server/features/properties/service';
import { CARD_FIELDS } from '../../src/shared/listing-card';
import { listPropertiesQuery } from '../../src/shared/schemas/properties';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { readPage } from '../support/list-page';

/**
 * `fields=card` (decision 058): the same page of the listing search, each result only as a card
 * shows it — from the in-memory index (anonymous, answer cache on) and from the database alike.
 */
describeWithDb('listing search as cards', (env) => {
  let subcity = 0;
  const long = `${'A bright flat near the light rail with a large kitchen and a balcony. '.repeat(6)}🏠 end`;
  const longAm = 'ቦሌ አካባቢ የሚገኝ ሰፊ አፓርትመንት፣ ትልቅ ኩሽና እና በረንዳ ያለው። '.repeat(8);

  beforeAll(async () => {
    const make = factories(env().ctx);
    subcity = (await make.subcity()).id;
    const image = await make.image({
      variants: [320, 640, 1024, 1600].flatMap((width) =>
        (['avif', 'webp'] as const).map((format) => ({
          format,
          width,
          height: Math.round(width / 1.5),
          key: `images/te/card-${width}.${format}`,
          bytes: width * 10,
        })),
      ),
    });
    const first = await make.property({
      subcityId: subcity,
      description: long,
      descriptionAm: longAm,
      photos: 1,
    });
    // Its photo offers every width the pipeline makes, as uploaded photos do.
    await env()
      .ctx.database.db.update(propertyImages)
      .set({ imageId: image.id })
      .where(eq(propertyImages.propertyId, first.id));
    for (let i = 0; i < 3; i++) await make.property({ subcityId: subcity, price: 4_000_000 + i });
  });

  const get = (url: string) => env().app.inject({ method: 'GET', url: `/api${url}` });

  it('answers the same listings in the same order, each with only the fields a card shows', async () => {
    const full = await get(`/properties/properties/?subcity=${subcity}&ordering=price`);
    const cards = await get(`/properties/properties/?subcity=${subcity}&ordering=price&fields=card`);
    expect(cards.statusCode).toBe(200);
    const whole = full.json();
    const page = cards.json();
    expect(page.count).toBe(4);
    expect(page.results.map((r: { id: number }) => r.id)).toEqual(
      whole.results.map((r: { id: number }) => r.id),
    );
    for (const card of page.results) expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS].sort());
    expect(cards.body.length).toBeLessThan(full.body.length * 0.75);

    const described = page.results.find((r: { description_am: string | null }) => r.description_am);
    // One character past the list item's 150: a card cuts it again as it would cut the whole text.
    expect(Array.from(described.description as string)).toHaveLength(151);
    expect(long.startsWith(described.description)).toBe(true);
    expect(Array.from(described.description_am as string)).toHaveLength(151);
    // The photo keeps the renditions a card draws, up to 640 px wide, and its placeholder.
    expect(described.primary_image.variants.map((v: { width: number }) => v.width)).toEqual([
      320, 320, 640, 640,
    ]);
    expect(described.primary_image.placeholder).toMatch(/^data:image\/webp/);
  });

  it('gives the same cards from the in-memory index as from the database', async () => {
    const cached: AppContext = { ...env().ctx, config: { ...env().ctx.config, apiCacheMs: 60_000 } };
    await cached.reads.listings.ready();
    const url = `http://localhost/api/properties/properties/?subcity=${subcity}&fields=card`;
    const q = listPropertiesQuery.parse({ subcity: String(subcity), fields: 'card' });
    const fromIndex = readPage(await listProperties(cached, q, null, url));
    const fromDatabase = readPage(await listProperties(env().ctx, q, null, url));
    expect(fromIndex.results).toHaveLength(4);
    expect(fromIndex).toEqual(fromDatabase);
  });

  it('refuses another value with a message naming the parameter', async () => {
    const res = await get('/properties/properties/?fields=all');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('fields');
  });

  it('documents the card answer and the parameter in the API description', async () => {
    const doc = (await env().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/properties/properties/'].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toContain('fields');
    const answer = op.responses['200'].content['application/json'].schema;
    expect(answer.anyOf ?? answer.oneOf).toHaveLength(2);
  });
});
