/**
 * Street furniture of Addis Ababa: asphalt or cobblestone roads, compound walls and metal gates, blue and
 * white minibus taxis, cars, concrete poles with sagging wires, tin-sheet hoardings and tower cranes.
 */
import type { Rng } from '../random';
import { mix, shade } from './color';
import type { Outdoor } from './outdoor';
import { box, line3, polygon3, proj, type V3 } from './space';
import { num, path } from './svg';

/** A road running along x between z0 and z1, with a kerb and a 4 m pavement on the far side. */
export function road(o: Outdoor, r: Rng, z0: number, z1: number, kind: 'asphalt' | 'cobble' | 'dirt'): void {
  const { cam, lit, svg } = o;
  const X = 400;
  const base = kind === 'asphalt' ? '#5a5a5c' : kind === 'cobble' ? '#8a8276' : '#9c7e5e';
  const c = lit(base, [0, 1, 0]);
  const fill = svg.lin([
    [0, mix(c, o.L.haze, 0.2)],
    [1, shade(c, 0.9)],
  ]);
  let s = polygon3(
    cam,
    [
      [-X, 0.01, z0],
      [X, 0.01, z0],
      [X, 0.01, z1],
      [-X, 0.01, z1],
    ],
    fill,
  );
  if (kind === 'asphalt') {
    const zm = (z0 + z1) / 2;
    for (let x = -X; x < X; x += 6)
      s += polygon3(
        cam,
        [
          [x, 0.02, zm - 0.07],
          [x + 3, 0.02, zm - 0.07],
          [x + 3, 0.02, zm + 0.07],
          [x, 0.02, zm + 0.07],
        ],
        '#e8e4da',
        ' fill-opacity="0.8"',
      );
  } else if (kind === 'cobble') {
    // Hexagonal stone setts read at a distance as a fine grid of joints.
    const joint = shade(c, 0.7);
    for (let z = z0; z < z1; z += 0.5)
      s += line3(cam, [-X, 0.02, z], [X, 0.02, z], joint, 0.04, ' stroke-opacity="0.6"');
    for (let x = Math.floor(cam.x - 60); x < cam.x + 60; x += 0.6)
      s += line3(cam, [x, 0.02, z0], [x, 0.02, z1], joint, 0.03, ' stroke-opacity="0.4"');
  } else {
    for (let i = 0; i < 40; i++) {
      const x = cam.x + r.range(-40, 40);
      const z = r.range(z0, z1);
      s += polygon3(
        cam,
        [
          [x, 0.02, z],
          [x + r.range(1, 4), 0.02, z],
          [x + r.range(1, 4), 0.02, z + 0.4],
          [x, 0.02, z + 0.3],
        ],
        shade(c, r.range(0.8, 1.1)),
        ' fill-opacity="0.6"',
      );
    }
  }
  s += box(cam, [-X, 0, z1], [X, 0.18, z1 + 0.25], '#b8b2a6', lit);
  const walk = lit(r.pick(['#b7ab98', '#a9a39a', '#c2b49c']), [0, 1, 0]);
  s += polygon3(
    cam,
    [
      [-X, 0.18, z1 + 0.25],
      [X, 0.18, z1 + 0.25],
      [X, 0.18, z1 + 4],
      [-X, 0.18, z1 + 4],
    ],
    walk,
  );
  o.ground.push(s);
}

/** Side profile of a saloon, (along, up) in metres; extruded across its width. Counter-clockwise. */
/** A car parked along x, as an extruded profile so the windscreen slopes and the silhouette reads. */
/** The blue-and-white minibus taxi that everyone in Addis rides. */
/** Concrete poles along z = zp, every `gap` metres, with wires sagging between them. */
export function poles(o: Outdoor, zp: number, gap: number, x0: number, x1: number): void {
  const { cam, lit } = o;
  const c = lit('#a8a49c', [0, 0, -1]);
  let prev: V3 | null = null;
  for (let x = x0; x <= x1; x += gap) {
    const top: V3 = [x, 9, zp];
    let s = line3(cam, [x, 0, zp], top, c, 0.28);
    s += line3(cam, [x - 0.9, 8.6, zp], [x + 0.9, 8.6, zp], shade(c, 0.8), 0.12);
    if (prev) {
      for (const dy of [-0.4, 0, -1.2]) {
        const a = proj(cam, [prev[0], prev[1] + dy, prev[2]]);
        const b = proj(cam, [x, 9 + dy, zp]);
        if (a && b) {
          const sag = Math.abs(b[0] - a[0]) * 0.06;
          s += path(
            `M${num(a[0])} ${num(a[1])}Q${num((a[0] + b[0]) / 2)} ${num((a[1] + b[1]) / 2 + sag)} ${num(b[0])} ${num(b[1])}`,
            'none',
            ' stroke="#262626" stroke-width="1.3" stroke-opacity="0.8"',
          );
        }
      }
    }
    o.stage.add([x - gap, 0, zp - 0.2], [x + 0.2, 9.2, zp + 0.2], s);
    prev = top;
  }
}

/** Compound wall along z = zw from x0 to x1, with a metal gate; the classic Addis street frontage. */
/** Corrugated tin-sheet hoarding, the usual fence of a building site or an empty plot. */
/** A tower crane: lattice mast, jib and counter-jib, the skyline mark of a city that is building. */
export function crane(o: Outdoor, r: Rng, x: number, z: number, h: number): void {
  const { cam } = o;
  const col = r.pick(['#e8b020', '#e07a20', '#f0f0e8', '#d03a2a']);
  const a = r.range(0, Math.PI * 2);
  const dx = Math.cos(a);
  const dz = Math.sin(a);
  const jib = h * r.range(0.7, 1);
  let s = '';
  for (let y = 0; y < h; y += 2) {
    s += line3(cam, [x - 0.8, y, z], [x + 0.8, y + 2, z], col, 0.08);
    s += line3(cam, [x + 0.8, y, z], [x - 0.8, y + 2, z], col, 0.08);
  }
  s +=
    line3(cam, [x - 0.8, 0, z], [x - 0.8, h, z], col, 0.2) +
    line3(cam, [x + 0.8, 0, z], [x + 0.8, h, z], col, 0.2);
  const tip: V3 = [x + dx * jib, h + 1, z + dz * jib];
  const back: V3 = [x - dx * jib * 0.3, h + 1, z - dz * jib * 0.3];
  s +=
    line3(cam, back, tip, col, 0.5) +
    line3(cam, [x, h + 6, z], tip, col, 0.08) +
    line3(cam, [x, h + 6, z], back, col, 0.08);
  s += line3(cam, [x, h, z], [x, h + 6, z], col, 0.4);
  s += box(cam, [back[0] - 1, h - 1, back[2] - 1], [back[0] + 1, h + 1, back[2] + 1], '#7a7a7a', o.lit);
  const hook = Math.min(h * 0.8, r.range(5, 25));
  s += line3(
    cam,
    [tip[0] * 0.6 + x * 0.4, h + 1, tip[2] * 0.6 + z * 0.4],
    [tip[0] * 0.6 + x * 0.4, h + 1 - hook, tip[2] * 0.6 + z * 0.4],
    '#333',
    0.05,
  );
  o.stage.add([x - jib, 0, z - jib], [x + jib, h + 6, z + jib], s);
}
