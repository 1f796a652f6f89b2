/** What makes a room lived in: plants, lamps, pictures, rugs, a screen on the wall. */
import { mix, shade } from './color';
import { contact } from './furnish';
import { type Indoor, type Wall, wallFace } from './room';
import { box, line3, polygon3, proj, projPoly, quad, scaleAt, type V3 } from './space';
import { Batch, ellipseD, num, path } from './svg';

export function plant(io: Indoor, x: number, z: number, size: number, pot = '#e8e4dc'): void {
  const { cam, r } = io;
  const pr = 0.14 + size * 0.08;
  const ph = 0.25 + size * 0.15;
  io.stage.add(
    [x - pr, 0, z - pr],
    [x + pr, ph, z + pr],
    box(cam, [x - pr, 0, z - pr], [x + pr, ph, z + pr], pot, io.lit),
  );
  contact(io, [x - pr, 0, z - pr], [x + pr, ph, z + pr], 0.05);
  const b = proj(cam, [x, ph, z]);
  const s = scaleAt(cam, [x, ph, z]);
  if (!b) return;
  const bt = new Batch();
  const tall = size * r.range(0.9, 1.5);
  const leaves = r.int(9, 16);
  const kind = r.int(0, 2);
  const greens = ['#2f5a2a', '#3f6e32', '#4f8a3a', '#5f9a48'].map((c) => io.lit(c, [0, 0.6, -0.8]));
  for (let i = 0; i < leaves; i++) {
    const ang = -Math.PI / 2 + r.range(-1, 1) * (kind === 1 ? 0.35 : 1.1);
    const len = tall * s * r.range(0.5, 1);
    const ex = b[0] + Math.cos(ang) * len;
    const ey = b[1] + Math.sin(ang) * len;
    const w = len * (kind === 1 ? 0.06 : kind === 2 ? 0.3 : 0.16);
    const mx = (b[0] + ex) / 2;
    const my = (b[1] + ey) / 2;
    const nx = (-Math.sin(ang) * w) / 2;
    const ny = (Math.cos(ang) * w) / 2;
    bt.addD(
      i % 4 === 3 ? 1 : 0,
      r.pick(greens),
      `M${num(b[0])} ${num(b[1])}Q${num(mx + nx)} ${num(my + ny)} ${num(ex)} ${num(ey)}Q${num(mx - nx)} ${num(my - ny)} ${num(b[0])} ${num(b[1])}Z`,
    );
  }
  io.stage.add([x - pr, ph, z - pr], [x + pr, ph + tall, z + pr], bt.flush());
}

export function lamp(
  io: Indoor,
  x: number,
  z: number,
  y: number,
  size: number,
  color: string,
  hang: boolean,
  base = 0,
): void {
  const { cam, svg } = io;
  const c = proj(cam, [x, y, z]);
  const s = scaleAt(cam, [x, y, z]);
  if (!c) return;
  let out = hang
    ? line3(cam, [x, io.h, z], [x, y + size * 0.6, z], '#2a2a2a', 0.01)
    : line3(cam, [x, base, z], [x, y, z], '#2a2a2a', base > 0 ? 0.03 : 0.025);
  const w = size * s;
  const on = !io.day;
  const fill = on
    ? svg.lin([
        [0, mix(color, '#fff0c0', 0.6)],
        [1, '#fff6d8'],
      ])
    : svg.lin([
        [0, shade(color, 1.05)],
        [1, shade(color, 0.8)],
      ]);
  if (on) {
    const glow = svg.rad([
      [0, '#ffe0a0', 0.55],
      [1, '#ffe0a0', 0],
    ]);
    out += path(ellipseD(c[0], c[1] + w * 0.3, w * 2.2, w * 1.8), glow);
  }
  out += path(
    `M${num(c[0] - w * 0.3)} ${num(c[1] - w * 0.5)}L${num(c[0] + w * 0.3)} ${num(c[1] - w * 0.5)}L${num(c[0] + w * 0.5)} ${num(c[1] + w * 0.2)}L${num(c[0] - w * 0.5)} ${num(c[1] + w * 0.2)}Z`,
    fill,
  );
  io.stage.add(
    [x - size / 2, hang ? y : base, z - size / 2],
    [x + size / 2, hang ? io.h : y + size, z + size / 2],
    out,
  );
}

export function clearOfWindow(io: Indoor, wall: Wall, a0: number, a1: number): boolean {
  return wall !== io.window.wall || a1 < io.window.a0 - 0.8 || a0 > io.window.a1 + 0.8;
}

export function picture(
  io: Indoor,
  wall: Wall,
  a: number,
  b: number,
  w: number,
  h: number,
  palette: string[],
): void {
  const { cam, r, lit } = io;
  const f = wallFace(io, wall);
  let s = polygon3(
    cam,
    quad(f, a - 0.04, b - 0.04, a + w + 0.04, b + h + 0.04, 0.03),
    lit(r.pick(['#2a2a2a', '#c8a878', '#f4f2ee']), f.n),
  );
  s += polygon3(cam, quad(f, a, b, a + w, b + h, 0.035), lit(palette[0]!, f.n));
  const bt = new Batch();
  for (let i = 1; i < palette.length; i++) {
    const x0 = r.range(0, 0.6) * w;
    const y0 = r.range(0, 0.6) * h;
    bt.add(
      i,
      lit(palette[i]!, f.n),
      projPoly(
        cam,
        quad(
          f,
          a + x0,
          b + y0,
          a + Math.min(w, x0 + r.range(0.2, 0.6) * w),
          b + Math.min(h, y0 + r.range(0.2, 0.6) * h),
          0.037,
        ),
      ),
    );
  }
  io.walls.push(s + bt.flush());
}

export function rug(io: Indoor, x0: number, z0: number, x1: number, z1: number, colors: string[]): void {
  const { cam, lit } = io;
  const q = (a: number, b: number, c: number, d: number): V3[] => [
    [a, 0.006, b],
    [c, 0.006, b],
    [c, 0.006, d],
    [a, 0.006, d],
  ];
  let s = polygon3(cam, q(x0, z0, x1, z1), lit(colors[0]!, [0, 1, 0]));
  const m = Math.min(x1 - x0, z1 - z0) * 0.08;
  s += polygon3(cam, q(x0 + m, z0 + m, x1 - m, z1 - m), lit(colors[1]!, [0, 1, 0]));
  const n = io.r.int(0, 4);
  for (let i = 0; i < n; i++) {
    const t = (i + 1) / (n + 1);
    const zz = z0 + m + (z1 - z0 - 2 * m) * t;
    s += polygon3(cam, q(x0 + m, zz - 0.04, x1 - m, zz + 0.04), lit(colors[2] ?? colors[0]!, [0, 1, 0]));
  }
  io.floor.push(s);
}

export function screen(io: Indoor, wall: Wall, a: number, b: number, w: number): void {
  const f = wallFace(io, wall);
  const h = w * 0.5625;
  let s = polygon3(io.cam, quad(f, a, b, a + w, b + h, 0.05), '#111214');
  s += polygon3(
    io.cam,
    quad(f, a + 0.02, b + 0.02, a + w - 0.02, b + h - 0.02, 0.055),
    io.svg.lin(
      [
        [0, '#2a3038'],
        [0.5, '#15181c'],
        [1, '#0c0d0f'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  io.walls.push(s);
}
