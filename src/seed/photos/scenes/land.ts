/**
 * An empty plot on the edge of the city: red-brown soil, dry grass, eucalyptus poles strung with barbed
 * wire or a tin hoarding, survey beacons, and the Entoto hills with eucalyptus forest behind.
 */
import type { Rng } from '../random';
import { apartmentSpec } from './apartment';
import { mix, shade } from './color';
import { block } from './facade';
import { shrub, tree, tufts } from './nature';
import { finish, type Outdoor, outdoor } from './outdoor';
import { hipRoof } from './roof';
import { hazed } from './sky';
import { box, line3, polygon3, projPoly, type V3 } from './space';
import { crane } from './street';
import { Batch } from './svg';
import { tinFence } from './walls';

export function drawLandPlot(r: Rng, w: number, h: number): string {
  const cam = { x: 0, y: r.range(1.5, 2.6), z: 0, yaw: r.range(-0.35, 0.35) };
  // After the rains (July to September) plots around Addis go green; the rest of the year they are bare.
  const green = r.chance(0.35);
  const soil = green
    ? r.pick(['#6a7a3e', '#5e7038', '#7a8446'])
    : r.pick(['#8a5a3a', '#9a6a48', '#7a5a40', '#a07850', '#6e5038']);
  const o = outdoor(r, {
    cam,
    subject: [],
    target: [0, 0, 0, 0],
    lens: { f: r.range(1000, 1500), cx: 800 + r.range(-120, 120), cy: 1067 * r.range(0.42, 0.56) },
    hills: r.range(180, 360),
    ground: soil,
  });
  const x0 = r.range(-22, -8);
  const x1 = r.range(8, 22);
  const zFront = r.range(2, 5);
  const zBack = zFront + r.range(20, 40);
  patches(o, r, soil, x0, x1, zFront, zBack);
  const dry = !green && r.chance(0.7);
  tufts(o, r, x0 - 10, x1 + 10, 1, zBack + 20, 300, dry);
  tufts(o, r, cam.x - 4, cam.x + 4, 1, 6, 80, dry);
  for (let i = 0; i < r.int(3, 8); i++)
    shrub(o, r, r.range(x0 - 15, x1 + 15), r.range(zFront + 4, zBack + 30), r.range(0.4, 1.2));
  if (r.chance(0.45)) tinFence(o, r, zBack, x0, x1);
  else
    fenceLine(o, r, [
      [x0, zBack],
      [x1, zBack],
    ]);
  fenceLine(o, r, [
    [x0, zFront],
    [x0, zBack],
  ]);
  fenceLine(o, r, [
    [x1, zFront],
    [x1, zBack],
  ]);
  for (const [x, z] of [
    [x0, zFront],
    [x1, zFront],
    [x0, zBack],
    [x1, zBack],
  ] as const)
    beacon(o, x, z);
  if (r.chance(0.5)) pile(o, r, r.range(x0 + 3, x1 - 3), r.range(zFront + 5, zBack - 5));
  if (r.chance(0.5)) track(o, r, soil, r.range(-4, 4), zBack);
  // Eucalyptus groves beyond the plot: the tree that forests Entoto and rims every field around Addis.
  const groves = r.int(1, 3);
  for (let g = 0; g < groves; g++) {
    const gx = r.range(-80, 80);
    const gz = zBack + r.range(25, 120);
    for (let i = 0; i < r.int(5, 14); i++)
      tree(o, r, gx + r.range(-15, 15), gz + r.range(-8, 8), 'eucalyptus', r.range(14, 28));
  }
  for (let i = 0; i < r.int(0, 3); i++)
    tree(
      o,
      r,
      r.range(x0 - 20, x1 + 20),
      r.range(zBack + 5, zBack + 20),
      r.pick(['round', 'eucalyptus', 'cypress']),
      r.range(6, 16),
    );
  distantHouses(o, r, zBack + 40);
  if (r.chance(0.3)) {
    const x = r.range(-120, 120);
    const z = zBack + r.range(120, 250);
    const fl = r.int(6, 12);
    const spec = apartmentSpec(r, [x, 0, z], [x + 24, fl * 3.1, z + 14], fl, false);
    spec.wall = hazed(o.L, spec.wall, z, 500);
    spec.balcony = undefined;
    block(o, r, spec);
    if (r.chance(0.6)) crane(o, r, x + 30, z + 10, fl * 3.1 + 8);
  }
  return finish(o, w, h);
}

/** Darker and lighter blotches on the soil: old furrows, damp patches, gravel. */
function patches(o: Outdoor, r: Rng, soil: string, x0: number, x1: number, z0: number, z1: number): void {
  const bt = new Batch();
  const tones = [0.8, 1.15].map((k) => o.lit(shade(soil, k), [0, 1, 0]));
  for (let i = 0; i < 40; i++) {
    const cx = r.range(x0 - 10, x1 + 10);
    const cz = r.range(z0 + 6, z1 + 15);
    const rx = r.range(1, 5);
    const rz = r.range(0.6, 3);
    const ring: V3[] = [];
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2;
      ring.push([cx + Math.cos(a) * rx * r.range(0.8, 1.2), 0.01, cz + Math.sin(a) * rz * r.range(0.8, 1.2)]);
    }
    bt.add(i % 2, tones[i % 2]!, projPoly(o.cam, ring), ' fill-opacity="0.35"');
  }
  // Stones.
  const stones = ['#8a847c', '#6e6a64', '#a09a90'].map((c) => o.lit(c, [0, 1, 0]));
  for (let i = 0; i < 120; i++) {
    const x = r.range(x0 - 5, x1 + 5);
    const z = r.range(z0 - 1, z1);
    const sz = r.range(0.05, 0.18);
    bt.add(
      2,
      stones[i % 3]!,
      projPoly(o.cam, [
        [x, 0.02, z],
        [x + sz, 0.02, z],
        [x + sz * 0.8, 0.05, z + sz * 0.6],
        [x, 0.03, z + sz * 0.7],
      ]),
    );
  }
  o.ground.push(bt.flush());
}

