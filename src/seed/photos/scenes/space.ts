/**
 * A pocket 3D engine: a pinhole camera with no pitch (verticals stay vertical, as in architectural
 * photography, giving two-point perspective outside and one-point inside), polygon clipping at the near
 * plane, and a painter's stage that orders axis-aligned boxes by which side of each other the camera is on.
 */
import { line, type P2, poly } from './svg';

export type V3 = readonly [number, number, number];
const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const unit = (a: V3): V3 => mul(a, 1 / Math.hypot(a[0], a[1], a[2]));

export interface Cam {
  x: number;
  y: number;
  z: number;
  /** Radians; positive turns the view towards +x. The camera looks along +z at yaw 0. */
  yaw: number;
  /** Focal length in pixels. */
  f: number;
  /** Screen position of the optical axis; cy is the horizon line. Moving them is a shift lens. */
  cx: number;
  cy: number;
}

const NEAR = 0.1;

export function toCam(c: Cam, p: V3): V3 {
  const dx = p[0] - c.x;
  const dz = p[2] - c.z;
  const s = Math.sin(c.yaw);
  const k = Math.cos(c.yaw);
  return [dx * k - dz * s, p[1] - c.y, dx * s + dz * k];
}

const onScreen = (c: Cam, q: V3): P2 => [c.cx + (c.f * q[0]) / q[2], c.cy - (c.f * q[1]) / q[2]];

export function proj(c: Cam, p: V3): P2 | null {
  const q = toCam(c, p);
  return q[2] > NEAR ? onScreen(c, q) : null;
}

/** Pixels per metre at p (0 behind the camera): sizes billboards such as trees and people. */
export function scaleAt(c: Cam, p: V3): number {
  const z = toCam(c, p)[2];
  return z > NEAR ? c.f / z : 0;
}

