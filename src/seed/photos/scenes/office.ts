/** Offices and shops: open-plan desks under a grid ceiling with a glazed wall, or a shop with shelving. */
import type { Rng } from '../random';
import { mix } from './color';
import { lamp, picture, plant } from './decor';
import { against, bookcase, cabinet, part, table } from './furnish';
import { ART, WALLS } from './palette';
import { finishIndoor, type Indoor, indoor, shell } from './room';
import { projPoly, type V3 } from './space';
import { Batch } from './svg';
import { windowOn } from './window';

function ceilingGrid(io: Indoor): void {
  const { cam, w, d, h } = io;
  const X = w / 2;
  const bt = new Batch();
  for (let x = -X + 0.6; x < X; x += 0.6)
    bt.add(
      0,
      '#b8b8b4',
      projPoly(cam, [
        [x - 0.01, h - 0.01, 0],
        [x + 0.01, h - 0.01, 0],
        [x + 0.01, h - 0.01, d],
        [x - 0.01, h - 0.01, d],
      ]),
    );
  for (let z = 0.6; z < d; z += 0.6)
    bt.add(
      0,
      '#b8b8b4',
      projPoly(cam, [
        [-X, h - 0.01, z - 0.01],
        [X, h - 0.01, z - 0.01],
        [X, h - 0.01, z + 0.01],
        [-X, h - 0.01, z + 0.01],
      ]),
    );
  for (let x = -X + 1.2; x < X - 0.6; x += 2.4) {
    for (let z = 1.2; z < d - 0.6; z += 2.4) {
      bt.add(
        1,
        '#fbfbf6',
        projPoly(cam, [
          [x, h - 0.02, z],
          [x + 0.6, h - 0.02, z],
          [x + 0.6, h - 0.02, z + 1.2],
          [x, h - 0.02, z + 1.2],
        ]),
      );
    }
  }
  io.walls.unshift(bt.flush());
}

function desk(io: Indoor, x: number, z: number, facing: 1 | -1, top: string, chairC: string): void {
  const r = io.r;
  const p = (u: number, v: number) => [x + u, z - v * facing] as const;
  table(io, p, 0, 0, 1.4, 0.75, 0.74, top, '#8a8e94');
  part(io, p, 0.45, 0.08, 0.74, 0.95, 0.1, 1.08, '#15171a');
  part(io, p, 0.67, 0.1, 0.74, 0.73, 0.2, 0.8, '#3a3c40');
  if (r.chance(0.5)) part(io, p, 0.2, 0.35, 0.74, 0.45, 0.5, 0.76, '#f4f4f2');
  if (r.chance(0.85)) {
    const cu = r.range(0.35, 0.6);
    part(io, p, cu + 0.22, 0.95, 0, cu + 0.28, 1.01, 0.45, '#2a2a2a');
    part(io, p, cu, 0.85, 0.45, cu + 0.5, 1.3, 0.52, chairC);
    part(io, p, cu + 0.02, 1.25, 0.52, cu + 0.48, 1.32, 1.05, chairC);
  }
}