/** Eucalyptus poles with three strands of barbed wire along a polyline of (x, z). */
function fenceLine(o: Outdoor, r: Rng, pts: readonly (readonly [number, number])[]): void {
  const pole = o.lit('#8a7458', [0, 0, -1]);
  for (let i = 0; i + 1 < pts.length; i++) {
    const [ax, az] = pts[i]!;
    const [bx, bz] = pts[i + 1]!;
    const len = Math.hypot(bx - ax, bz - az);
    const n = Math.max(1, Math.round(len / r.range(2.5, 3.2)));
    for (let k = 0; k < n; k++) {
      const t0 = k / n;
      const t1 = (k + 1) / n;
      const p: V3 = [ax + (bx - ax) * t0, 0, az + (bz - az) * t0];
      const q: V3 = [ax + (bx - ax) * t1, 0, az + (bz - az) * t1];
      const ph = r.range(1.3, 1.6);
      let s = line3(o.cam, p, [p[0], ph, p[2]], pole, 0.09);
      for (const y of [0.45, 0.85, 1.25])
        s += line3(o.cam, [p[0], y, p[2]], [q[0], y - 0.03, q[2]], '#4a4640', 0.012);
      o.stage.add(
        [Math.min(p[0], q[0]), 0, Math.min(p[2], q[2])],
        [Math.max(p[0], q[0]) + 0.01, 1.6, Math.max(p[2], q[2]) + 0.01],
        s,
      );
    }
  }
}

/** A survey beacon: a small concrete post with a red top. */
function beacon(o: Outdoor, x: number, z: number): void {
  const s =
    box(o.cam, [x - 0.1, 0, z - 0.1], [x + 0.1, 0.5, z + 0.1], '#d8d4cc', o.lit) +
    box(o.cam, [x - 0.1, 0.5, z - 0.1], [x + 0.1, 0.62, z + 0.1], '#c8302a', o.lit);
  o.stage.add([x - 0.1, 0, z - 0.1], [x + 0.1, 0.62, z + 0.1], s);
}

/** A heap of sand or gravel delivered for a future build. */
function pile(o: Outdoor, r: Rng, x: number, z: number): void {
  const rad = r.range(1.2, 2.5);
  const hgt = rad * 0.6;
  const c = r.pick(['#c8a878', '#9a948a', '#b08860']);
  const lit = o.lit(c, [0, 0.7, -0.7]);
  const dark = o.lit(c, [0.7, 0.5, 0.5]);
  const apex: V3 = [x, hgt, z];
  let s = '';
  for (let k = 0; k < 12; k++) {
    const a0 = (k / 12) * Math.PI * 2;
    const a1 = ((k + 1) / 12) * Math.PI * 2;
    s += polygon3(
      o.cam,
      [
        [x + Math.cos(a0) * rad, 0, z + Math.sin(a0) * rad],
        [x + Math.cos(a1) * rad, 0, z + Math.sin(a1) * rad],
        apex,
      ],
      mix(lit, dark, (Math.cos(a0 - 0.5) + 1) / 2),
    );
  }
  o.stage.add([x - rad, 0, z - rad], [x + rad, hgt, z + rad], s);
}

/** Two wheel ruts running into the plot. */
function track(o: Outdoor, r: Rng, soil: string, x: number, z1: number): void {
  const c = o.lit(shade(soil, 0.72), [0, 1, 0]);
  const bend = r.range(-3, 3);
  const bt = new Batch();
  for (const dx of [-0.8, 0.8]) {
    const pts: V3[] = [];
    const back: V3[] = [];
    for (let z = 0.5; z <= z1; z += 2) {
      const t = z / z1;
      const cx = x + dx + bend * t * t;
      pts.push([cx - 0.18, 0.01, z]);
      back.unshift([cx + 0.18, 0.01, z]);
    }
    bt.add(0, c, projPoly(o.cam, [...pts, ...back]), ' fill-opacity="0.7"');
  }
  o.ground.push(bt.flush());
}

function distantHouses(o: Outdoor, r: Rng, z0: number): void {
  for (let i = 0; i < r.int(3, 10); i++) {
    const x = r.range(-150, 150);
    const z = z0 + r.range(0, 150);
    const w = r.range(6, 12);
    const d = r.range(5, 9);
    const h = r.pick([3, 3, 6]);
    const wall = hazed(o.L, r.pick(['#e8dcc4', '#d8c8b0', '#c8d0d0', '#e0c8a8']), z, 400);
    const min: V3 = [x, 0, z];
    const max: V3 = [x + w, h, z + d];
    const s =
      box(o.cam, min, max, wall, o.lit) +
      hipRoof(o, min, max, h, 0.4, 1.6, hazed(o.L, r.pick(['#a3a9ae', '#8d4436', '#b4b8ba']), z, 400), 'tin');
    o.stage.add(min, [max[0], h + 1.6, max[2]], s);
  }
}
