/**
 * Government condominium estates (Jemo, Ayat, Summit...): rows of identical G+4 to G+7 blocks, cream walls
 * with pastel bands and stair cores, small balconies with laundry, a dusty courtyard with people.
 */
import type { Rng } from '../random';
import { mix } from './color';
import { type BlockSpec, block } from './facade';
import { person, shrub, tree, tufts } from './nature';
import { finish, outdoor } from './outdoor';
import { hazed } from './sky';
import type { V3 } from './space';
import { poles, road } from './street';
import { minibus } from './vehicles';

const BASES = ['#efe7d6', '#e9dfc9', '#f3efe6', '#e2e6e2', '#f0e2d0'];
const PASTELS = ['#5b9bd5', '#7cc09a', '#f0b84a', '#e48a7a', '#9a86d0', '#e89a4a', '#60b0b8', '#d8c050'];

export function drawCondominiumExterior(r: Rng, w: number, h: number): string {
  const floors = r.int(5, 8);
  const fh = r.range(2.85, 3.0);
  const H = floors * fh;
  const bw = r.range(22, 34);
  const bd = r.range(10, 13);
  const zb = r.range(18, 30);
  const side = r.chance(0.5) ? 1 : -1;
  const bx = side * r.range(2, 8) - (side > 0 ? 0 : bw);
  const cam = { x: 0, y: r.chance(0.25) ? r.range(6, 12) : 1.65, z: 0, yaw: 0 };
  cam.yaw = Math.atan2(bx + bw / 2, zb + bd / 2) + r.range(-0.12, 0.12);
  const min: V3 = [bx, 0, zb];
  const max: V3 = [bx + bw, H, zb + bd];
  const o = outdoor(r, {
    cam,
    subject: [min, [max[0], 0, min[2]], [min[0], H, min[2]], [max[0], H, max[2]], [min[0], 0, max[2]]],
    target: [
      1600 * r.range(0.05, 0.22),
      1067 * r.range(0.08, 0.2),
      1600 * r.range(0.78, 0.95),
      1067 * r.range(0.78, 0.9),
    ],
    hills: r.range(50, 150),
    ground: r.pick(['#9a8264', '#8e7a62', '#a48a6a']),
  });
  // One estate, one scheme: every block shares the palette, which is what makes condos look like condos.
  const base = r.pick(BASES);
  const accent = r.pick(PASTELS);
  const spec = (mn: V3, mx: V3, fl: number): BlockSpec => ({
    min: mn,
    max: mx,
    wall: base,
    floors: fl,
    bayW: r.range(2.8, 3.3),
    win: {
      w: r.range(1.2, 1.5),
      h: r.range(1.2, 1.45),
      sill: 0.9,
      frame: r.pick(['#5a6a7a', '#e8e8e8', '#3a5a8a']),
      curtains: 0.55,
      bars: r.chance(0.4),
    },
    bands: r.chance(0.5) ? accent : undefined,
    pilasters: accent,
    pilasterEvery: r.int(3, 5),
    pilasterW: r.range(1.2, 2.2),
    balcony: {
      depth: r.range(0.8, 1.1),
      width: 0.8,
      rail: 'solid',
      color: r.chance(0.6) ? accent : mix(base, '#000000', 0.08),
      every: 2,
      offset: r.int(0, 1),
      laundry: 0.5,
    },
    shops: r.chance(0.3) ? [accent, '#c8302a', '#1f6aa5', '#2f8a4a'] : undefined,
    cap: mix(base, '#ffffff', 0.3),
    tanks: r.int(0, 3),
  });
  road(o, r, zb - r.range(9, 13), zb - 4.5, r.pick(['cobble', 'dirt', 'asphalt']));
  block(o, r, spec(min, max, floors));
  // Sister blocks: in a row behind, or turned end-on beside.
  const n = r.int(2, 4);
  for (let i = 0; i < n; i++) {
    const beside = r.chance(0.5);
    const fl = floors + r.int(-1, 1);
    const z = zb + (beside ? r.range(-4, 8) : (i + 1) * r.range(22, 30));
    const x = beside
      ? side > 0
        ? bx + bw + r.range(12, 20) + i * 26
        : bx - r.range(12, 20) - bd - i * 26
      : bx + r.range(-30, 30);
    const mn: V3 = [x, 0, z];
    const mx: V3 = beside ? [x + bd, fl * fh, z + bw] : [x + bw, fl * fh, z + bd];
    const sp = spec(mn, mx, fl);
    sp.wall = hazed(o.L, sp.wall, Math.hypot(x - cam.x, z - cam.z), 500);
    block(o, r, sp);
  }
  tufts(o, r, cam.x - 20, cam.x + 20, 2, zb - 10, 120, true);
  for (let i = 0; i < r.int(1, 3); i++)
    tree(
      o,
      r,
      bx + r.range(-8, bw + 8),
      zb - r.range(2, 4),
      r.pick(['round', 'jacaranda', 'eucalyptus']),
      r.range(5, 10),
    );
  for (let i = 0; i < r.int(1, 4); i++)
    shrub(o, r, bx + r.range(0, bw), zb - r.range(0.6, 1.5), r.range(0.5, 1), r.chance(0.5));
  for (let i = 0; i < r.int(2, 7); i++) person(o, r, bx + r.range(-6, bw + 6), zb - r.range(1.5, 12));
  if (r.chance(0.35)) minibus(o, bx + r.range(0, bw), zb - r.range(8, 11));
  if (r.chance(0.4)) poles(o, zb - 3.2, r.range(25, 35), -60, 90);
  return finish(o, w, h);
}
