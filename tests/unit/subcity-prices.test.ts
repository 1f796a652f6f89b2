import { describe, expect, it } from 'vitest';
import {
  classOf,
  labelSides,
  priceClasses,
  readPriceLayer,
  toneOf,
} from '../../src/web/features/map/subcity-prices';

/** The map's sub-city layer (decision 057): its classes, colours, label sides and address. */
describe('sub-city price classes', () => {
  // The demo data's medians per m² for sale.
  const sale = [
    124_457, 75_333, 108_667, 165_000, 110_000, 160_490, 87_196, 128_770, 129_806, 100_085, 99_000,
  ];

  it('splits the medians into at most four classes of equal counts at round edges', () => {
    const classes = priceClasses(sale);
    expect(classes).toEqual([
      { from: 75_000, to: 90_000 },
      { from: 90_000, to: 110_000 },
      { from: 110_000, to: 129_000 },
      { from: 129_000, to: 170_000 },
    ]);
    const counts = [0, 0, 0, 0];
    for (const m of sale) counts[classOf(m, classes)]!++;
    expect(counts).toEqual([2, 3, 3, 3]);
    // Every median lies inside its class.
    for (const m of sale) {
      const c = classes[classOf(m, classes)]!;
      expect(m).toBeGreaterThanOrEqual(c.from);
      expect(m).toBeLessThanOrEqual(c.to);
    }
  });

  it('makes about two sub-cities a class, and one class of a single median', () => {
    expect(priceClasses([232, 242, 335, 360, 385, 440])).toEqual([
      { from: 230, to: 300 },
      { from: 300, to: 380 },
      { from: 380, to: 440 },
    ]);
    expect(priceClasses([98_000])).toEqual([{ from: 98_000, to: 98_000 }]);
    expect(priceClasses([])).toEqual([]);
  });

  it('spreads fewer classes over the four tones, light to dark', () => {
    expect([0, 1, 2, 3].map((i) => toneOf(i, 4))).toEqual([0, 1, 2, 3]);
    expect([0, 1].map((i) => toneOf(i, 2))).toEqual([0, 3]);
    expect([0, 1, 2].map((i) => toneOf(i, 3))).toEqual([0, 2, 3]);
    expect(toneOf(0, 1)).toBe(2);
  });
});

describe('sub-city labels and the address', () => {
  it('puts each label away from the nearest other centre', () => {
    // Addis Ketema and Arada side by side; Gullele above Addis Ketema.
    const sides = labelSides([
      { lat: 9.036, lng: 38.738 },
      { lat: 9.036, lng: 38.752 },
      { lat: 9.066, lng: 38.735 },
    ]);
    expect(sides).toEqual(['left', 'right', 'top']);
  });

  it('reads ?prices=, else follows the listing type filter, else sale', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(readPriceLayer(q('prices=rent'), 'sale')).toBe('rent');
    expect(readPriceLayer(q('prices=off'), undefined)).toBe('off');
    expect(readPriceLayer(q('prices=lease'), 'rent')).toBe('rent');
    expect(readPriceLayer(q(''), undefined)).toBe('sale');
  });
});
