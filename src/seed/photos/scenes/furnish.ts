/**
 * Furniture, built from boxes in a local frame: u runs along the wall it stands against, v comes out of the
 * wall into the room. The same sofa can then stand against any wall, or float in the room.
 */
import { mix, shade } from './color';
import type { Indoor, Wall } from './room';
import { box, line3, polygon3, type V3 } from './space';

export type Place = (u: number, v: number) => readonly [number, number];

/** Local frame against a wall, starting at `start` along it and `gap` metres off it. */
export function against(io: Indoor, wall: Wall, start: number, gap = 0.02): Place {
  const X = io.w / 2;
  if (wall === 'back') return (u, v) => [-X + start + u, io.d - gap - v];
  if (wall === 'left') return (u, v) => [-X + gap + v, start + u];
  return (u, v) => [X - gap - v, io.d - start - u];
}

/** A free-standing frame centred at (x, z), its back towards +z (facing the camera). */
export const free =
  (x: number, z: number): Place =>
  (u, v) => [x + u, z - v];

/** One box of a piece, in local coordinates; also leaves a soft contact shadow if it touches the floor. */
export function part(
  io: Indoor,
  p: Place,
  u0: number,
  v0: number,
  y0: number,
  u1: number,
  v1: number,
  y1: number,
  color: string,
): void {
  const a = p(u0, v0);
  const b = p(u1, v1);
  const min: V3 = [Math.min(a[0], b[0]), y0, Math.min(a[1], b[1])];
  const max: V3 = [Math.max(a[0], b[0]), y1, Math.max(a[1], b[1])];
  io.stage.add(min, max, box(io.cam, min, max, color, io.lit));
  if (y0 < 0.2) contact(io, min, max, 0.06);
}

export function contact(io: Indoor, min: V3, max: V3, grow: number): void {
  const q = (g: number): V3[] => [
    [min[0] - g, 0.003, min[2] - g],
    [max[0] + g, 0.003, min[2] - g],
    [max[0] + g, 0.003, max[2] + g],
    [min[0] - g, 0.003, max[2] + g],
  ];
  io.floor.push(
    polygon3(io.cam, q(grow * 3), '#000000', ' fill-opacity="0.08"') +
      polygon3(io.cam, q(grow), '#000000', ' fill-opacity="0.16"'),
  );
}

export function sofa(io: Indoor, p: Place, u0: number, len: number, color: string, pillows: string[]): void {
  const r = io.r;
  const depth = r.range(0.85, 1);
  const seat = r.range(0.4, 0.46);
  const back = r.range(0.75, 0.9);
  const arm = r.range(0.12, 0.25);
  const leg = '#3a2e24';
  for (const u of [u0 + 0.05, u0 + len - 0.1])
    for (const v of [0.05, depth - 0.1]) part(io, p, u, v, 0, u + 0.05, v + 0.05, 0.1, leg);
  part(io, p, u0, 0, 0.1, u0 + len, depth, seat - 0.1, shade(color, 0.92));
  part(io, p, u0, 0, 0.1, u0 + len, 0.22, back, color);
  part(io, p, u0, 0, 0.1, u0 + arm, depth, seat + 0.2, color);
  part(io, p, u0 + len - arm, 0, 0.1, u0 + len, depth, seat + 0.2, color);
  const n = Math.max(1, Math.round((len - 2 * arm) / 0.75));
  const cw = (len - 2 * arm) / n;
  for (let i = 0; i < n; i++) {
    const a = u0 + arm + i * cw;
    part(io, p, a + 0.01, 0.22, seat - 0.1, a + cw - 0.01, depth - 0.02, seat, mix(color, '#ffffff', 0.06));
    part(io, p, a + 0.02, 0.22, seat, a + cw - 0.02, 0.38, back - 0.04, mix(color, '#ffffff', 0.04));
  }
  for (let i = 0; i < pillows.length; i++) {
    const a =
      i % 2 === 0
        ? u0 + arm + 0.05 + Math.floor(i / 2) * 0.42
        : u0 + len - arm - 0.45 - Math.floor(i / 2) * 0.42;
    part(io, p, a, 0.38, seat, a + 0.4, 0.5, seat + 0.38, pillows[i]!);
  }
}

/** Table: top slab on four legs (or a solid plinth for coffee tables). */
export function table(
  io: Indoor,
  p: Place,
  u0: number,
  v0: number,
  w: number,
  d: number,
  h: number,
  top: string,
  legs: string,
  solid = false,
): void {
  const t = 0.04;
  if (solid) part(io, p, u0 + 0.05, v0 + 0.05, 0, u0 + w - 0.05, v0 + d - 0.05, h - t, legs);
  else {
    for (const [u, v] of [
      [u0 + 0.04, v0 + 0.04],
      [u0 + w - 0.09, v0 + 0.04],
      [u0 + 0.04, v0 + d - 0.09],
      [u0 + w - 0.09, v0 + d - 0.09],
    ] as const)
      part(io, p, u, v, 0, u + 0.05, v + 0.05, h - t, legs);
  }
  part(io, p, u0, v0, h - t, u0 + w, v0 + d, h, top);
}

