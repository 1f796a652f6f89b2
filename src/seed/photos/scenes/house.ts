/**
 * A G+1 or G+2 family house as seen from the street over its compound wall (or from inside the compound),
 * with a corrugated-iron or tiled hipped roof, a metal gate, eucalyptus behind and bougainvillea in front.
 */
import type { Rng } from '../random';
import { mix } from './color';
import { block } from './facade';
import { shrub, tree } from './nature';
import { finish, type Outdoor, outdoor } from './outdoor';
import { hipRoof, type RoofFinish } from './roof';
import { box, type V3 } from './space';
import { poles, road } from './street';
import { car } from './vehicles';
import { compoundWall } from './walls';

const HOUSE_WALLS = [
  '#f0e6d2',
  '#e8d4b0',
  '#d9c4a0',
  '#f4efe6',
  '#c8d8c8',
  '#e6c8a8',
  '#f2dcc8',
  '#d8dce0',
  '#e9c98f',
];
const TIN = ['#a3a9ae', '#8d4436', '#35597d', '#4f6a52', '#b4b8ba'];
const TILE = ['#a0522d', '#8b3a2a', '#b0623a', '#6b3a30'];

export interface HouseOpts {
  min: V3;
  floors: number;
  fh: number;
  w: number;
  d: number;
}

/** The house body and roof; shared with the villa. */
export function house(o: Outdoor, r: Rng, h: HouseOpts, big = false): void {
  const max: V3 = [h.min[0] + h.w, h.floors * h.fh, h.min[2] + h.d];
  const wall = r.pick(HOUSE_WALLS);
  const flat = r.chance(big ? 0.5 : 0.35);
  block(o, r, {
    min: h.min,
    max,
    wall,
    floors: h.floors,
    bayW: big ? r.range(3.2, 4.5) : r.range(2.6, 3.6),
    win: {
      w: big ? r.range(1.8, 2.8) : r.range(1.2, 1.8),
      h: big ? r.range(1.8, 2.4) : r.range(1.3, 1.7),
      sill: big ? 0.4 : r.range(0.8, 1),
      frame: r.pick(['#f4f4f0', '#3a3a3a', '#6b4a2e', '#2f4a6a']),
      curtains: r.range(0.3, 0.8),
      bars: !big && r.chance(0.5),
    },
    bands: r.chance(0.5) ? mix(wall, '#5a4a3a', 0.25) : undefined,
    balcony: r.chance(0.45)
      ? {
          depth: 1.2,
          width: 0.9,
          rail: r.pick(['bars', 'solid', 'glass']),
          color: wall,
          every: r.int(2, 3),
          offset: r.int(0, 1),
        }
      : undefined,
    cap: flat ? mix(wall, '#ffffff', 0.3) : mix(wall, '#000000', 0.1),
    tanks: flat ? r.int(0, 2) : 0,
  });
  if (!flat) {
    const finishKind: RoofFinish = r.chance(0.65) ? 'tin' : 'tile';
    const col = r.pick(finishKind === 'tin' ? TIN : TILE);
    const rise = Math.min(h.w, h.d) * r.range(0.18, 0.32);
    const oh = r.range(0.4, 0.9);
    o.stage.add(
      [h.min[0] - oh, max[1], h.min[2] - oh],
      [max[0] + oh, max[1] + rise, max[2] + oh],
      hipRoof(o, h.min, max, max[1], oh, rise, col, finishKind),
    );
  } else if (r.chance(0.5)) {
    // A stair head on the flat roof, a familiar Addis silhouette.
    const sx = h.min[0] + r.range(0.5, h.w - 3.5);
    const sz = h.min[2] + r.range(1, h.d - 3.5);
    o.stage.add(
      [sx, max[1], sz],
      [sx + 3, max[1] + 2.4, sz + 3],
      box(o.cam, [sx, max[1], sz], [sx + 3, max[1] + 2.4, sz + 3], wall, o.lit),
    );
  }
}

