/** Bedrooms: a made bed against a wall with nightstands and lamps, wardrobe, rug, curtains. */
import type { Rng } from '../random';
import { mix } from './color';
import { clearOfWindow, lamp, picture, plant, rug } from './decor';
import { against, cabinet, type Place, part } from './furnish';
import { ACCENT_WALLS, ART, CURTAIN, FABRIC, PILLOW, TILE, WALLS, WOOD } from './palette';
import { finishIndoor, type Indoor, indoor, shell, type Wall } from './room';
import { windowOn } from './window';

const LINEN = ['#f4f2ee', '#e8e4dc', '#dfe6ea', '#efe2d6', '#d8d8d4'];
const DUVET = ['#f4f2ee', '#c8d4dc', '#e0d0c0', '#8a9aa8', '#6a7a6a', '#d8c8b8', '#b8a0a8', '#3a4a5a'];

function bed(io: Indoor, p: Place, W: number, frame: string, head: string): void {
  const r = io.r;
  const L = 2.1;
  part(io, p, 0, 0.05, 0, W, L, 0.32, frame);
  part(io, p, 0.03, 0.08, 0.32, W - 0.03, L - 0.02, 0.52, r.pick(LINEN));
  const duvet = r.pick(DUVET);
  part(io, p, -0.03, 0.7, 0.48, W + 0.03, L + 0.03, 0.58, duvet);
  part(io, p, -0.03, 0.62, 0.5, W + 0.03, 0.8, 0.61, mix(duvet, '#ffffff', 0.3));
  if (r.chance(0.7)) part(io, p, -0.05, L - 0.55, 0.58, W + 0.05, L - 0.2, 0.61, r.pick(PILLOW));
  const pillows = W > 1.5 ? 2 : 1;
  const pw = (W - 0.2) / pillows;
  for (let i = 0; i < pillows; i++)
    part(io, p, 0.1 + i * pw, 0.12, 0.52, 0.1 + (i + 1) * pw - 0.06, 0.5, 0.68, r.pick(LINEN));
  if (r.chance(0.6)) part(io, p, W / 2 - 0.25, 0.4, 0.52, W / 2 + 0.25, 0.55, 0.75, r.pick(PILLOW));
  part(io, p, -0.06, 0, 0, W + 0.06, 0.08, r.range(1, 1.4), head);
}

export function drawBedroom(r: Rng, w: number, h: number): string {
  const io = indoor(r, { w: [3.6, 5.2], d: [3.8, 5.5] });
  const floorKind = r.pick(['wood', 'wood', 'carpet', 'tile'] as const);
  const floor =
    floorKind === 'wood'
      ? r.pick(WOOD)
      : floorKind === 'carpet'
        ? r.pick(['#b8ac9c', '#8a8a88', '#c8beb0', '#6a6a70'])
        : r.pick(TILE);
  const bedWall: Wall = r.chance(0.7) ? 'back' : io.window.wall === 'left' ? 'right' : 'left';
  if (bedWall !== 'back') {
    // Shoot the bed from across the room rather than from beside its foot.
    const k = bedWall === 'left' ? 1 : -1;
    io.cam.x = k * io.w * r.range(0.15, 0.28);
    io.cam.yaw = -k * r.range(0.2, 0.4);
  }
  const accent =
    r.chance(0.5) && bedWall !== io.window.wall ? { wall: bedWall, color: r.pick(ACCENT_WALLS) } : undefined;
  shell(io, floorKind, floor, r.pick(WALLS), accent);
  windowOn(io, r.range(0.6, 1), r.range(2.1, 2.5), r.chance(0.85) ? r.pick(CURTAIN) : null);
  const span = bedWall === 'back' ? io.w : io.d;
  const W = r.pick([1.4, 1.6, 1.8, 2]);
  const start =
    bedWall === 'back'
      ? (span - W) / 2 + r.range(-0.4, 0.4)
      : r.range(Math.max(0.9, span - W - 1.6), span - W - 0.7);
  const p = against(io, bedWall, start, 0.02);
  const wood = r.pick(WOOD);
  const head = r.chance(0.5) ? r.pick(FABRIC) : wood;
  const [rx0, rz0] = p(-0.6, 0.9);
  const [rx1, rz1] = p(W + 0.6, 2.8);
  if (r.chance(0.7))
    rug(io, Math.min(rx0, rx1), Math.min(rz0, rz1), Math.max(rx0, rx1), Math.max(rz0, rz1), [
      r.pick(['#c8b8a0', '#8a8a8a', '#e0d8c8', '#5a6a7a']),
      r.pick(['#e8e0d0', '#b8a890', '#d0c8c0']),
      r.pick(PILLOW),
    ]);
  bed(io, p, W, r.pick([wood, '#e8e4dc', '#3a3a3a']), head);
  const shade = r.pick(['#f0ece0', '#e8d8b8', '#d8c8a8', '#2a2a2a']);
  for (const u of [-0.55, W + 0.07]) {
    if (r.chance(0.85)) {
      cabinet(io, p, u, 0.48, 0.4, 0, 0.5, r.pick([wood, '#f0ece4']), 0.48);
      const [lx, lz] = p(u + 0.24, 0.2);
      lamp(io, lx, lz, 0.82, 0.3, shade, false, 0.5);
    }
  }
  if (clearOfWindow(io, bedWall, start + W / 2 - 0.5, start + W / 2 + 0.5))
    picture(
      io,
      bedWall,
      start + W / 2 - r.range(0.4, 0.7),
      1.55,
      r.range(0.8, 1.4),
      r.range(0.4, 0.7),
      r.pick(ART),
    );
  // Wardrobe on a side wall, away from the window.
  const side: Wall = bedWall === 'back' ? (io.window.wall === 'left' ? 'right' : 'left') : 'back';
  const sSpan = side === 'back' ? io.w : io.d;
  const ww = Math.min(sSpan - 1, r.range(1.2, 2.4));
  const ws = side === 'back' ? r.range(0.2, sSpan - ww - 0.2) : r.range(1.2, Math.max(1.3, sSpan - ww - 0.2));
  if (clearOfWindow(io, side, ws, ws + ww)) {
    cabinet(
      io,
      against(io, side, ws),
      0,
      ww,
      0.6,
      0,
      r.range(2, 2.4),
      r.pick([wood, '#f0ece4', '#e8e0d4', '#4a4a4a']),
      0.6,
    );
  } else if (r.chance(0.6)) {
    plant(
      io,
      (io.w / 2 - 0.4) * (io.window.wall === 'left' ? -1 : 1),
      io.d - 0.5,
      r.range(0.6, 1.2),
      '#e8e4dc',
    );
  }
  if (r.chance(0.4))
    plant(
      io,
      (r.chance(0.5) ? -1 : 1) * (io.w / 2 - 0.35),
      r.range(1, 2),
      r.range(0.5, 1),
      r.pick(['#c86a3a', '#e8e4dc']),
    );
  if (!io.day || r.chance(0.3)) lamp(io, 0, io.d / 2, io.h - 0.45, 0.5, r.pick(['#f0ece0', '#c8a878']), true);
  return finishIndoor(io, w, h);
}