/** A chair whose back is at v0 (towards +v is its front). */
export function chair(
  io: Indoor,
  p: Place,
  u0: number,
  v0: number,
  color: string,
  frame: string,
  backAtFar = true,
): void {
  const w = 0.45;
  for (const [u, v] of [
    [u0, v0],
    [u0 + w - 0.04, v0],
    [u0, v0 + w - 0.04],
    [u0 + w - 0.04, v0 + w - 0.04],
  ] as const)
    part(io, p, u, v, 0, u + 0.04, v + 0.04, 0.44, frame);
  part(io, p, u0, v0, 0.44, u0 + w, v0 + w, 0.5, color);
  const bv = backAtFar ? v0 : v0 + w - 0.05;
  part(io, p, u0, bv, 0.5, u0 + w, bv + 0.05, 0.95, color);
}

/** Cabinets or a sideboard: a box with door and drawer lines and handles on its front. */
export function cabinet(
  io: Indoor,
  p: Place,
  u0: number,
  len: number,
  depth: number,
  y0: number,
  h: number,
  color: string,
  doorW = 0.5,
  handle = '#c8c8c8',
): void {
  part(io, p, u0, 0, y0, u0 + len, depth, y0 + h, color);
  const a = p(u0, depth);
  const b = p(u0 + len, depth);
  const q = p(u0, depth + 1);
  const ol = Math.hypot(q[0] - a[0], q[1] - a[1]);
  // A point on the cabinet's front, `off` metres proud of it.
  const front = (u: number, y: number, off = 0.006): V3 => {
    const t = (u - u0) / len;
    return [
      a[0] + (b[0] - a[0]) * t + ((q[0] - a[0]) / ol) * off,
      y,
      a[1] + (b[1] - a[1]) * t + ((q[1] - a[1]) / ol) * off,
    ];
  };
  const n = Math.max(1, Math.round(len / doorW));
  const line = shade(io.lit(color, [0, 0, -1]), 0.7);
  let s = '';
  for (let i = 1; i < n; i++)
    s += line3(
      io.cam,
      front(u0 + (len * i) / n, y0 + 0.02),
      front(u0 + (len * i) / n, y0 + h - 0.02),
      line,
      0.008,
    );
  for (let i = 0; i < n; i++) {
    const u = u0 + (len * (i + (i % 2 ? 0.12 : 0.88))) / n;
    s += line3(io.cam, front(u, y0 + h * 0.45, 0.02), front(u, y0 + h * 0.62, 0.02), handle, 0.015);
  }
  const min: V3 = [Math.min(a[0], b[0]) - 0.02, y0, Math.min(a[1], b[1]) - 0.02];
  const max: V3 = [Math.max(a[0], b[0]) + 0.02, y0 + h, Math.max(a[1], b[1]) + 0.02];
  io.stage.add(min, max, s);
}

/** Bookcase with shelves of coloured spines. */
export function bookcase(io: Indoor, p: Place, u0: number, w: number, h: number, color: string): void {
  const r = io.r;
  part(io, p, u0, 0, 0, u0 + w, 0.35, h, color);
  const shelves = Math.floor(h / 0.38);
  for (let i = 0; i < shelves; i++) {
    const y = 0.06 + i * 0.38;
    let u = u0 + 0.04;
    while (u < u0 + w - 0.1) {
      if (r.chance(0.15)) {
        u += r.range(0.1, 0.3);
        continue;
      }
      const bw = r.range(0.025, 0.06);
      const bh = r.range(0.2, 0.32);
      part(
        io,
        p,
        u,
        0.36,
        y,
        u + bw,
        0.37,
        y + bh,
        r.pick(['#8a2a2a', '#2a4a7a', '#d8c8a0', '#3a5a3a', '#e8e0d0', '#c87a2a', '#2a2a2a', '#6a4a8a']),
      );
      u += bw + 0.004;
    }
  }
}

/** Potted plant: a pot and a fan of long leaves, drawn as a billboard. */
/** A lamp shade, glowing in the evening; `hang` from the ceiling or on a pole from the floor. */
/** Whether [a0, a1] on a wall keeps clear of the window and its curtains. */
/** A framed picture on a wall: an abstract canvas in a few colour fields. */
/** A rug on the floor: field, border and a few stripes. */
/** A flat screen on the wall, dark with a faint reflection. */
