/** Living rooms: a sofa group on a rug, coffee table, TV or bookcase, plants, lamps and pictures. */
import type { Rng } from '../random';
import { mix } from './color';
import { clearOfWindow, lamp, picture, plant, rug, screen } from './decor';
import { against, bookcase, cabinet, chair, free, sofa, table } from './furnish';
import { ACCENT_WALLS, ART, CURTAIN, FABRIC, PILLOW, TILE, WALLS, WOOD } from './palette';
import { finishIndoor, indoor, shell, type Wall } from './room';
import { windowOn } from './window';

export function drawLivingRoom(r: Rng, w: number, h: number): string {
  const io = indoor(r, { w: [4.2, 6.5], d: [4.6, 7] });
  const floorKind = r.pick(['wood', 'wood', 'tile', 'tile', 'terrazzo'] as const);
  const floor = floorKind === 'wood' ? r.pick(WOOD) : r.pick(TILE);
  const wall = r.pick(WALLS);
  const sofaWall: Wall = r.pick(['back', 'back', io.window.wall === 'left' ? 'right' : 'left']);
  if (sofaWall !== 'back') {
    // Photograph the sofa from the front: stand on the other side of the room and turn towards it.
    const k = sofaWall === 'left' ? 1 : -1;
    io.cam.x = k * io.w * r.range(0.18, 0.3);
    io.cam.yaw = -k * r.range(0.2, 0.4);
  }
  const accent =
    r.chance(0.45) && sofaWall !== io.window.wall
      ? { wall: sofaWall, color: r.pick(ACCENT_WALLS) }
      : undefined;
  shell(io, floorKind, floor, wall, accent);
  windowOn(io, r.range(0.4, 0.9), r.range(2.2, 2.6), r.chance(0.75) ? r.pick(CURTAIN) : null);
  const fabric = r.pick(FABRIC);
  const pillows = Array.from({ length: r.int(0, 4) }, () => r.pick(PILLOW));
  const wood = r.pick(WOOD);
  const X = io.w / 2;
  const span = sofaWall === 'back' ? io.w : io.d;
  const len = Math.min(span - 1.2, r.range(2, 2.9));
  const start =
    sofaWall === 'back'
      ? r.range(0.5, span - len - 0.5)
      : r.range(Math.max(1.2, span - len - 2.5), span - len - 0.4);
  const p = against(io, sofaWall, start, 0.05);
  sofa(io, p, 0, len, fabric, pillows);
  const rugColors = [
    r.pick(['#c8b8a0', '#8a6a5a', '#3a4a5a', '#e0d8c8', '#a04a3a']),
    r.pick(['#e8e0d0', '#d8c8a8', '#5a6a7a', '#b8a890']),
    r.pick(PILLOW),
  ];
  const [rx0, rz0] = p(-0.3, 0.5);
  const [rx1, rz1] = p(len + 0.3, 2.6);
  rug(io, Math.min(rx0, rx1), Math.min(rz0, rz1), Math.max(rx0, rx1), Math.max(rz0, rz1), rugColors);
  const tw = Math.min(1.3, len * 0.5);
  table(
    io,
    p,
    len / 2 - tw / 2,
    1.35,
    tw,
    0.65,
    r.range(0.38, 0.45),
    r.pick([wood, '#2a2a2a', '#f0ece4', mix(wood, '#ffffff', 0.2)]),
    r.pick([wood, '#2a2a2a', '#8a8a8a']),
    r.chance(0.4),
  );
  if (r.chance(0.6)) {
    // An armchair angled across from the sofa's end.
    const ac = r.chance(0.5) ? fabric : r.pick(FABRIC);
    const left = r.chance(0.5);
    sofa(io, (u, v) => p(left ? -1.1 + v : len + 1.1 - v, 2.2 - u), 0, 0.95, ac, []);
  }
  const pw = r.range(0.6, 1.2);
  const pa = start + len / 2 - pw / 2 - (r.chance(0.4) ? 0.3 : 0);
  if (clearOfWindow(io, sofaWall, pa, pa + pw)) {
    picture(io, sofaWall, pa, 1.35, pw, r.range(0.5, 0.9), r.pick(ART));
    if (r.chance(0.5) && clearOfWindow(io, sofaWall, pa + pw + 0.15, pa + pw + 0.6))
      picture(io, sofaWall, pa + pw + 0.15, 1.4, 0.45, 0.6, r.pick(ART));
  }
  // Whatever the sofa faces, or a free side wall: TV console, bookcase or sideboard.
  const other: Wall =
    sofaWall === 'back'
      ? io.window.wall === 'left'
        ? 'right'
        : 'left'
      : sofaWall === 'left'
        ? 'right'
        : 'left';
  const oSpan = io.d;
  const unit = r.int(0, 2);
  const ustart = r.range(0.8, Math.max(1, oSpan - 3));
  if (unit === 0) {
    const ul = Math.min(oSpan - ustart - 0.3, r.range(1.6, 2.4));
    cabinet(io, against(io, other, ustart), 0, ul, 0.42, 0.08, 0.45, r.pick([wood, '#f0ece4', '#2a2a2a']));
    screen(io, other, ustart + ul / 2 - 0.7, 1.05, 1.4);
  } else if (unit === 1) {
    bookcase(
      io,
      against(io, other, ustart),
      0,
      r.range(0.9, 1.8),
      r.range(1.6, 2.2),
      r.pick([wood, '#f0ece4', '#3a3a3a']),
    );
  } else {
    cabinet(
      io,
      against(io, other, ustart),
      0,
      r.range(1.4, 2),
      0.45,
      0.1,
      0.75,
      r.pick([wood, '#e8e4dc', '#4a5a6a']),
      0.6,
    );
    plant(io, ...free(0, 0)(0, 0), 0.1);
  }
  for (let i = 0; i < r.int(1, 3); i++) {
    const cx = (r.chance(0.5) ? -1 : 1) * (X - 0.4);
    plant(
      io,
      cx,
      io.d - r.range(0.4, 1.5),
      r.range(0.6, 1.4),
      r.pick(['#e8e4dc', '#c86a3a', '#2a2a2a', '#b8a890']),
    );
  }
  if (r.chance(0.6)) {
    const [lx, lz] = p(r.chance(0.5) ? -0.35 : len + 0.35, 0.35);
    lamp(io, lx, lz, r.range(1.4, 1.7), 0.45, r.pick(['#f0ece0', '#e8d8b8', '#2a2a2a']), false);
  }
  if (r.chance(0.6))
    lamp(
      io,
      p(len / 2, 1.6)[0],
      p(len / 2, 1.6)[1],
      io.h - r.range(0.7, 1),
      r.range(0.4, 0.6),
      r.pick(['#2a2a2a', '#c8a878', '#f0ece0', '#3a5a4a']),
      true,
    );
  if (r.chance(0.35)) {
    // Open plan: a dining table further back.
    const dx = r.range(-X + 1, X - 2.2);
    const dz = io.d - r.range(1.4, 2);
    table(io, free(dx, dz), 0, 0, 1.6, 0.9, 0.75, r.pick([wood, '#f0ece4']), wood);
    const cc = r.pick(FABRIC);
    for (const u of [0.15, 0.95]) {
      chair(io, free(dx, dz), u, -0.45, cc, wood, true);
      chair(io, free(dx, dz), u, 0.9, cc, wood, false);
    }
  }
  return finishIndoor(io, w, h);
}
