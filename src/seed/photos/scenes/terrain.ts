/** The land under the sky: ridge lines, the Entoto hills with their forest and houses, textured ground. */
import type { Rng } from '../random';
import { mix, type Rgb, shade, tint } from './color';
import type { Lighting } from './sky';
import { Batch, ellipse, ellipseD, num, type P2, pathD, rect, type Svg } from './svg';

export function ridge(r: Rng, w: number, top: number, bottom: number, step = 16): P2[] {
  const f = [r.range(1.5, 3), r.range(4, 8), r.range(11, 19)];
  const ph = [r.range(0, 6.3), r.range(0, 6.3), r.range(0, 6.3)];
  const out: P2[] = [];
  for (let x = -step; x <= w + step; x += step) {
    const t = x / w;
    const v =
      0.5 +
      0.28 * Math.sin(t * f[0]! + ph[0]!) +
      0.14 * Math.sin(t * f[1]! + ph[1]!) +
      0.05 * Math.sin(t * f[2]! + ph[2]!);
    out.push([x, bottom - (bottom - top) * Math.max(0, Math.min(1, v))]);
  }
  return out;
}

export function drawHills(svg: Svg, r: Rng, L: Lighting, horizon: number, height: number, city = true): void {
  const w = svg.w;
  const layers = r.int(2, 3);
  const green = r.pick(['#3f5a3a', '#46603c', '#3a5040', '#55603a']);
  for (let i = 0; i < layers; i++) {
    const k = i / Math.max(1, layers - 1);
    const h = height * (1 - k * 0.4);
    const far = mix('#56667a', L.haze, 0.45 - k * 0.25);
    const col = mix(far, tint(green, L.amb), k * 0.8);
    const line = ridge(r, w, horizon - h, horizon - h * (0.15 + k * 0.2));
    const d = `${pathD(line, false)}L${num(w + 20)} ${num(horizon + 2)}L-20 ${num(horizon + 2)}Z`;
    svg.add(
      `<path d="${d}" fill="${svg.lin([
        [0, col],
        [1, mix(col, L.haze, 0.35)],
      ])}"/>`,
    );
    if (i === layers - 1) {
      // Eucalyptus forest as a fine texture of darker crowns, houses as light specks low on the slopes.
      const bt = new Batch();
      const forest = shade(col, 0.78);
      for (let t = 0; t < 260; t++) {
        const p = line[r.int(0, line.length - 1)]!;
        const y = p[1] + r.range(0.02, 0.55) * (horizon - p[1]);
        bt.addD(
          0,
          forest,
          ellipseD(p[0] + r.range(-8, 8), y, r.range(1.5, 4), r.range(2, 5)),
          ' fill-opacity="0.6"',
        );
      }
      if (city) {
        for (let t = 0; t < 160; t++) {
          const p = line[r.int(0, line.length - 1)]!;
          const y = p[1] + r.range(0.45, 1) * (horizon - p[1]);
          const c = mix(r.pick(['#d8d4cc', '#b9c2c8', '#c9a27c', '#e8e2d8', '#9aa6b0']), L.haze, 0.35);
          bt.addD(
            1,
            c,
            pathD([
              [p[0], y],
              [p[0] + r.range(2, 5), y],
              [p[0] + 3, y + r.range(1.2, 2.5)],
              [p[0], y + 2],
            ]),
          );
        }
      }
      svg.add(bt.flush());
    }
  }
}

export function drawGround(svg: Svg, r: Rng, L: Lighting, horizon: number, color: string): void {
  const near = tint(
    color,
    L.amb.map((a, i) => a + (L.sunRgb[i] ?? 0) * Math.max(0, L.sun[1])) as unknown as Rgb,
  );
  const top = Math.max(0, horizon);
  svg.add(
    rect(
      0,
      top,
      svg.w,
      svg.h - top,
      svg.lin([
        [0, mix(near, L.haze, 0.55)],
        [0.25, near],
        [1, shade(near, 0.85)],
      ]),
    ),
  );
  let specks = '';
  for (let i = 0; i < 60; i++) {
    const light = i % 3 === 0;
    specks += ellipse(
      r.range(0, 100),
      r.range(0, 100),
      r.range(0.6, 2.2),
      r.range(0.4, 1.2),
      light ? '#ffffff' : '#000000',
      ` fill-opacity="${light ? 0.07 : 0.09}"`,
    );
  }
  // Three bands with smaller tiles towards the horizon fake the texture's perspective.
  const span = svg.h - top;
  const bands = [
    [0.04, 0.3, 0.45],
    [0.3, 0.62, 0.85],
    [0.62, 1, 1.6],
  ] as const;
  for (const [a, b, k] of bands) {
    const pat = svg.pattern(`g${k}`, 100 * k, 100 * k, `<g transform="scale(${k})">${specks}</g>`);
    svg.add(rect(0, top + span * a, svg.w, span * (b - a), pat));
  }
}
