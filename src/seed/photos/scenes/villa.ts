/**
 * A large villa inside its grounds: lawn, paved drive, palms and eucalyptus, hedges, sometimes a pool.
 * Two masses of different height make the L-shaped plan typical of Bole and Old Airport villas.
 */
import type { Rng } from '../random';
import { mix, shade } from './color';
import { house } from './house';
import { shrub, tree, tufts } from './nature';
import { finish, type Outdoor, outdoor } from './outdoor';
import { box, line3, polygon3, type V3 } from './space';
import { car } from './vehicles';

export function drawVillaExterior(r: Rng, w: number, h: number): string {
  const fh = r.range(3.2, 3.6);
  const mw = r.range(14, 20);
  const md = r.range(10, 14);
  const zh = r.range(14, 24);
  const side = r.chance(0.5) ? 1 : -1;
  const hx = side * r.range(0, 6) - (side > 0 ? 0 : mw);
  const cam = { x: 0, y: r.range(1.5, 2.2), z: 0, yaw: 0 };
  cam.yaw = Math.atan2(hx + mw / 2, zh + md / 2) + r.range(-0.1, 0.1);
  const wingW = r.range(7, 11);
  const wingLeft = r.chance(0.5);
  const wx = wingLeft ? hx - wingW + 0.5 : hx + mw - 0.5;
  const top = 2 * fh + 3;
  const subject: V3[] = [
    [Math.min(hx, wx) - 2, 0, zh],
    [Math.max(hx + mw, wx + wingW) + 2, 0, zh],
    [hx, top, zh + md / 2],
    [hx + mw, top, zh + md / 2],
  ];
  const o = outdoor(r, {
    cam,
    subject,
    target: [
      1600 * r.range(0.04, 0.15),
      1067 * r.range(0.14, 0.26),
      1600 * r.range(0.85, 0.96),
      1067 * r.range(0.7, 0.8),
    ],
    times: ['morning', 'morning', 'noon', 'golden', 'golden', 'sunset', 'overcast', 'dusk'],
    hills: r.range(60, 160),
    ground: '#6f7a4a',
  });
  lawn(o, r, zh);
  const pool = r.chance(0.45);
  if (pool) poolAt(o, r, hx + r.range(-2, mw - 8), zh - r.range(7, 10));
  drive(o, r, wingLeft ? hx + mw - 5 : hx + 1, zh);
  house(o, r, { min: [hx, 0, zh], floors: 2, fh, w: mw, d: md }, true);
  house(
    o,
    r,
    { min: [wx, 0, zh + r.range(-3, 2)], floors: r.pick([1, 2]), fh, w: wingW, d: r.range(8, 10) },
    true,
  );
  for (let i = 0; i < r.int(2, 5); i++) {
    const x = r.chance(0.5) ? hx - r.range(4, 14) : hx + mw + r.range(4, 14);
    tree(
      o,
      r,
      x,
      zh + r.range(-6, 6),
      r.pick(['palm', 'palm', 'round', 'jacaranda', 'cypress']),
      r.range(6, 12),
    );
  }
  for (let i = 0; i < r.int(1, 3); i++)
    tree(
      o,
      r,
      hx + r.range(-10, mw + 10),
      zh + md + r.range(3, 15),
      r.pick(['eucalyptus', 'cypress']),
      r.range(14, 24),
    );
  for (let i = 0; i < r.int(4, 9); i++)
    shrub(o, r, hx + r.range(-4, mw + 4), zh - r.range(0.8, 1.8), r.range(0.5, 1), r.chance(0.6));
  if (r.chance(0.5))
    car(
      o,
      r,
      wingLeft ? hx + mw - 2.5 : hx + 3.5,
      zh - 4,
      r.pick(['#1e1f22', '#f2f2f0', '#7a7f86', '#2d4f8a']),
    );
  tufts(o, r, cam.x - 14, cam.x + 14, 1.5, 12, 260, false);
  const wallC = r.pick(['#e8dcc4', '#d9c9a8', '#f0e8dc', '#c9b79c']);
  const bz = zh + md + r.range(6, 12);
  o.stage.add(
    [-120, 0, bz],
    [120, 2.8, bz + 0.3],
    box(o.cam, [-120, 0, bz], [120, 2.8, bz + 0.3], wallC, o.lit),
  );
  return finish(o, w, h);
}

function lawn(o: Outdoor, r: Rng, zh: number): void {
  const { cam, svg, L } = o;
  const g = o.lit(r.pick(['#5f8a3a', '#6a9440', '#58803a', '#789a48']), [0, 1, 0]);
  const fill = svg.lin([
    [0, mix(g, L.haze, 0.25)],
    [1, shade(g, 0.85)],
  ]);
  o.ground.push(
    polygon3(
      cam,
      [
        [-200, 0.01, -2],
        [200, 0.01, -2],
        [200, 0.01, zh + 40],
        [-200, 0.01, zh + 40],
      ],
      fill,
    ),
  );
  // Mowing stripes.
  let s = '';
  for (let x = Math.floor(cam.x / 3) * 3 - 60; x < cam.x + 60; x += 6) {
    s += polygon3(
      cam,
      [
        [x, 0.015, 0],
        [x + 3, 0.015, 0],
        [x + 3, 0.015, zh],
        [x, 0.015, zh],
      ],
      '#ffffff',
      ' fill-opacity="0.04"',
    );
  }
  o.ground.push(s);
}

function poolAt(o: Outdoor, r: Rng, x: number, z: number): void {
  const { cam, svg } = o;
  const w = r.range(7, 10);
  const d = r.range(3.5, 4.5);
  const coping = o.lit('#e8e2d6', [0, 1, 0]);
  o.ground.push(
    polygon3(
      cam,
      [
        [x - 1.2, 0.02, z - 1.2],
        [x + w + 1.2, 0.02, z - 1.2],
        [x + w + 1.2, 0.02, z + d + 1.2],
        [x - 1.2, 0.02, z + d + 1.2],
      ],
      coping,
    ),
  );
  const water = svg.lin(
    [
      [0, '#7fd0e8'],
      [0.5, '#3aa8d0'],
      [1, '#1a7ab0'],
    ],
    0,
    0,
    0.3,
    1,
  );
  o.ground.push(
    polygon3(
      cam,
      [
        [x, 0.03, z],
        [x + w, 0.03, z],
        [x + w, 0.03, z + d],
        [x, 0.03, z + d],
      ],
      water,
    ),
  );
  let ripples = '';
  for (let i = 0; i < 8; i++) {
    const px = x + r.range(0.5, w - 1.5);
    const pz = z + r.range(0.4, d - 0.4);
    ripples += line3(
      cam,
      [px, 0.04, pz],
      [px + r.range(0.6, 1.5), 0.04, pz],
      '#ffffff',
      0.06,
      ' stroke-opacity="0.5"',
    );
  }
  o.ground.push(ripples);
}

function drive(o: Outdoor, r: Rng, x: number, zh: number): void {
  const pave = o.lit(r.pick(['#b9b2a6', '#a49c90', '#8e8a84']), [0, 1, 0]);
  let s = polygon3(
    o.cam,
    [
      [x, 0.02, -2],
      [x + 4, 0.02, -2],
      [x + 4, 0.02, zh],
      [x, 0.02, zh],
    ],
    pave,
  );
  for (let z = 0; z < zh; z += 0.8)
    s += line3(o.cam, [x, 0.025, z], [x + 4, 0.025, z], shade(pave, 0.85), 0.03);
  o.ground.push(s);
}
