/** A mid- or high-rise apartment block across a street, with neighbours, trees, traffic and maybe a crane. */
import type { Rng } from '../random';
import { mix } from './color';
import { type BlockSpec, block } from './facade';
import { person, shrub, tree } from './nature';
import { finish, type Outdoor, outdoor } from './outdoor';
import { hazed } from './sky';
import type { V3 } from './space';
import { crane, poles, road } from './street';
import { car, minibus } from './vehicles';

const WALLS = [
  '#ece6da',
  '#d8cfc0',
  '#c9c2b6',
  '#e9dcc4',
  '#b9b2aa',
  '#f2efe8',
  '#d6c3a3',
  '#a8aeb4',
  '#e4d4c8',
];
const ACCENTS = ['#b5643c', '#5a6e82', '#8a6a4a', '#2f3a44', '#c49a5a', '#6a8a7a', '#9a4a3a', '#3e5a7a'];

const corners = (min: V3, max: V3): V3[] => {
  const out: V3[] = [];
  for (let i = 0; i < 8; i++)
    out.push([i & 1 ? max[0] : min[0], i & 2 ? max[1] : min[1], i & 4 ? max[2] : min[2]]);
  return out;
};

export function apartmentSpec(r: Rng, min: V3, max: V3, floors: number, shops: boolean): BlockSpec {
  const wall = r.pick(WALLS);
  const accent = r.pick(ACCENTS);
  const modern = r.chance(0.5);
  return {
    min,
    max,
    wall,
    floors,
    bayW: r.range(3, 4.2),
    win: {
      w: r.range(1.4, 2.3),
      h: r.range(1.4, 2.1),
      sill: r.range(0.7, 0.95),
      frame: modern ? r.pick(['#2e3236', '#f4f4f2', '#6a6e72']) : r.pick(['#e8e4dc', '#4a5a6a', '#8a6a4a']),
      curtains: r.range(0.2, 0.6),
    },
    bands: r.chance(0.6) ? (modern ? accent : mix(wall, '#000000', 0.12)) : undefined,
    pilasters: r.chance(0.4) ? accent : undefined,
    pilasterEvery: r.int(2, 3),
    balcony: r.chance(0.8)
      ? {
          depth: r.range(0.9, 1.6),
          width: r.range(0.6, 0.95),
          rail: r.pick(['glass', 'bars', 'solid']),
          color: r.chance(0.5) ? wall : accent,
          every: r.int(1, 3),
          offset: r.int(0, 1),
          laundry: r.range(0, 0.3),
        }
      : undefined,
    shops: shops ? [accent, '#c8302a', '#1f6aa5', '#2f8a4a', '#e0a020', '#f2f2f2'] : undefined,
    cap: mix(wall, '#ffffff', 0.3),
    tanks: r.int(0, 3),
  };
}

export function drawApartmentExterior(r: Rng, w: number, h: number): string {
  const floors = r.int(6, 15);
  const fh = r.range(3.0, 3.3);
  const H = floors * fh;
  const bw = r.range(18, 34);
  const bd = r.range(12, 20);
  const side = r.chance(0.5) ? 1 : -1;
  const elevated = r.chance(0.3);
  const roadW = r.range(7, 12);
  const setback = r.range(1, 6);
  const zb = Math.max(roadW + 8 + setback, H * r.range(0.8, 1.2));
  const z1 = zb - setback - 4;
  const z0 = z1 - roadW;
  // The camera stands off to one side so two faces show: two-point perspective.
  const bx0 = side > 0 ? r.range(2, 10) : -r.range(2, 10) - bw;
  const min: V3 = [bx0, 0, zb];
  const max: V3 = [bx0 + bw, H, zb + bd];
  const cam = { x: 0, y: elevated ? r.range(8, 18) : 1.6, z: Math.min(0, z0 - 2), yaw: 0 };
  cam.yaw = Math.atan2(bx0 + bw / 2 - cam.x, zb + bd / 2 - cam.z) + r.range(-0.1, 0.1);
  const tx = r.range(0.05, 0.2);
  const o: Outdoor = outdoor(r, {
    cam,
    subject: corners(min, max),
    target: [
      1600 * tx,
      1067 * r.range(0.05, 0.14),
      1600 * (1 - r.range(0.05, 0.2)),
      1067 * r.range(0.8, 0.9),
    ],
    hills: r.range(40, 140),
    ground: r.pick(['#8a7a66', '#7a7468', '#9a8870']),
  });
  road(o, r, z0, z1, r.pick(['asphalt', 'asphalt', 'cobble']));
  block(o, r, apartmentSpec(r, min, max, floors, r.chance(0.5)));
  neighbours(o, r, min, max);
  if (r.chance(0.35))
    crane(o, r, bx0 + r.range(-20, bw + 20), zb + bd + r.range(10, 40), H * r.range(0.9, 1.5));
  const trees = r.int(1, 5);
  for (let i = 0; i < trees; i++) {
    tree(
      o,
      r,
      bx0 + r.range(-10, bw + 10),
      z1 + r.range(1.5, 3.5),
      r.pick(['eucalyptus', 'round', 'jacaranda', 'palm', 'round']),
      r.range(6, 14),
    );
  }
  for (let i = 0; i < r.int(0, 4); i++)
    shrub(o, r, bx0 + r.range(0, bw), zb - r.range(0.5, 1.5), r.range(0.6, 1.2), r.chance(0.4));
  for (let i = 0; i < r.int(0, 3); i++)
    car(o, r, cam.x + r.range(-25, 40) * side, r.range(z0 + 1.5, z1 - 1.5));
  if (r.chance(0.4)) minibus(o, cam.x + r.range(-10, 30) * side, z0 + roadW * 0.3);
  for (let i = 0; i < r.int(0, 4); i++) person(o, r, bx0 + r.range(-5, bw), z1 + r.range(0.8, 3.5));
  if (r.chance(0.5)) poles(o, z1 + 0.6, r.range(25, 35), cam.x - 80, cam.x + 120);
  return finish(o, w, h);
}

/** Lower, hazier blocks beside and behind the subject so it does not stand in a void. */
export function neighbours(o: Outdoor, r: Rng, min: V3, max: V3): void {
  const n = r.int(2, 6);
  for (let i = 0; i < n; i++) {
    const left = r.chance(0.5);
    const w = r.range(10, 28);
    const d = r.range(10, 18);
    const fl = r.int(3, 12);
    const x = left ? min[0] - w - r.range(3, 30) : max[0] + r.range(3, 30);
    const z = min[2] + r.range(-2, 60);
    const dist = Math.hypot(x - o.cam.x, z - o.cam.z);
    const spec = apartmentSpec(r, [x, 0, z], [x + w, fl * 3.1, z + d], fl, false);
    spec.wall = hazed(o.L, spec.wall, dist, 400);
    spec.balcony = undefined;
    spec.tanks = 0;
    block(o, r, spec);
  }
}
