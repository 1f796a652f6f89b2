/** Bathrooms: tiled walls, vanity with mirror, WC, a glass shower or a bathtub, towels. */
import type { Rng } from '../random';
import { mix, shade } from './color';
import { plant, rug } from './decor';
import { against, cabinet, part } from './furnish';
import { TILE, WALLS } from './palette';
import { finishIndoor, type Indoor, indoor, shell, type Wall, wallFace } from './room';
import { polygon3, projPoly, quad } from './space';
import { Batch } from './svg';
import { windowOn } from './window';

const WALL_TILE = ['#f4f2ee', '#e8e4dc', '#dfe6ea', '#c8ccd0', '#d8cfc0', '#8aa0a8', '#2f3a4a', '#b8c8c0'];

function tiles(io: Indoor, wall: Wall, top: number, color: string, size: number): void {
  const f = wallFace(io, wall);
  const c = io.lit(color, f.n);
  const bt = new Batch();
  const joint = shade(c, 0.86);
  for (let b = size; b < top; b += size)
    bt.add(0, joint, projPoly(io.cam, quad(f, 0, b - 0.003, f.w, b + 0.003, 0.006)));
  for (let a = size; a < f.w; a += size * (size < 0.2 ? 2 : 1))
    bt.add(0, joint, projPoly(io.cam, quad(f, a - 0.003, 0, a + 0.003, top, 0.006)));
  io.walls.unshift(
    polygon3(io.cam, quad(f, 0, 0, f.w, top, 0.004), c) +
      polygon3(
        io.cam,
        quad(f, 0, 0, f.w, top, 0.005),
        io.svg.lin(
          [
            [0, '#ffffff', 0.12],
            [0.5, '#ffffff', 0],
            [1, '#ffffff', 0.08],
          ],
          0,
          0,
          1,
          0,
        ),
      ) +
      bt.flush(),
  );
}

