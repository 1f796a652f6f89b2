/**
 * Things drawn as billboards (flat sprites scaled by distance) rather than boxes: trees, shrubs, people.
 * At the distances they appear in, volume comes from gradient shading and overlapping blobs, not geometry.
 */
import type { Rng } from '../random';
import { mix, shade, tint } from './color';
import { type Outdoor, sunlight } from './outdoor';
import { polygon3, proj, scaleAt, toCam, type V3 } from './space';
import { Batch, ellipse, ellipseD, num, path, rect } from './svg';

export type TreeKind = 'eucalyptus' | 'round' | 'palm' | 'cypress' | 'jacaranda';

const LEAVES: Record<TreeKind, string[]> = {
  eucalyptus: ['#5e7658', '#6c8262', '#556d55', '#7a8a66'],
  round: ['#4b6e34', '#58803c', '#3f6330', '#6a8a3e'],
  palm: ['#4f7a36', '#5d8a40', '#47702f'],
  cypress: ['#2f4c2e', '#355636', '#2a4429'],
  jacaranda: ['#8a6fc0', '#9b7dd0', '#7a62b0', '#6e8a4a'],
};

/** A soft shadow on the ground under something of radius rad, pushed away from the sun. */
function groundShadow(o: Outdoor, x: number, z: number, rad: number, h: number): void {
  const s = o.L.sun;
  const k = Math.min(2.5, 1 / Math.max(0.25, Math.tan(Math.asin(Math.max(0.05, s[1]))))) * h * 0.35;
  const cx = x - s[0] * k;
  const cz = z - s[2] * k;
  const ring: V3[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ring.push([cx + Math.cos(a) * rad * 1.1, 0.01, cz + Math.sin(a) * rad * 1.1]);
  }
  o.ground.push(polygon3(o.cam, ring, '#000000', ` fill-opacity="${num(o.L.shadow * 0.9)}"`));
}

