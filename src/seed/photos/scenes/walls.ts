/** Boundaries: the compound wall with its metal gate, and the corrugated tin hoarding of a plot or a site. */
import type { Rng } from '../random';
import { shade } from './color';
import type { Outdoor } from './outdoor';
import { at, box, line3, polygon3, quad, sideFace, type V3 } from './space';

export function compoundWall(
  o: Outdoor,
  r: Rng,
  zw: number,
  x0: number,
  x1: number,
  gateAt: number,
  gateW: number,
): void {
  const { cam, lit, svg } = o;
  const h = r.range(2.2, 2.9);
  const wall = r.pick(['#e8dcc4', '#d9c9a8', '#f0e8dc', '#c9b79c', '#e6d2c0', '#b8b0a4']);
  const gate = r.pick(['#1f4f8a', '#2f6b3a', '#1c1c1c', '#7a1f24', '#6b6f78', '#14535c']);
  const segs: [number, number][] = [
    [x0, gateAt - gateW / 2 - 0.4],
    [gateAt + gateW / 2 + 0.4, x1],
  ];
  for (const [a, b] of segs) {
    if (b <= a) continue;
    const min: V3 = [a, 0, zw];
    const max: V3 = [b, h, zw + 0.25];
    let s = box(cam, min, max, wall, lit);
    const f = sideFace(min, max, '-z');
    s += polygon3(
      cam,
      quad(f, 0, 0, f.w, h),
      svg.lin([
        [0, '#ffffff', 0.05],
        [0.7, '#000000', 0.05],
        [1, '#3a2a1a', 0.3],
      ]),
    );
    s += box(cam, [a - 0.05, h, zw - 0.05], [b + 0.05, h + 0.12, zw + 0.3], shade(wall, 0.85), lit);
    if (r.chance(0.5)) {
      for (let x = a + 0.1; x < b; x += 0.22)
        s += line3(cam, [x, h + 0.12, zw + 0.1], [x, h + 0.45, zw + 0.1], '#3a3a3a', 0.025);
    }
    o.stage.add([a, 0, zw], [b, h + 0.5, zw + 0.3], s);
  }
  for (const px of [gateAt - gateW / 2 - 0.4, gateAt + gateW / 2]) {
    o.stage.add(
      [px, 0, zw - 0.1],
      [px + 0.4, h + 0.4, zw + 0.35],
      box(cam, [px, 0, zw - 0.1], [px + 0.4, h + 0.4, zw + 0.35], shade(wall, 0.92), lit),
    );
  }
  const gmin: V3 = [gateAt - gateW / 2, 0, zw + 0.05];
  const gmax: V3 = [gateAt + gateW / 2, h + 0.1, zw + 0.12];
  const gf = sideFace(gmin, gmax, '-z');
  const gc = lit(gate, gf.n);
  let s = polygon3(cam, quad(gf, 0, 0, gf.w, gf.h), gc);
  for (let a = 0.15; a < gf.w; a += 0.3)
    s += polygon3(cam, quad(gf, a, 0.1, a + 0.06, gf.h - 0.1, 0.01), shade(gc, 1.2));
  s += polygon3(cam, quad(gf, 0, gf.h * 0.55, gf.w, gf.h * 0.6, 0.01), shade(gc, 0.7));
  s += polygon3(cam, quad(gf, gf.w / 2 - 0.03, 0, gf.w / 2 + 0.03, gf.h, 0.015), shade(gc, 0.6));
  for (let a = 0; a < gf.w; a += 0.3)
    s += polygon3(cam, [at(gf, a, gf.h), at(gf, a + 0.3, gf.h), at(gf, a + 0.15, gf.h + 0.3)], gc);
  o.stage.add([gmin[0], 0, gmin[2]], [gmax[0], gmax[1] + 0.3, gmax[2]], s);
}

export function tinFence(o: Outdoor, r: Rng, zf: number, x0: number, x1: number): void {
  const { cam, lit, svg } = o;
  const paint = r.pick(['#8e9aa4', '#2a5d9a', '#3d7a4a', '#a4a8ac']);
  const min: V3 = [x0, 0, zf];
  const max: V3 = [x1, 2.4, zf + 0.05];
  const f = sideFace(min, max, '-z');
  const c = lit(paint, f.n);
  let s = polygon3(cam, quad(f, 0, 0, f.w, f.h), c);
  const rib = svg.lin(
    [
      [0, shade(c, 0.8)],
      [0.5, shade(c, 1.15)],
      [1, shade(c, 0.8)],
    ],
    0,
    0,
    1,
    0,
  );
  for (let a = 0; a < f.w; a += 0.9)
    s += polygon3(cam, quad(f, a, 0, a + 0.9, f.h, 0.01), rib, ' fill-opacity="0.6"');
  for (let i = 0; i < r.int(2, 6); i++) {
    const a = r.range(0, f.w - 1);
    s += polygon3(
      cam,
      quad(f, a, 0, a + r.range(0.8, 2.5), r.range(0.3, 1.2), 0.015),
      '#8a5a34',
      ' fill-opacity="0.45"',
    );
  }
  o.stage.add(min, max, s);
}