export function drawBathroom(r: Rng, w: number, h: number): string {
  const io = indoor(r, { w: [2.3, 3.4], d: [2.6, 3.8] });
  io.cam.f = r.range(540, 660);
  io.cam.z = 0.05;
  shell(io, 'tile', r.pick(TILE), r.pick(WALLS));
  const tile = r.pick(WALL_TILE);
  const top = r.chance(0.5) ? io.h : r.range(1.2, 2.2);
  const size = r.pick([0.15, 0.3, 0.3, 0.6]);
  for (const wall of ['back', 'left', 'right'] as const) tiles(io, wall, top, tile, size);
  io.window.a0 = Math.min(io.window.a0, (io.window.wall === 'back' ? io.w : io.d) - 1.2);
  io.window.a1 = io.window.a0 + Math.min(0.9, io.window.a1 - io.window.a0);
  windowOn(io, 1.55, 2.2, null);
  const fw = wallFace(io, io.window.wall);
  io.walls.push(
    polygon3(
      io.cam,
      quad(fw, io.window.a0, 1.55, io.window.a1, 2.2, -0.1),
      '#ffffff',
      ' fill-opacity="0.55"',
    ),
  );
  // Vanity and mirror on one side wall, WC beside it, wet area along the back.
  const side: Wall = r.chance(0.5) ? 'left' : 'right';
  const vs = r.range(0.4, Math.max(0.5, io.d - 2.2));
  const vl = r.range(0.7, 1.2);
  const front = r.pick(['#f4f2ee', '#8a6a4a', '#2f3a4a', '#c8c4bc', '#5a6a5a']);
  const pv = against(io, side, vs, 0);
  cabinet(io, pv, 0, vl, 0.48, 0.15, 0.68, front, 0.5);
  part(io, pv, -0.02, 0, 0.83, vl + 0.02, 0.5, 0.86, r.pick(['#f0ece6', '#2a2a2c', '#c8c0b4']));
  part(io, pv, vl / 2 - 0.25, 0.08, 0.86, vl / 2 + 0.25, 0.44, 0.98, '#f8f8f6');
  part(io, pv, vl / 2 - 0.02, 0.02, 0.86, vl / 2 + 0.02, 0.1, 1.12, '#c8ccd0');
  const fs = wallFace(io, side);
  io.walls.push(
    polygon3(io.cam, quad(fs, vs + 0.05, 1.15, vs + vl - 0.05, 2.0, 0.01), '#c8ccd0') +
      polygon3(
        io.cam,
        quad(fs, vs + 0.08, 1.18, vs + vl - 0.08, 1.97, 0.015),
        io.svg.lin(
          [
            [0, '#dfe6ea'],
            [0.5, '#9aa6b0'],
            [1, '#c8d0d8'],
          ],
          0,
          0,
          1,
          1,
        ),
      ) +
      polygon3(io.cam, quad(fs, vs + 0.1, 2.05, vs + vl - 0.1, 2.1, 0.04), '#fff8e8'),
  );
  const ws = vs + vl + 0.25 < io.d - 0.5 ? vs + vl + 0.25 : Math.max(0.2, vs - 0.7);
  const pw = against(io, side, ws, 0);
  part(io, pw, 0, 0, 0.2, 0.45, 0.18, 0.8, '#f8f8f6');
  part(io, pw, 0.05, 0.18, 0, 0.4, 0.6, 0.4, '#f2f2f0');
  part(io, pw, 0.03, 0.18, 0.4, 0.42, 0.66, 0.44, '#fafafa');
  const pb = against(io, 'back', 0, 0);
  const towel = r.pick(['#f4f2ee', '#c8502a', '#2a6a7a', '#e0b040', '#8aa0a8', '#6a8a4a']);
  if (r.chance(0.5)) {
    const tl = Math.min(io.w - 0.1, 1.7);
    const t0 = side === 'left' ? io.w - tl : 0;
    part(io, pb, t0, 0, 0, t0 + tl, 0.75, 0.55, '#f8f8f6');
    const [x0, z0] = pb(t0 + 0.08, 0.08);
    const [x1, z1] = pb(t0 + tl - 0.08, 0.67);
    io.stage.add(
      [Math.min(x0, x1), 0.55, Math.min(z0, z1)],
      [Math.max(x0, x1), 0.56, Math.max(z0, z1)],
      polygon3(
        io.cam,
        [
          [x0, 0.556, z0],
          [x1, 0.556, z0],
          [x1, 0.556, z1],
          [x0, 0.556, z1],
        ],
        io.svg.lin([
          [0, '#c8dce4'],
          [1, '#9ab8c8'],
        ]),
      ),
    );
  } else {
    // Walk-in shower: tray and a glass screen.
    const sw = 1;
    const s0 = side === 'left' ? io.w - sw - 0.05 : 0.05;
    part(io, pb, s0, 0, 0, s0 + sw, 0.9, 0.04, '#e8e8e6');
    const [gx, gz] = pb(side === 'left' ? s0 : s0 + sw, 0.9);
    const [hx, hz] = pb(side === 'left' ? s0 : s0 + sw, 0);
    const glass = polygon3(
      io.cam,
      [
        [gx, 0.04, gz],
        [hx, 0.04, hz],
        [hx, 2.0, hz],
        [gx, 2.0, gz],
      ],
      '#dfeaf0',
      ' fill-opacity="0.28"',
    );
    const edge = polygon3(
      io.cam,
      [
        [gx - 0.01, 0.04, gz],
        [gx + 0.01, 0.04, gz],
        [gx + 0.01, 2.0, gz],
        [gx - 0.01, 2.0, gz],
      ],
      '#c8ccd0',
    );
    io.stage.add(
      [Math.min(gx, hx) - 0.01, 0, Math.min(gz, hz)],
      [Math.max(gx, hx) + 0.01, 2, Math.max(gz, hz)],
      glass + edge,
    );
    const [sx, sz] = pb(s0 + sw / 2, 0.15);
    part(io, (u, v) => [sx + u, sz - v] as const, -0.1, -0.1, 1.95, 0.1, 0.1, 1.98, '#c8ccd0');
  }
  const other: Wall = side === 'left' ? 'right' : 'left';
  const fo = wallFace(io, other);
  const ta = r.range(0.8, io.d - 0.8);
  io.walls.push(
    polygon3(io.cam, quad(fo, ta - 0.3, 1.2, ta + 0.3, 1.25, 0.06), '#c8ccd0') +
      polygon3(io.cam, quad(fo, ta - 0.25, 0.7, ta + 0.25, 1.24, 0.07), io.lit(towel, fo.n)),
  );
  if (r.chance(0.6)) rug(io, -0.4, 0.4, 0.4, 0.9, [towel, mix(towel, '#ffffff', 0.3)]);
  if (r.chance(0.4)) plant(io, (io.w / 2 - 0.3) * (side === 'left' ? 1 : -1), 0.6, 0.5, '#e8e4dc');
  return finishIndoor(io, w, h);
}