export function drawOffice(r: Rng, w: number, h: number): string {
  const shop = r.chance(0.3);
  const io = indoor(r, shop ? { w: [6, 9], d: [7, 11] } : { w: [8, 13], d: [9, 15] });
  io.cam.f = r.range(620, 780);
  io.cam.y = r.range(1.5, 1.7);
  const carpet = r.pick(['#6a6e74', '#4a5460', '#8a8680', '#3a4048', '#a8a49c']);
  shell(
    io,
    shop ? 'tile' : r.pick(['carpet', 'carpet', 'terrazzo'] as const),
    shop ? '#e8e4dc' : carpet,
    r.pick(WALLS),
    r.chance(0.5)
      ? { wall: 'back', color: r.pick(['#2f5a8a', '#c8502a', '#3a6a4a', '#e0b040', '#3a3d42']) }
      : undefined,
  );
  ceilingGrid(io);
  // A glazed wall: a row of tall windows.
  const span = io.window.wall === 'back' ? io.w : io.d;
  for (let a = 0.4; a < span - 1.6; a += 2.2) {
    io.window.a0 = a;
    io.window.a1 = a + 1.9;
    windowOn(io, 0.5, io.h - 0.3, null, '#5a5e64');
  }
  const X = io.w / 2;
  if (shop) {
    for (const wall of ['left', 'right', 'back'] as const) {
      if (wall === io.window.wall) continue;
      const len = wall === 'back' ? io.w : io.d;
      for (let a = wall === 'back' ? 0.2 : 1.5; a < len - 1.2; a += 1.25)
        bookcase(
          io,
          against(io, wall, a),
          0,
          1.2,
          r.range(1.8, 2.2),
          r.pick(['#f0ece4', '#3a3a3a', '#a0724a']),
        );
    }
    for (let i = 0; i < r.int(1, 3); i++) {
      const tx = r.range(-X + 1.5, X - 3);
      const tz = r.range(2.5, io.d - 3);
      table(io, (u, v) => [tx + u, tz - v] as const, 0, 0, 1.6, 0.9, 0.85, '#f0ece4', '#3a3a3a', true);
      for (let k = 0; k < 6; k++)
        part(
          io,
          (u, v) => [tx + u, tz - v] as const,
          0.1 + k * 0.25,
          0.3,
          0.85,
          0.3 + k * 0.25,
          0.55,
          0.85 + r.range(0.1, 0.35),
          r.pick(['#c8302a', '#1f6aa5', '#e0b040', '#2f8a4a', '#f4f2ee']),
        );
    }
    cabinet(
      io,
      (u, v) => [X - 3.2 + u, 2.2 - v] as const,
      0,
      2.2,
      0.6,
      0,
      1,
      r.pick(['#3a3a3a', '#a0724a', '#f0ece4']),
      0.7,
    );
  } else {
    const top = r.pick(['#f4f4f2', '#d8c8a8', '#e8e4dc', '#c8b090']);
    const chairC = r.pick(['#2a2a2a', '#2f4a7a', '#8a2a2a', '#5a5e64', '#3a6a5a']);
    const rows = Math.floor((io.w - 2.5) / 3.4);
    for (let i = 0; i < rows; i++) {
      const x = -X + 1.4 + i * 3.4;
      for (let z = 2.2; z < io.d - 1.6; z += 2.9) {
        desk(io, x, z, 1, top, chairC);
        desk(io, x, z + 0.78, -1, top, chairC);
        if (r.chance(0.5)) desk(io, x + 1.42, z, 1, top, chairC);
      }
    }
    for (let i = 0; i < r.int(2, 5); i++)
      plant(
        io,
        r.range(-X + 0.5, X - 0.5),
        r.range(1.5, io.d - 0.5),
        r.range(0.8, 1.6),
        r.pick(['#e8e4dc', '#3a3a3a', '#c86a3a']),
      );
    if (r.chance(0.6))
      picture(io, 'back', r.range(0.5, io.w - 2.5), 1.3, 1.8, 0.9, [
        mix('#ffffff', '#e8e8e8', 0.5),
        '#f4f4f2',
      ]);
    else picture(io, 'back', r.range(0.5, io.w - 2.5), 1.2, 1.5, 1, r.pick(ART));
    for (let x = -X + 3; x < X - 2; x += r.range(4, 6)) {
      const c: V3 = [x, 0, io.d * r.range(0.45, 0.65)];
      part(io, (u, v) => [c[0] + u, c[2] - v] as const, 0, 0, 0, 0.45, 0.45, io.h, '#e8e6e2');
    }
  }
  if (!io.day) for (let z = 2; z < io.d; z += 3) lamp(io, 0, z, io.h - 0.8, 0.5, '#2a2a2a', true);
  return finishIndoor(io, w, h);
}
