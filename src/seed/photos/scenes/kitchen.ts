/** Kitchens: a run of base and wall cabinets with worktop, splashback, sink, hob and hood; fridge; island. */
import type { Rng } from '../random';
import { mix, shade } from './color';
import { lamp, plant } from './decor';
import { against, cabinet, chair, part, table } from './furnish';
import { TILE, WALLS, WOOD } from './palette';
import { finishIndoor, type Indoor, indoor, shell, type Wall, wallFace } from './room';
import { at, polygon3, projPoly, quad, type V3 } from './space';
import { Batch } from './svg';
import { windowOn } from './window';

const FRONTS = [
  '#f4f2ee',
  '#e8e0d4',
  '#2f3a4a',
  '#5a6a5a',
  '#8a6a4a',
  '#c8c4bc',
  '#1f1f22',
  '#a0724a',
  '#7a8a9a',
];
const TOPS = ['#f0ece6', '#2a2a2c', '#c8c0b4', '#8a8278', '#e8e4de', '#4a4a48'];

/** Splashback tiles between worktop and wall cabinets. */
function splash(io: Indoor, wall: Wall, a0: number, a1: number, color: string): void {
  const f = wallFace(io, wall);
  const bt = new Batch();
  const c = io.lit(color, f.n);
  let s = polygon3(io.cam, quad(f, a0, 0.92, a1, 1.45, 0.005), c);
  const tw = io.r.pick([0.1, 0.15, 0.3]);
  const joint = shade(c, 0.85);
  for (let b = 0.92 + tw / 2; b < 1.45; b += tw / 2)
    bt.add(0, joint, projPoly(io.cam, quad(f, a0, b - 0.003, a1, b + 0.003, 0.008)));
  for (let a = a0 + tw; a < a1; a += tw)
    bt.add(0, joint, projPoly(io.cam, quad(f, a - 0.003, 0.92, a + 0.003, 1.45, 0.008)));
  s += bt.flush();
  io.walls.push(s);
}

