/**
 * The landing-page hero: Addis Ababa's skyline against the Entoto hills at golden hour, dawn or dusk,
 * built in flat layers from hazy to near so the town recedes into the light. Kept calm and darker at the
 * bottom, where the page puts its search box.
 */
import type { Rng } from '../random';
import { mix, shade } from './color';
import { finishPhoto } from './outdoor';
import { Batch, ellipseD, num, path, pathD, rect, type Stop, Svg } from './svg';
import { ridge } from './terrain';

interface Mood {
  sky: Stop[];
  glow: string;
  haze: string;
  hill: string;
  near: string;
  lights: number;
  rim: string;
}

const MOODS: Record<string, Mood> = {
  golden: {
    sky: [
      [0, '#35548a'],
      [0.45, '#8fa0c0'],
      [0.8, '#f2b872'],
      [1, '#ffd9a0'],
    ],
    glow: '#ffd27a',
    haze: '#f0c090',
    hill: '#5a5a6a',
    near: '#2e2830',
    lights: 0.06,
    rim: '#ffcf8a',
  },
  dawn: {
    sky: [
      [0, '#263766'],
      [0.5, '#a87c9c'],
      [0.85, '#f4b8a0'],
      [1, '#ffe0c0'],
    ],
    glow: '#ffe2b8',
    haze: '#e8b8b0',
    hill: '#4a4a66',
    near: '#252236',
    lights: 0.25,
    rim: '#ffd0b0',
  },
  dusk: {
    sky: [
      [0, '#0e1534'],
      [0.5, '#46386a'],
      [0.85, '#d0705a'],
      [1, '#f4a060'],
    ],
    glow: '#ff9a50',
    haze: '#a06070',
    hill: '#2a2a44',
    near: '#15131f',
    lights: 0.55,
    rim: '#f08a50',
  },
  morning: {
    sky: [
      [0, '#3a72c0'],
      [0.6, '#86b4e0'],
      [1, '#dcebf4'],
    ],
    glow: '#fff6e0',
    haze: '#c8d8e4',
    hill: '#4e6070',
    near: '#2e3640',
    lights: 0,
    rim: '#fff2d8',
  },
};