export function drawHouseExterior(r: Rng, w: number, h: number): string {
  const inside = r.chance(0.3);
  const floors = r.pick([2, 2, 2, 3]);
  const fh = r.range(2.9, 3.2);
  const hw = r.range(9, 15);
  const hd = r.range(8, 12);
  const zw = inside ? -1 : r.range(7, 12);
  const zh = inside ? r.range(7, 11) : zw + r.range(3, 6);
  const side = r.chance(0.5) ? 1 : -1;
  const hx = side * r.range(1, 5) - (side > 0 ? 0 : hw);
  const min: V3 = [hx, 0, zh];
  const camY = inside ? r.range(1.5, 1.8) : r.chance(0.35) ? r.range(3.5, 5.5) : 1.65;
  const cam = { x: 0, y: camY, z: 0, yaw: 0 };
  cam.yaw = Math.atan2(hx + hw / 2, zh + hd / 2) + r.range(-0.12, 0.12);
  const top = floors * fh + 3;
  const subject: V3[] = [
    [hx - 1, 0, zh],
    [hx + hw + 1, 0, zh],
    [hx - 1, top, zh + hd / 2],
    [hx + hw + 1, top, zh + hd / 2],
  ];
  const o = outdoor(r, {
    cam,
    subject,
    target: [
      1600 * r.range(0.06, 0.2),
      1067 * r.range(0.12, 0.25),
      1600 * r.range(0.8, 0.94),
      1067 * r.range(0.84, 0.94),
    ],
    hills: r.range(60, 180),
    ground: r.pick(['#8a7458', '#7c6a52', '#94806a']),
  });
  if (!inside) {
    road(o, r, -6, zw - 4.25, r.pick(['cobble', 'dirt', 'asphalt']));
    const gate = hx + hw * r.range(0.2, 0.8);
    compoundWall(o, r, zw, hx - r.range(8, 20), hx + hw + r.range(8, 20), gate, r.range(3, 4.5));
    for (let i = 0; i < r.int(1, 3); i++)
      shrub(o, r, hx + r.range(0, hw), zw - 0.4, r.range(0.8, 1.6), r.chance(0.6));
    if (r.chance(0.6)) poles(o, zw - 1, r.range(25, 40), -60, 80);
    if (r.chance(0.4)) car(o, r, gate + r.range(-10, 10), zw - 2.5);
  } else {
    yard(o, r, hx, hw, zh);
  }
  house(o, r, { min, floors, fh, w: hw, d: hd });
  neighbourRoofs(o, r, hx, hw, zh + hd);
  for (let i = 0; i < r.int(1, 4); i++) {
    const behind = r.chance(0.6);
    const z = behind ? zh + hd + r.range(2, 10) : zh - r.range(1, 2.5);
    const x = behind
      ? hx + r.range(-6, hw + 6)
      : r.chance(0.5)
        ? hx - r.range(1, 4)
        : hx + hw + r.range(1, 4);
    tree(
      o,
      r,
      x,
      z,
      behind
        ? r.pick(['eucalyptus', 'eucalyptus', 'cypress', 'round'])
        : r.pick(['round', 'jacaranda', 'palm']),
      behind ? r.range(12, 22) : r.range(5, 9),
    );
  }
  return finish(o, w, h);
}

/** Inside the compound: paved yard, flower beds and the compound wall closing the view at the sides. */
function yard(o: Outdoor, r: Rng, hx: number, hw: number, zh: number): void {
  const { cam, lit } = o;
  const paving = lit(r.pick(['#b8ad9c', '#a89f92', '#9c8e7c', '#c4b8a4']), [0, 1, 0]);
  o.ground.push(box(cam, [hx - 6, 0, -2], [hx + hw + 6, 0.02, zh + 2], paving, () => paving));
  const wallC = r.pick(['#e8dcc4', '#d9c9a8', '#f0e8dc']);
  for (const x of [hx - 7, hx + hw + 6.8]) {
    o.stage.add(
      [x, 0, -3],
      [x + 0.25, 2.6, zh + 14],
      box(cam, [x, 0, -3], [x + 0.25, 2.6, zh + 14], wallC, o.lit),
    );
  }
  for (let i = 0; i < r.int(2, 5); i++)
    shrub(o, r, hx + r.range(-5, hw + 5), r.range(3, zh - 1), r.range(0.5, 1.1), r.chance(0.7));
}

/** Glimpses of the neighbours' tin roofs behind, a city of corrugated iron. */
function neighbourRoofs(o: Outdoor, r: Rng, hx: number, hw: number, z: number): void {
  for (let i = 0; i < r.int(1, 4); i++) {
    const w = r.range(7, 12);
    const d = r.range(6, 10);
    const x = hx + r.range(-25, hw + 15);
    const zz = z + r.range(3, 25);
    const hgt = r.pick([3, 6, 9]);
    const min: V3 = [x, 0, zz];
    const max: V3 = [x + w, hgt, zz + d];
    let s = box(o.cam, min, max, r.pick(HOUSE_WALLS), o.lit);
    s += hipRoof(o, min, max, hgt, 0.5, 2, r.pick(TIN), 'tin');
    o.stage.add(min, [max[0], hgt + 2, max[2]], s);
  }
}
