/** Parked cars and the blue-and-white minibus taxis of Addis, built as extruded profiles and boxes. */
import type { Rng } from '../random';
import { shade } from './color';
import type { Outdoor } from './outdoor';
import { at, box, polygon3, quad, sideFace, toCam, type V3 } from './space';

const PROFILE: readonly (readonly [number, number])[] = [
  [0, 0.32],
  [1, 0.32],
  [1, 0.8],
  [0.78, 0.96],
  [0.6, 1.42],
  [0.25, 1.45],
  [0.07, 1.0],
  [0, 0.9],
];

export function car(o: Outdoor, r: Rng, x: number, z: number, color?: string): void {
  const { cam, lit, svg } = o;
  const paint =
    color ?? r.pick(['#f2f2f0', '#c8ccd0', '#1e1f22', '#2d4f8a', '#8a1f1f', '#7a7f86', '#e8e4d8', '#2f5a4a']);
  const len = r.range(4, 4.7);
  const dir = r.chance(0.5) ? 1 : -1;
  const z0 = z - 0.88;
  const z1 = z + 0.88;
  const P = PROFILE.map(([u, y]) => [x + (u - 0.5) * len * dir, y] as const);
  const glass = svg.lin([
    [0, '#9aaab8'],
    [1, '#1c232b'],
  ]);
  const faces: { d: number; s: string }[] = [];
  for (let i = 0; i < P.length; i++) {
    const [ax, ay] = P[i]!;
    const [bx, by] = P[(i + 1) % P.length]!;
    const len2 = Math.hypot(bx - ax, by - ay);
    const n: V3 = [((by - ay) / len2) * dir, (-(bx - ax) / len2) * dir, 0];
    const mid: V3 = [(ax + bx) / 2, (ay + by) / 2, z];
    if (n[0] * (cam.x - mid[0]) + n[1] * (cam.y - mid[1]) <= 0) continue;
    const fill = i === 3 || i === 5 ? glass : lit(paint, n);
    const q = toCam(cam, mid);
    faces.push({
      d: Math.hypot(q[0], q[1], q[2]),
      s: polygon3(
        cam,
        [
          [ax, ay, z0],
          [bx, by, z0],
          [bx, by, z1],
          [ax, ay, z1],
        ],
        fill,
      ),
    });
  }
  faces.sort((a, b) => b.d - a.d);
  let s = faces.map((f) => f.s).join('');
  const zs = cam.z < z ? z0 : z1;
  const nz: V3 = [0, 0, cam.z < z ? -1 : 1];
  const along = (u: number, y: number, dz = 0): V3 => [x + (u - 0.5) * len * dir, y, zs + nz[2] * dz];
  s += polygon3(
    cam,
    P.map(([px, py]) => [px, py, zs] as V3),
    lit(paint, nz),
  );
  s += polygon3(
    cam,
    [along(0.76, 0.98, 0.01), along(0.59, 1.38, 0.01), along(0.27, 1.4, 0.01), along(0.1, 1.0, 0.01)],
    glass,
  );
  s += polygon3(
    cam,
    [along(0.46, 0.98, 0.02), along(0.48, 0.98, 0.02), along(0.48, 1.42, 0.02), along(0.46, 1.42, 0.02)],
    lit(paint, nz),
  );
  s += polygon3(
    cam,
    [along(0, 0.72, 0.01), along(0.05, 0.72, 0.01), along(0.05, 0.86, 0.01), along(0, 0.86, 0.01)],
    '#b02020',
  );
  s += polygon3(
    cam,
    [along(0.02, 0.55, 0.01), along(0.98, 0.55, 0.01), along(0.98, 0.58, 0.01), along(0.02, 0.58, 0.01)],
    shade(lit(paint, nz), 0.75),
  );
  for (const u of [0.18, 0.81]) {
    for (const [rad, c] of [
      [0.34, '#141414'],
      [0.18, '#9a9ea4'],
    ] as const) {
      const ring: V3[] = [];
      for (let i = 0; i < 12; i++) {
        const t = (i / 12) * Math.PI * 2;
        ring.push([
          x + (u - 0.5) * len * dir + Math.cos(t) * rad,
          0.34 + Math.sin(t) * rad,
          zs + nz[2] * 0.03,
        ]);
      }
      s += polygon3(cam, ring, c);
    }
  }
  const hx = len / 2 + 0.2;
  o.ground.push(
    polygon3(
      cam,
      [
        [x - hx, 0.02, z0 - 0.15],
        [x + hx, 0.02, z0 - 0.15],
        [x + hx, 0.02, z1 + 0.15],
        [x - hx, 0.02, z1 + 0.15],
      ],
      '#000',
      ' fill-opacity="0.45"',
    ),
  );
  o.stage.add([x - len / 2, 0, z0], [x + len / 2, 1.5, z1], s);
}

export function minibus(o: Outdoor, x: number, z: number): void {
  const { cam, lit, svg } = o;
  const min: V3 = [x - 2.5, 0.3, z - 0.95];
  const max: V3 = [x + 2.5, 2.3, z + 0.95];
  let s = box(cam, min, max, '#f4f4f2', lit);
  const side = sideFace(min, max, cam.z < z ? '-z' : '+z');
  s += polygon3(cam, quad(side, 0, 0, side.w, 0.75, 0.01), lit('#2559b0', side.n));
  s += polygon3(
    cam,
    quad(side, 0.4, 1.05, side.w - 0.3, 1.75, 0.01),
    svg.lin([
      [0, '#7d8fa0'],
      [1, '#1f262d'],
    ]),
  );
  for (const a of [0.9, side.w - 0.9]) {
    const ring: V3[] = [];
    for (let i = 0; i < 10; i++) {
      const t = (i / 10) * Math.PI * 2;
      ring.push(at(side, a + Math.cos(t) * 0.36, 0.05 + Math.sin(t) * 0.36, 0.02));
    }
    s += polygon3(cam, ring, '#151515');
  }
  o.ground.push(
    polygon3(
      cam,
      [
        [min[0] - 0.2, 0.02, min[2] - 0.2],
        [max[0] + 0.2, 0.02, min[2] - 0.2],
        [max[0] + 0.2, 0.02, max[2] + 0.2],
        [min[0] - 0.2, 0.02, max[2] + 0.2],
      ],
      '#000',
      ' fill-opacity="0.45"',
    ),
  );
  o.stage.add([min[0], 0, min[2]], [max[0], 2.3, max[2]], s);
}