export function drawKitchen(r: Rng, w: number, h: number): string {
  const io = indoor(r, { w: [3.4, 5.5], d: [3.6, 6] });
  shell(io, r.pick(['tile', 'tile', 'terrazzo', 'wood'] as const), r.pick(TILE), r.pick(WALLS));
  const win = io.window;
  windowOn(
    io,
    win.wall === 'back' ? 1.1 : r.range(0.95, 1.1),
    r.range(2.1, 2.4),
    r.chance(0.3) ? '#f0ece4' : null,
  );
  const front = r.pick(FRONTS);
  const top = r.pick(TOPS);
  const run: Wall = win.wall === 'back' ? 'back' : r.pick(['back', win.wall]);
  if (run !== 'back') {
    // Look along the worktop, from the opposite side of the room.
    const k = run === 'left' ? 1 : -1;
    io.cam.x = k * io.w * r.range(0.15, 0.3);
    io.cam.yaw = -k * r.range(0.15, 0.35);
  }
  const span = run === 'back' ? io.w : io.d;
  const a0 = run === 'back' ? 0 : r.range(0.5, 1.5);
  const a1 = span;
  const p = against(io, run, a0, 0);
  const len = a1 - a0;
  splash(io, run, a0, a1, r.pick(['#f4f2ee', '#d8dce0', '#c8b8a0', '#4a5a6a', '#e8e0d0', '#8aa0a8']));
  cabinet(io, p, 0, len, 0.58, 0.1, 0.78, front, 0.6);
  part(io, p, 0, 0, 0, len, 0.52, 0.1, shade(front, 0.6));
  part(io, p, -0.02, 0, 0.88, len + 0.02, 0.62, 0.92, top);
  // Wall cabinets, except over the window.
  for (let a = 0; a < len - 0.3; a += 0.6) {
    const wa = a + a0;
    if (run === win.wall && wa + 0.6 > win.a0 - 0.1 && wa < win.a1 + 0.1) continue;
    cabinet(io, p, a, 0.6, 0.34, 1.5, 0.75, front, 0.6);
  }
  const f = wallFace(io, run);
  const onTop = (a: number, v: number): V3 => at(f, a0 + a, 0.925, v);
  // Sink under the window when there is one on this wall, else somewhere along the run.
  const sinkA = run === win.wall ? (win.a0 + win.a1) / 2 - a0 - 0.4 : r.range(0.4, Math.max(0.5, len - 1.4));
  let s = polygon3(
    io.cam,
    [onTop(sinkA, 0.12), onTop(sinkA + 0.8, 0.12), onTop(sinkA + 0.8, 0.5), onTop(sinkA, 0.5)],
    io.svg.lin([
      [0, '#5a5e62'],
      [1, '#9aa0a6'],
    ]),
  );
  s += polygon3(
    io.cam,
    [
      at(f, a0 + sinkA + 0.38, 0.93, 0.06),
      at(f, a0 + sinkA + 0.42, 0.93, 0.06),
      at(f, a0 + sinkA + 0.42, 1.25, 0.1),
      at(f, a0 + sinkA + 0.38, 1.25, 0.1),
    ],
    '#c8ccd0',
  );
  // Hob and hood at a distance from the sink.
  const hobA =
    sinkA + 1.2 < len - 0.7
      ? sinkA + r.range(1.2, Math.max(1.3, len - sinkA - 0.8))
      : Math.max(0.1, sinkA - 1.4);
  s += polygon3(
    io.cam,
    [onTop(hobA, 0.08), onTop(hobA + 0.6, 0.08), onTop(hobA + 0.6, 0.52), onTop(hobA, 0.52)],
    '#18191b',
  );
  const burners = new Batch();
  for (const [da, dv] of [
    [0.15, 0.18],
    [0.45, 0.18],
    [0.15, 0.42],
    [0.45, 0.42],
  ] as const) {
    const ring: V3[] = [];
    for (let k = 0; k < 10; k++)
      ring.push(onTop(hobA + da + Math.cos((k / 10) * 6.283) * 0.08, dv + Math.sin((k / 10) * 6.283) * 0.08));
    burners.add(
      0,
      '#3a3c40',
      projPoly(
        io.cam,
        ring.map((q) => [q[0], q[1] + 0.002, q[2]] as V3),
      ),
    );
  }
  s += burners.flush();
  const topBox = [onTop(0, 0), onTop(len, 0.62)];
  io.stage.add(
    [Math.min(topBox[0]![0], topBox[1]![0]), 0.92, Math.min(topBox[0]![2], topBox[1]![2])],
    [Math.max(topBox[0]![0], topBox[1]![0]), 1.3, Math.max(topBox[0]![2], topBox[1]![2])],
    s,
  );
  if (!(run === win.wall && a0 + hobA + 0.6 > win.a0 && a0 + hobA < win.a1)) {
    part(io, p, hobA - 0.05, 0, 1.6, hobA + 0.65, 0.5, 1.72, r.pick(['#c8ccd0', '#2a2a2a', front]));
    part(io, p, hobA + 0.2, 0, 1.72, hobA + 0.4, 0.25, io.h, r.pick(['#c8ccd0', '#2a2a2a']));
  }
  // Fridge on the neighbouring wall, tucked into the corner next to the run.
  const fw: Wall = run === 'back' ? (win.wall === 'left' ? 'right' : 'left') : 'back';
  const fs = fw === 'left' ? io.d - 1.45 : fw === 'right' ? 0.65 : run === 'left' ? 0.65 : io.w - 1.45;
  part(
    io,
    against(io, fw, fs),
    0,
    0,
    0,
    0.75,
    0.7,
    r.range(1.75, 1.95),
    r.pick(['#c8ccd0', '#e8e8e6', '#2a2a2c']),
  );
  // Free-standing pieces only where the room is deep enough to keep them off the lens.
  if (io.d > 5 && r.chance(0.6)) {
    // Island with stools, and pendants over it.
    const iw = Math.min(io.w - 1.8, r.range(1.4, 2.2));
    const ix = -iw / 2 + r.range(-0.3, 0.3);
    const iz = io.d - r.range(2, 2.4);
    const ip = (u: number, v: number) => [ix + u, iz - v] as const;
    cabinet(io, ip, 0, iw, 0.8, 0.1, 0.8, r.chance(0.5) ? front : r.pick(FRONTS), 0.6);
    part(io, ip, 0, 0, 0, iw, 0.75, 0.1, shade(front, 0.6));
    part(io, ip, -0.05, -0.05, 0.9, iw + 0.05, 1.1, 0.94, top);
    const stool = r.pick(['#2a2a2a', '#a0724a', '#c8c4bc']);
    for (let u = 0.2; u < iw - 0.3; u += 0.55) {
      part(io, ip, u, 1.15, 0, u + 0.04, 1.19, 0.65, stool);
      part(io, ip, u - 0.16, 1.01, 0.65, u + 0.2, 1.33, 0.7, stool);
    }
    for (let k = 0; k < r.int(1, 3); k++)
      lamp(
        io,
        ix + (iw * (k + 0.5)) / Math.max(1, r.int(1, 3)),
        iz - 0.4,
        io.h - 0.9,
        0.3,
        r.pick(['#2a2a2a', '#c8a878', '#f0ece0']),
        true,
      );
  } else if (run !== 'back' && r.chance(0.7)) {
    // With the worktop along a side wall, a small table stands against the back wall.
    const wood = r.pick(WOOD);
    const tx = (run === 'left' ? 1 : -1) * io.w * 0.12 - 0.6;
    const tp = (u: number, v: number) => [tx + u, io.d - 0.15 - v] as const;
    table(io, tp, 0, 0, 1.2, 0.8, 0.75, wood, wood);
    chair(io, tp, 0.35, 0.95, r.pick(['#2a2a2a', wood]), wood, false);
  }
  if (r.chance(0.4))
    plant(
      io,
      (io.w / 2 - 0.35) * (r.chance(0.5) ? 1 : -1),
      r.range(0.8, 1.6),
      0.6,
      mix(front, '#ffffff', 0.3),
    );
  return finishIndoor(io, w, h);
}