/** Projects a planar polygon, clipped against the near plane so walls passing beside the camera work. */
export function projPoly(c: Cam, ps: readonly V3[]): P2[] | null {
  const q = ps.map((p) => toCam(c, p));
  const out: V3[] = [];
  for (let i = 0; i < q.length; i++) {
    const a = q[i] as V3;
    const b = q[(i + 1) % q.length] as V3;
    const ina = a[2] >= NEAR;
    if (ina) out.push(a);
    if (ina !== b[2] >= NEAR) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  return out.length < 3 ? null : out.map((p) => onScreen(c, p));
}

export function polygon3(c: Cam, ps: readonly V3[], fill: string, extra = ''): string {
  const p = projPoly(c, ps);
  return p ? poly(p, fill, extra) : '';
}

export function line3(c: Cam, a: V3, b: V3, stroke: string, widthM: number, extra = ''): string {
  let qa = toCam(c, a);
  let qb = toCam(c, b);
  if (qa[2] < NEAR && qb[2] < NEAR) return '';
  if (qa[2] < NEAR || qb[2] < NEAR) {
    const t = (NEAR - qa[2]) / (qb[2] - qa[2]);
    const m: V3 = [qa[0] + (qb[0] - qa[0]) * t, qa[1] + (qb[1] - qa[1]) * t, NEAR];
    if (qa[2] < NEAR) qa = m;
    else qb = m;
  }
  const z = Math.min(qa[2], qb[2]);
  return line(onScreen(c, qa), onScreen(c, qb), stroke, (widthM * c.f) / z, extra);
}

/** Chooses focal length and shift so the points fill the screen rectangle [x0, y0, x1, y1]. */
export function fitView(c: Cam, points: readonly V3[], r: readonly [number, number, number, number]): void {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    const q = toCam(c, p);
    if (q[2] <= NEAR) continue;
    const x = q[0] / q[2];
    const y = -q[1] / q[2];
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  c.f = Math.min((r[2] - r[0]) / (maxX - minX), (r[3] - r[1]) / (maxY - minY));
  c.cx = (r[0] + r[2]) / 2 - (c.f * (minX + maxX)) / 2;
  c.cy = (r[1] + r[3]) / 2 - (c.f * (minY + maxY)) / 2;
}

/** A flat rectangle in space: point(a, b, c) = o + u·a + up·b + n·c, a ∈ [0, w], b ∈ [0, h]. */
export interface Face {
  o: V3;
  u: V3;
  n: V3;
  w: number;
  h: number;
}

export const at = (f: Face, a: number, b: number, c = 0): V3 => [
  f.o[0] + f.u[0] * a + f.n[0] * c,
  f.o[1] + b + f.n[1] * c,
  f.o[2] + f.u[2] * a + f.n[2] * c,
];

export const quad = (f: Face, a0: number, b0: number, a1: number, b1: number, c = 0): V3[] => [
  at(f, a0, b0, c),
  at(f, a1, b0, c),
  at(f, a1, b1, c),
  at(f, a0, b1, c),
];

export type Side = '-x' | '+x' | '-z' | '+z';

/** A vertical side of a box, with u running left to right as seen from outside. */
export function sideFace(min: V3, max: V3, side: Side): Face {
  const h = max[1] - min[1];
  const dx = max[0] - min[0];
  const dz = max[2] - min[2];
  switch (side) {
    case '-z':
      return { o: [min[0], min[1], min[2]], u: [1, 0, 0], n: [0, 0, -1], w: dx, h };
    case '+z':
      return { o: [max[0], min[1], max[2]], u: [-1, 0, 0], n: [0, 0, 1], w: dx, h };
    case '-x':
      return { o: [min[0], min[1], max[2]], u: [0, 0, -1], n: [-1, 0, 0], w: dz, h };
    default:
      return { o: [max[0], min[1], min[2]], u: [0, 0, 1], n: [1, 0, 0], w: dz, h };
  }
}

export const SIDES: readonly Side[] = ['-z', '+z', '-x', '+x'];

/** Whether the outside of a box side faces the camera. */
export function sees(c: Cam, min: V3, max: V3, side: Side): boolean {
  if (side === '-z') return c.z < min[2];
  if (side === '+z') return c.z > max[2];
  if (side === '-x') return c.x < min[0];
  return c.x > max[0];
}

export type Shader = (base: string, n: V3) => string;

/** The visible faces of a solid box, each shaded by its normal. */
export function box(c: Cam, min: V3, max: V3, base: string, shade: Shader, extra = ''): string {
  let s = '';
  for (const side of SIDES) {
    if (!sees(c, min, max, side)) continue;
    const f = sideFace(min, max, side);
    s += polygon3(c, quad(f, 0, 0, f.w, f.h), shade(base, f.n), extra);
  }
  const y = c.y > max[1] ? max[1] : c.y < min[1] ? min[1] : null;
  if (y !== null) {
    const top: V3[] = [
      [min[0], y, min[2]],
      [max[0], y, min[2]],
      [max[0], y, max[2]],
      [min[0], y, max[2]],
    ];
    s += polygon3(c, top, shade(base, [0, y === max[1] ? 1 : -1, 0]), extra);
  }
  return s;
}

interface Item {
  min: V3;
  max: V3;
  svg: string;
  depth: number;
  bb: [number, number, number, number];
}

/**
 * Collects objects with their bounding boxes and draws them far to near. Two boxes separated along an axis
 * are ordered by which side of the gap the camera is on; only boxes that overlap on screen are compared.
 */
export class Stage {
  private readonly items: Item[] = [];
  constructor(readonly cam: Cam) {}

  add(min: V3, max: V3, svg: string): void {
    if (!svg) return;
    const bb: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i < 8; i++) {
      const p = proj(this.cam, [i & 1 ? max[0] : min[0], i & 2 ? max[1] : min[1], i & 4 ? max[2] : min[2]]);
      if (!p) {
        bb[0] = bb[1] = -1e9;
        bb[2] = bb[3] = 1e9;
        break;
      }
      bb[0] = Math.min(bb[0], p[0]);
      bb[1] = Math.min(bb[1], p[1]);
      bb[2] = Math.max(bb[2], p[0]);
      bb[3] = Math.max(bb[3], p[1]);
    }
    const centre: V3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
    const q = toCam(this.cam, centre);
    this.items.push({ min, max, svg, bb, depth: Math.hypot(q[0], q[1], q[2]) });
  }

  /** 1: a must be drawn before b, -1: after, 0: they cannot hide each other (or we cannot tell). */
  private order(a: Item, b: Item): number {
    const cam: V3 = [this.cam.x, this.cam.y, this.cam.z];
    let verdict = 0;
    for (let ax = 0; ax < 3; ax++) {
      let v = 0;
      const e = 1e-6;
      if (a.max[ax]! <= b.min[ax]! + e) v = cam[ax]! >= b.min[ax]! ? 1 : cam[ax]! <= a.max[ax]! ? -1 : 2;
      else if (b.max[ax]! <= a.min[ax]! + e) v = cam[ax]! >= a.min[ax]! ? -1 : cam[ax]! <= b.max[ax]! ? 1 : 2;
      if (v === 0) continue;
      if (v === 2 || (verdict !== 0 && verdict !== v)) return 0;
      verdict = v;
    }
    return verdict !== 0 ? verdict : a.depth > b.depth ? 1 : -1;
  }

  render(): string {
    const n = this.items.length;
    const after: number[][] = this.items.map(() => []);
    const indeg = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i++) {
      const a = this.items[i]!;
      for (let j = i + 1; j < n; j++) {
        const b = this.items[j]!;
        if (a.bb[2] < b.bb[0] || b.bb[2] < a.bb[0] || a.bb[3] < b.bb[1] || b.bb[3] < a.bb[1]) continue;
        const o = this.order(a, b);
        if (o === 1) {
          after[i]!.push(j);
          indeg[j]!++;
        } else if (o === -1) {
          after[j]!.push(i);
          indeg[i]!++;
        }
      }
    }
    // Kahn's algorithm, farthest first among the ready ones; a cycle is broken at its farthest item.
    const done = new Array<boolean>(n).fill(false);
    const out: string[] = [];
    for (let k = 0; k < n; k++) {
      let best = -1;
      let bestFree = false;
      for (let i = 0; i < n; i++) {
        if (done[i]) continue;
        const free = indeg[i] === 0;
        if (
          best < 0 ||
          (free && !bestFree) ||
          (free === bestFree && this.items[i]!.depth > this.items[best]!.depth)
        ) {
          best = i;
          bestFree = free;
        }
      }
      done[best] = true;
      out.push(this.items[best]!.svg);
      for (const j of after[best]!) indeg[j]!--;
    }
    return out.join('');
  }
}
