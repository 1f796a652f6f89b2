/** Pitched roofs: hipped, in corrugated iron (the Addis default) or clay tiles, with eaves and fascia. */
import { shade } from './color';
import type { Outdoor } from './outdoor';
import { line3, polygon3, toCam, type V3 } from './space';

export type RoofFinish = 'tin' | 'tile';

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const lerp = (a: V3, b: V3, t: number): V3 => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/**
 * A hipped roof on the box top (min.x..max.x, min.z..max.z at height y), with overhang and rise in metres.
 * Returns its bounding box and markup; each slope is shaded by its own normal.
 */
export function hipRoof(
  o: Outdoor,
  min: V3,
  max: V3,
  y: number,
  overhang: number,
  rise: number,
  color: string,
  finish: RoofFinish,
): string {
  const { cam, lit } = o;
  const x0 = min[0] - overhang;
  const x1 = max[0] + overhang;
  const z0 = min[2] - overhang;
  const z1 = max[2] + overhang;
  const alongX = x1 - x0 >= z1 - z0;
  const half = (alongX ? z1 - z0 : x1 - x0) / 2;
  const c: V3[] = [
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ];
  const r0: V3 = alongX ? [x0 + half, y + rise, (z0 + z1) / 2] : [(x0 + x1) / 2, y + rise, z0 + half];
  const r1: V3 = alongX ? [x1 - half, y + rise, (z0 + z1) / 2] : [(x0 + x1) / 2, y + rise, z1 - half];
  // Each slope: its eave from corner i to i+1 and the ridge points above it.
  const ridgeFor = (i: number): [V3, V3] => {
    if (alongX)
      return [
        [r0, r1],
        [r1, r1],
        [r1, r0],
        [r0, r0],
      ][i] as [V3, V3];
    return [
      [r0, r0],
      [r0, r1],
      [r1, r1],
      [r1, r0],
    ][i] as [V3, V3];
  };
  const slopes: { d: number; s: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const a = c[i]!;
    const b = c[(i + 1) % 4]!;
    const [ra, rb] = ridgeFor(i);
    const pts = ra === rb ? [a, b, rb] : [a, b, rb, ra];
    const n0 = cross(sub(ra, a), sub(b, a));
    const nl = Math.hypot(n0[0], n0[1], n0[2]);
    const n: V3 = [n0[0] / nl, n0[1] / nl, n0[2] / nl];
    const mid = lerp(lerp(a, b, 0.5), lerp(ra, rb, 0.5), 0.5);
    if (n[0] * (cam.x - mid[0]) + n[1] * (cam.y - mid[1]) + n[2] * (cam.z - mid[2]) <= 0) continue;
    const base = lit(color, n);
    let s = polygon3(cam, pts, base);
    const l = Math.hypot(b[0] - a[0], b[2] - a[2]);
    const groove = shade(base, finish === 'tin' ? 0.78 : 0.7);
    const step = finish === 'tin' ? 0.35 : 0.3;
    const eaveMid = lerp(a, b, 0.5);
    const ridgeMid = lerp(ra, rb, 0.5);
    const up = sub(ridgeMid, eaveMid);
    for (let u = step; u < l; u += step) {
      const f = Math.min(1, Math.min(u, l - u) / half);
      const p = lerp(a, b, u / l);
      s += line3(
        cam,
        p,
        [p[0] + up[0] * f, p[1] + up[1] * f, p[2] + up[2] * f],
        groove,
        finish === 'tin' ? 0.035 : 0.02,
      );
    }
    if (finish === 'tile') {
      for (let t = 0.12; t < 1; t += 0.12) {
        const p = lerp(a, b, (t * half) / l);
        const q = lerp(a, b, 1 - (t * half) / l);
        s += line3(
          cam,
          [p[0] + up[0] * t, p[1] + up[1] * t, p[2] + up[2] * t],
          [q[0] + up[0] * t, q[1] + up[1] * t, q[2] + up[2] * t],
          shade(base, 0.62),
          0.05,
        );
      }
    }
    s += line3(cam, a, b, shade(base, 0.55), 0.12);
    const q = toCam(cam, mid);
    slopes.push({ d: Math.hypot(q[0], q[1], q[2]), s });
  }
  slopes.sort((p, q) => q.d - p.d);
  let soffit = '';
  if (cam.y < y) soffit = polygon3(cam, c, shade(lit(color, [0, -1, 0]), 0.6));
  return (
    soffit + slopes.map((p) => p.s).join('') + line3(cam, r0, r1, shade(lit(color, [0, 1, 0]), 0.8), 0.1)
  );
}