export function tree(o: Outdoor, r: Rng, x: number, z: number, kind: TreeKind, h: number): void {
  const { cam, svg, L } = o;
  const b = proj(cam, [x, 0, z]);
  const s = scaleAt(cam, [x, 0, z]);
  if (!b || s <= 0) return;
  const H = h * s;
  const [bx, by] = b;
  const light = sunlight(L, 0.7);
  const dist = Math.hypot(x - cam.x, z - cam.z);
  const haze = 1 - Math.exp(-dist / 700);
  const tone = (c: string, k: number): string => mix(tint(shade(c, k), light), L.haze, haze);
  // Which side of the picture the light comes from, so highlights sit on that side of each clump.
  const sunX = toCam(cam, [cam.x + L.sun[0], cam.y, cam.z + L.sun[2]])[0] >= 0 ? 1 : -1;
  const bark = tone(kind === 'eucalyptus' ? '#cbbfa9' : '#6b5544', 1);
  const barkFill = svg.lin(
    [
      [0, shade(bark, 0.7)],
      [0.6, bark],
      [1, shade(bark, 0.85)],
    ],
    0,
    0,
    1,
    0,
  );
  const cols = LEAVES[kind];
  const lean = r.range(-0.08, 0.08) * H;
  const bt = new Batch();
  let out = '';
  let rad = h * 0.3;
  if (kind === 'palm') {
    const tw = H * 0.022;
    const tx = bx + lean * 1.5;
    const ty = by - H * 0.86;
    out += path(
      `M${num(bx - tw)} ${num(by)}Q${num(bx - tw + lean)} ${num(by - H * 0.5)} ${num(tx - tw * 0.7)} ${num(ty)}L${num(tx + tw * 0.7)} ${num(ty)}Q${num(bx + tw + lean)} ${num(by - H * 0.5)} ${num(bx + tw)} ${num(by)}Z`,
      barkFill,
    );
    const n = r.int(10, 15);
    for (let i = 0; i < n; i++) {
      const a = -Math.PI * (i / (n - 1)) + r.range(-0.15, 0.15);
      const len = H * r.range(0.26, 0.36);
      const ex = tx + Math.cos(a) * len;
      const ey = ty + Math.sin(a) * len * 0.45 + len * r.range(0.35, 0.6);
      const mx = tx + Math.cos(a) * len * 0.5;
      const my = ty - len * r.range(0.15, 0.3);
      const wdt = len * 0.1;
      const dead = i % 5 === 2 && r.chance(0.5);
      const c = dead ? tone('#8a7448', 1) : tone(r.pick(cols), Math.sin(-a) > 0.5 ? 1.1 : 0.8);
      bt.addD(
        i % 2,
        c,
        `M${num(tx)} ${num(ty)}Q${num(mx)} ${num(my - wdt)} ${num(ex)} ${num(ey)}Q${num(mx)} ${num(my + wdt)} ${num(tx)} ${num(ty)}Z`,
      );
    }
    bt.addD(2, shade(bark, 0.6), ellipseD(tx, ty, H * 0.03, H * 0.025));
    rad = h * 0.25;
  } else if (kind === 'cypress') {
    const w = H * r.range(0.12, 0.17);
    out += rect(bx - H * 0.015, by - H * 0.15, H * 0.03, H * 0.15, barkFill);
    bt.addD(0, tone(cols[0]!, 0.6), ellipseD(bx + lean * 0.3, by - H * 0.55, w, H * 0.47));
    for (let i = 0; i < 14; i++) {
      const t = r.range(0.15, 0.92);
      const ww = w * Math.sin(Math.PI * (t * 0.9 + 0.05));
      bt.addD(
        1,
        tone(r.pick(cols), 0.9),
        ellipseD(bx + lean * 0.3 + r.range(-0.3, 0.5) * ww, by - H * t, ww * 0.55, H * 0.08),
      );
    }
    rad = h * 0.1;
  } else {
    const euc = kind === 'eucalyptus';
    const trunkTop = euc ? 0.75 : 0.5;
    const tw = H * (euc ? 0.018 : 0.035);
    out += path(
      `M${num(bx - tw)} ${num(by)}L${num(bx + lean - tw * 0.5)} ${num(by - H * trunkTop)}L${num(bx + lean + tw * 0.5)} ${num(by - H * trunkTop)}L${num(bx + tw)} ${num(by)}Z`,
      barkFill,
    );
    const cw = H * (euc ? r.range(0.16, 0.24) : r.range(0.3, 0.42));
    const cy0 = by - H * (euc ? 0.66 : 0.68);
    const ch = H * (euc ? 0.3 : 0.26);
    // Small, distant trees get fewer clumps: nobody sees them and every shape costs render time.
    const small = H < 90;
    const clusters = small ? 3 : euc ? r.int(4, 7) : r.int(5, 8);
    const pal = [r.pick(cols), r.pick(cols)];
    let branches = '';
    for (let c = 0; c < clusters; c++) {
      const ccx = bx + lean + r.range(-0.8, 0.8) * cw;
      const ccy = cy0 + r.range(-1, 0.8) * ch;
      // Branches to each leaf cluster show through the gaps, most of all in a eucalyptus.
      const t = r.range(0.35, trunkTop);
      branches += `M${num(bx + lean * t)} ${num(by - H * t)}L${num(ccx)} ${num(ccy)}`;
      const m = small ? 3 : euc ? r.int(5, 9) : r.int(7, 11);
      for (let i = 0; i < m; i++) {
        const rc = H * (euc ? r.range(0.035, 0.06) : r.range(0.06, 0.1)) * (small ? 1.6 : 1);
        const px = ccx + (r.next() + r.next() - 1) * cw * (euc ? 0.35 : 0.45);
        const py = ccy + (r.next() + r.next() - 1) * ch * (euc ? 0.55 : 0.45);
        const up = Math.max(0, Math.min(1, (cy0 + ch - py) / (2 * ch)));
        const col = kind === 'jacaranda' && r.chance(0.15) ? cols[3]! : pal[i % 2]!;
        const sq = euc ? 1.35 : 1;
        bt.addD(0, tone(col, 0.5), ellipseD(px - sunX * rc * 0.12, py + rc * 0.12, rc * sq, rc));
        if (up > 0.2 || r.chance(0.4))
          bt.addD(
            1,
            tone(col, 0.85),
            ellipseD(px + sunX * rc * 0.08, py - rc * 0.1, rc * 0.8 * sq, rc * 0.75),
          );
        if (up > 0.45 && (px - bx) * sunX > -cw * 0.3)
          bt.addD(
            2,
            tone(col, 1.2),
            ellipseD(px + sunX * rc * 0.3, py - rc * 0.3, rc * 0.42 * sq, rc * 0.38),
          );
      }
    }
    out += path(
      branches,
      'none',
      ` stroke="${bark}" stroke-width="${num(Math.max(0.6, tw * (euc ? 0.8 : 0.9)))}"`,
    );
    rad = (cw / Math.max(1e-6, s)) * 0.8;
  }
  groundShadow(o, x, z, rad, h);
  o.stage.add([x - rad, 0, z - rad * 0.5], [x + rad, h, z + rad * 0.5], out + bt.flush());
}