export function drawHero(r: Rng, W: number, H: number): string {
  const svg = new Svg(W, H);
  const mood = MOODS[r.pick(['golden', 'golden', 'dawn', 'dusk', 'morning'])]!;
  const horizon = H * r.range(0.58, 0.7);
  svg.add(rect(0, 0, W, H, svg.lin(mood.sky, 0, 0, 0, horizon, { user: true })));
  const sx = W * r.range(0.15, 0.85);
  const sy = horizon - H * r.range(0.05, 0.25);
  const R = W * 0.3;
  svg.add(
    rect(
      sx - R,
      Math.max(0, sy - R),
      2 * R,
      Math.min(H, sy + R) - Math.max(0, sy - R),
      svg.rad(
        [
          [0, mood.glow, 0.9],
          [0.2, mood.glow, 0.45],
          [1, mood.glow, 0],
        ],
        sx,
        sy,
        R,
        { user: true },
      ),
    ),
  );
  svg.add(path(ellipseD(sx, sy, W * 0.016, W * 0.016), '#fffaf0', ' fill-opacity="0.9"'));
  // High thin clouds catching the light.
  const clouds = new Batch();
  for (let i = 0; i < r.int(3, 9); i++) {
    const y = horizon * r.range(0.1, 0.7);
    clouds.addD(
      0,
      mix(mood.glow, '#ffffff', 0.3),
      ellipseD(r.range(0, W), y, W * r.range(0.06, 0.2), H * r.range(0.006, 0.016)),
      ' fill-opacity="0.4"',
    );
  }
  svg.add(clouds.flush());
  // Entoto: two ridges, the far one paler.
  for (let i = 0; i < 2; i++) {
    const c = mix(mood.hill, mood.haze, i === 0 ? 0.55 : 0.25);
    const top = horizon - H * (i === 0 ? r.range(0.18, 0.28) : r.range(0.1, 0.16));
    const line = ridge(r, W, top, horizon - H * 0.03, W / 80);
    svg.add(
      `<path d="${pathD(line, false)}L${num(W + 20)} ${num(horizon + 4)}L-20 ${num(horizon + 4)}Z" fill="${svg.lin(
        [
          [0, c],
          [1, mix(c, mood.haze, 0.4)],
        ],
      )}"/>`,
    );
  }
  // The city in four layers, each nearer one taller, darker and more detailed.
  for (let l = 0; l < 4; l++) {
    const k = l / 3;
    const base = horizon + H * (0.02 + k * 0.22);
    const body = mix(mood.near, mood.haze, (1 - k) * 0.75);
    const lit = mix(body, mood.rim, 0.25 + k * 0.1);
    const bt = new Batch();
    let x = -r.range(0, 60);
    while (x < W) {
      const bw = W * r.range(0.012, 0.035) * (1 + k * 1.2);
      const tower = r.chance(0.12 + (l === 1 || l === 2 ? 0.1 : 0));
      const bh = H * (tower ? r.range(0.12, 0.3) : r.range(0.02, 0.08)) * (0.5 + k * 0.8);
      const top = base - bh;
      bt.add(0, body, [
        [x, H],
        [x, top],
        [x + bw, top],
        [x + bw, H],
      ]);
      // The sunward side of each block catches the light: instant volume.
      const side = sx > x ? 1 : 0;
      const sw = bw * r.range(0.25, 0.4);
      bt.add(
        1,
        lit,
        side
          ? [
              [x + bw - sw, H],
              [x + bw - sw, top],
              [x + bw, top],
              [x + bw, H],
            ]
          : [
              [x, H],
              [x, top],
              [x + sw, top],
              [x + sw, H],
            ],
      );
      if (tower && r.chance(0.5))
        bt.add(0, body, [
          [x + bw * 0.2, top],
          [x + bw * 0.3, top - bh * 0.08],
          [x + bw * 0.7, top - bh * 0.08],
          [x + bw * 0.8, top],
        ]);
      if (tower && r.chance(0.3))
        bt.add(0, body, [
          [x + bw * 0.48, top - bh * 0.08],
          [x + bw * 0.5, top - bh * 0.25],
          [x + bw * 0.52, top - bh * 0.08],
        ]);
      if (l >= 1) {
        const rows = Math.floor(bh / (6 + k * 6));
        const cols = Math.max(1, Math.floor(bw / (6 + k * 5)));
        for (let i = 0; i < rows; i++) {
          for (let j = 0; j < cols; j++) {
            if (!r.chance(mood.lights + 0.05)) continue;
            const wx = x + ((j + 0.3) * bw) / cols;
            const wy = top + 4 + i * (6 + k * 6);
            bt.add(2, r.chance(mood.lights * 1.5) ? '#ffd890' : shade(lit, 1.15), [
              [wx, wy],
              [wx + 1.5 + k * 2, wy],
              [wx + 1.5 + k * 2, wy + 1.5 + k * 2],
              [wx, wy + 1.5 + k * 2],
            ]);
          }
        }
      }
      x += bw + W * r.range(0, 0.01);
    }
    svg.add(bt.flush());
    if (l === 2 && r.chance(0.7)) {
      // A crane or two: the city is building.
      let d = '';
      for (let c = 0; c < r.int(1, 2); c++) {
        const cx = r.range(0.1, 0.9) * W;
        const ch = H * r.range(0.2, 0.3);
        d += `M${num(cx)} ${num(base)}V${num(base - ch)}M${num(cx - ch * 0.25)} ${num(base - ch)}H${num(cx + ch * 0.7)}`;
      }
      svg.add(path(d, 'none', ` stroke="${body}" stroke-width="${num(W / 900)}"`));
    }
  }
  // Foreground: a band of low houses under corrugated-iron roofs glinting in the light, and trees.
  const fg = new Batch();
  const roofBase = horizon + H * 0.3;
  let x = -20;
  while (x < W) {
    const hw = W * r.range(0.02, 0.05);
    const y = roofBase + H * r.range(-0.04, 0.06);
    const rh = hw * r.range(0.25, 0.4);
    const tin = mix(r.pick(['#a3a9ae', '#8d4436', '#35597d', '#b4b8ba']), mood.near, 0.35);
    fg.add(0, shade(mood.near, 0.9), [
      [x, H],
      [x, y],
      [x + hw, y],
      [x + hw, H],
    ]);
    fg.add(1, mix(tin, mood.rim, 0.3), [
      [x - hw * 0.05, y],
      [x + hw * 0.3, y - rh],
      [x + hw * 0.7, y - rh],
      [x + hw * 1.05, y],
    ]);
    fg.add(
      2,
      shade(tin, 0.7),
      sx > x
        ? [
            [x + hw * 0.7, y - rh],
            [x + hw * 1.05, y],
            [x + hw * 0.55, y],
          ]
        : [
            [x + hw * 0.3, y - rh],
            [x - hw * 0.05, y],
            [x + hw * 0.45, y],
          ],
    );
    if (r.chance(0.25)) {
      const tx = x + hw * r.range(0, 1);
      const th = H * r.range(0.06, 0.14);
      for (let i = 0; i < 7; i++)
        fg.addD(
          3,
          shade(mood.near, 1.1),
          ellipseD(
            tx + r.range(-0.6, 0.6) * th * 0.35,
            y - th * r.range(0.4, 1),
            th * r.range(0.12, 0.2),
            th * r.range(0.1, 0.16),
          ),
        );
    }
    x += hw * r.range(0.9, 1.3);
  }
  svg.add(fg.flush());
  svg.add(
    rect(
      0,
      H * 0.6,
      W,
      H * 0.4,
      svg.lin([
        [0, '#000000', 0],
        [1, '#000000', 0.35],
      ]),
    ),
  );
  finishPhoto(svg, '', 0.25);
  return svg.render(W, H);
}
