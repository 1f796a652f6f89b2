/**
 * Commercial buildings: a glass office tower on a podium of shops (Bole Road, Kazanchis), or a mixed-use
 * block with shopfronts below and ribbon windows above; a busy street in front.
 */
import type { Rng } from '../random';
import { neighbours } from './apartment';
import { mix } from './color';
import { block } from './facade';
import { person, tree } from './nature';
import { finish, outdoor } from './outdoor';
import type { V3 } from './space';
import { crane, poles, road } from './street';
import { car, minibus } from './vehicles';

const SHOPS = ['#c8302a', '#1f6aa5', '#2f8a4a', '#e0a020', '#f2f2f2', '#7a2a6a', '#e86a1a', '#1a1a1a'];

export function drawCommercialExterior(r: Rng, w: number, h: number): string {
  const tower = r.chance(0.6);
  const floors = tower ? r.int(9, 24) : r.int(4, 8);
  const fh = r.range(3.4, 3.8);
  const H = floors * fh;
  const bw = r.range(20, 36);
  const bd = r.range(16, 26);
  const roadW = r.range(10, 16);
  const zb = Math.max(roadW + 9, H * r.range(0.7, 1.1));
  const z1 = zb - r.range(1, 4) - 4;
  const z0 = z1 - roadW;
  const side = r.chance(0.5) ? 1 : -1;
  const bx = side * r.range(2, 12) - (side > 0 ? 0 : bw);
  const cam = { x: 0, y: r.chance(0.2) ? r.range(10, 20) : 1.6, z: Math.min(0, z0 - 2), yaw: 0 };
  cam.yaw = Math.atan2(bx + bw / 2 - cam.x, zb + bd / 2 - cam.z) + r.range(-0.1, 0.1);
  const min: V3 = [bx, 0, zb];
  const max: V3 = [bx + bw, H, zb + bd];
  const o = outdoor(r, {
    cam,
    subject: [min, [max[0], 0, min[2]], [min[0], H, min[2]], [max[0], H, max[2]], [min[0], 0, max[2]]],
    target: [
      1600 * r.range(0.08, 0.24),
      1067 * r.range(0.04, 0.12),
      1600 * r.range(0.76, 0.92),
      1067 * r.range(0.8, 0.9),
    ],
    hills: r.range(40, 120),
    ground: '#7a766e',
  });
  road(o, r, z0, z1, 'asphalt');
  const tint = r.pick(['#2a5a8a', '#3a7a8a', '#5a7a9a', '#2a4a5a', '#6a8a7a', '#4a6aa0', '#8a9aa8']);
  if (tower) {
    const podium = r.int(1, 3);
    const ph = podium * 4.2;
    const grow = r.range(1, 4);
    block(o, r, {
      min: [bx - grow, 0, zb - grow],
      max: [bx + bw + grow, ph, zb + bd + grow],
      wall: r.pick(['#d8d4cc', '#3a3d42', '#b8b0a4', '#e8e4dc']),
      floors: podium,
      bayW: r.range(4.5, 6),
      win: { w: 4, h: 2.6, sill: 0.5, frame: '#2a2c30', curtains: 0 },
      shops: SHOPS,
    });
    block(o, r, {
      min: [bx, ph, zb],
      max: [bx + bw, H, zb + bd],
      wall: mix(tint, '#202830', 0.5),
      floors: floors - podium,
      bayW: 3,
      win: { w: 2, h: 2, sill: 0.6, frame: '#333', curtains: 0 },
      glass: {
        tint,
        mullion: r.pick(['#c8ccd0', '#2a2c30', '#8a9098']),
        spandrel: r.chance(0.5) ? mix(tint, '#101418', 0.6) : undefined,
      },
      cap: '#c8ccd0',
    });
  } else {
    block(o, r, {
      min,
      max,
      wall: r.pick(['#e8e0d0', '#c8c0b4', '#d8dce0', '#b89a7a', '#f0ece4']),
      floors,
      bayW: r.range(3.5, 5),
      win: {
        w: r.range(2.8, 4),
        h: r.range(1.6, 2.2),
        sill: 0.9,
        frame: r.pick(['#2a2c30', '#c8ccd0']),
        curtains: 0.1,
      },
      bands: r.pick(['#2a2c30', '#8a6a4a', '#c8ccd0', '#5a6a7a']),
      shops: SHOPS,
      cap: '#f0ece4',
      tanks: r.int(0, 2),
    });
  }
  neighbours(o, r, min, max);
  if (r.chance(0.3))
    crane(o, r, bx + r.range(-20, bw + 20), zb + bd + r.range(15, 50), H * r.range(0.8, 1.3));
  for (let i = 0; i < r.int(1, 5); i++)
    car(o, r, cam.x + r.range(-30, 50) * side, r.range(z0 + 1.5, z1 - 1.5));
  for (let i = 0; i < r.int(0, 2); i++)
    minibus(o, cam.x + r.range(-15, 40) * side, z0 + roadW * r.range(0.2, 0.7));
  for (let i = 0; i < r.int(2, 8); i++) person(o, r, bx + r.range(-8, bw + 4), z1 + r.range(0.8, 3.6));
  for (let i = 0; i < r.int(0, 3); i++)
    tree(
      o,
      r,
      bx + r.range(-10, bw + 10),
      z1 + r.range(1.5, 3),
      r.pick(['palm', 'round', 'jacaranda']),
      r.range(5, 10),
    );
  if (r.chance(0.5)) poles(o, z1 + 0.6, r.range(25, 35), cam.x - 80, cam.x + 120);
  return finish(o, w, h);
}