/** A low bush: clumps lit from the sun's side, optionally in flower (bougainvillea, hibiscus). */
export function shrub(o: Outdoor, r: Rng, x: number, z: number, size: number, flowers = false): void {
  const b = proj(o.cam, [x, 0, z]);
  const s = scaleAt(o.cam, [x, 0, z]);
  if (!b || s <= 0) return;
  const light = sunlight(o.L, 0.6);
  const sunX = toCam(o.cam, [o.cam.x + o.L.sun[0], o.cam.y, o.cam.z + o.L.sun[2]])[0] >= 0 ? 1 : -1;
  const bt = new Batch();
  const R = size * s;
  const base = r.pick(['#4c6e35', '#5a7c3c', '#3f5e2e', '#55703a']);
  const fc = r.pick(['#d8306b', '#e860a0', '#f5d142', '#ffffff', '#d94a2a', '#b02a8a']);
  for (let i = 0; i < r.int(8, 14); i++) {
    const rc = R * r.range(0.2, 0.35);
    const px = b[0] + r.range(-0.85, 0.85) * R;
    const py = b[1] - R * r.range(0.2, 0.75);
    bt.addD(0, tint(shade(base, 0.5), light), ellipseD(px, py + rc * 0.15, rc * 1.1, rc));
    bt.addD(
      1,
      tint(shade(base, 0.8), light),
      ellipseD(px + sunX * rc * 0.1, py - rc * 0.1, rc * 0.85, rc * 0.75),
    );
    bt.addD(
      2,
      tint(shade(base, 1.1), light),
      ellipseD(px + sunX * rc * 0.3, py - rc * 0.3, rc * 0.4, rc * 0.35),
    );
    if (flowers) {
      for (let k = 0; k < 3; k++)
        bt.addD(
          3,
          tint(fc, light),
          ellipseD(px + r.range(-0.8, 0.8) * rc, py + r.range(-0.8, 0.5) * rc, rc * 0.2, rc * 0.17),
        );
    }
  }
  o.stage.add([x - size, 0, z - size * 0.5], [x + size, size, z + size * 0.5], bt.flush());
}

/** A person standing, 1.55–1.85 m: enough to give scale, not a portrait. */
export function person(o: Outdoor, r: Rng, x: number, z: number): void {
  const b = proj(o.cam, [x, 0, z]);
  const s = scaleAt(o.cam, [x, 0, z]) * r.range(1.55, 1.85);
  if (!b || s <= 0) return;
  const [bx, by] = b;
  const light = sunlight(o.L, 0.5);
  const skin = tint(r.pick(['#5b3b29', '#7a4f35', '#3f2a1f', '#6a4430']), light);
  const top = tint(r.pick(['#f4f1ea', '#2d4a7a', '#8a2d2d', '#3b3b3b', '#d9a441', '#4f7a52']), light);
  const bottom = tint(r.pick(['#2a2f3a', '#3d3327', '#1f2430', '#5a5f6a']), light);
  const w = s * 0.13;
  let out = rect(bx - w * 0.95, by - s * 0.5, w * 0.85, s * 0.5, bottom);
  out += rect(bx + w * 0.1, by - s * 0.5, w * 0.85, s * 0.5, shade(bottom, 0.85));
  out += `<rect x="${num(bx - w * 1.35)}" y="${num(by - s * 0.84)}" width="${num(w * 2.7)}" height="${num(s * 0.38)}" rx="${num(w * 0.6)}" fill="${top}"/>`;
  out += rect(bx - w * 0.5, by - s * 0.89, w, s * 0.06, skin);
  out += ellipse(bx, by - s * 0.93, w * 0.62, s * 0.068, skin);
  if (r.chance(0.3))
    out += rect(bx - w * 1.4, by - s * 0.86, w * 2.8, s * 0.12, '#f4f1ea', ' fill-opacity="0.9"');
  o.stage.add([x - 0.25, 0, z - 0.15], [x + 0.25, 1.8, z + 0.15], out);
}

/** Low rough grass tufts on a plot: clumps of thin blades, the main texture of bare land and lawns. */
export function tufts(
  o: Outdoor,
  r: Rng,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  n: number,
  dry: boolean,
): void {
  const light = sunlight(o.L, 0.6);
  const cols = (
    dry ? ['#a89458', '#8c7a48', '#b8a468', '#7a6a40'] : ['#5d7a3a', '#6e8a42', '#4f6a30', '#86a050']
  ).map((c) => tint(c, light));
  const bt = new Batch();
  for (let i = 0; i < n; i++) {
    const x = r.range(x0, x1);
    const z = r.range(z0, z1);
    const b = proj(o.cam, [x, 0, z]);
    const s = scaleAt(o.cam, [x, 0, z]);
    if (!b || s <= 0) continue;
    const c = r.pick(cols);
    const blades = r.int(3, 6);
    for (let k = 0; k < blades; k++) {
      const hgt = r.range(0.08, 0.25) * s;
      const lean = r.range(-0.6, 0.6) * hgt;
      const bw = Math.max(0.6, 0.012 * s);
      const bx = b[0] + r.range(-0.06, 0.06) * s;
      bt.add(0, c, [
        [bx - bw, b[1]],
        [bx + lean * 0.35, b[1] - hgt * 0.55],
        [bx + lean, b[1] - hgt],
        [bx + lean * 0.35 + bw, b[1] - hgt * 0.5],
        [bx + bw, b[1]],
      ]);
    }
  }
  o.ground.push(bt.flush());
}
