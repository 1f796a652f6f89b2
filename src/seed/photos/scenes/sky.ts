/**
 * Light and atmosphere shared by every outdoor scene: a time of day sets the sky, the sun (direction and
 * colour, used to shade every face), haze for distance, and what the windows reflect.
 */
import type { Rng } from '../random';
import { mix, type Rgb, shade, tint } from './color';
import { type Cam, proj, type Shader, type V3 } from './space';
import { Batch, ellipse, ellipseD, rect, type Stop, type Svg } from './svg';

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'sunset' | 'overcast' | 'dusk';

export interface Lighting {
  time: TimeOfDay;
  sky: Stop[];
  /** Unit vector towards the sun. */
  sun: V3;
  sunRgb: Rgb;
  amb: Rgb;
  glow: string;
  haze: string;
  cloud: string;
  clouds: number;
  glass: [string, string];
  /** Share of windows lit from inside. */
  lit: number;
  shadow: number;
}

const jitter = (r: Rng, c: string, k = 0.12): string =>
  mix(c, r.pick(['#ff9a6a', '#6a9aff', '#c0a0ff', '#ffe08a']), r.range(0, k));

export function lighting(r: Rng, allowed?: readonly TimeOfDay[]): Lighting {
  const time = allowed
    ? r.pick(allowed)
    : r.pick<TimeOfDay>([
        'morning',
        'morning',
        'noon',
        'noon',
        'golden',
        'golden',
        'sunset',
        'overcast',
        'dusk',
      ]);
  const frontal = r.chance(0.5);
  // Sun behind the camera lights the facades; in front of it, it glows in the sky and backlights them.
  const az = frontal ? r.range(-1, 1) : r.pick([-1, 1]) * r.range(1.6, 3);
  const elev = {
    morning: [0.35, 0.7],
    noon: [1, 1.3],
    golden: [0.1, 0.28],
    sunset: [0.02, 0.09],
    overcast: [0.8, 1],
    dusk: [-0.1, -0.02],
  }[time];
  const el = r.range(elev[0]!, elev[1]!);
  const sun: V3 = [Math.cos(el) * Math.sin(az), Math.sin(el), Math.cos(el) * Math.cos(az)];
  const base = {
    morning: {
      sky: ['#3b78cc', '#78ade6', '#cfe3f2'],
      sunRgb: [0.6, 0.58, 0.52],
      amb: [0.55, 0.6, 0.7],
      glow: '#fff4d8',
    },
    noon: {
      sky: ['#2c68c2', '#6ba5e4', '#dbe9f3'],
      sunRgb: [0.55, 0.55, 0.52],
      amb: [0.62, 0.64, 0.7],
      glow: '#ffffff',
    },
    golden: {
      sky: ['#4a72b0', '#a9b6c6', '#f3c98e'],
      sunRgb: [0.78, 0.56, 0.32],
      amb: [0.5, 0.5, 0.62],
      glow: '#ffd27a',
    },
    sunset: {
      sky: ['#2b3a6c', '#b8708c', '#f7a258'],
      sunRgb: [0.75, 0.42, 0.25],
      amb: [0.45, 0.42, 0.55],
      glow: '#ff9a4a',
    },
    overcast: {
      sky: ['#8b97a5', '#b3bbc4', '#d3d6d9'],
      sunRgb: [0.12, 0.12, 0.13],
      amb: [0.74, 0.75, 0.78],
      glow: '#ffffff',
    },
    dusk: {
      sky: ['#121a3a', '#3e4274', '#d07a5c'],
      sunRgb: [0, 0, 0],
      amb: [0.36, 0.38, 0.55],
      glow: '#ff8a50',
    },
  }[time];
  const sky = base.sky.map((c) => jitter(r, c));
  const top = sky[0]!;
  const horizon = sky[2]!;
  const cloudBase = {
    morning: '#ffffff',
    noon: '#ffffff',
    golden: '#ffe6c4',
    sunset: '#ffb48a',
    overcast: '#c4c8cd',
    dusk: '#6b5a78',
  }[time];
  return {
    time,
    sky: [
      [0, top],
      [0.55, sky[1]!],
      [1, horizon],
    ],
    sun,
    sunRgb: base.sunRgb as unknown as Rgb,
    amb: base.amb as unknown as Rgb,
    glow: base.glow,
    haze: horizon,
    cloud: cloudBase,
    clouds: time === 'overcast' ? 1 : r.pick([0, 0.2, 0.4, 0.6, 0.8]),
    glass:
      time === 'dusk'
        ? ['#1c2446', '#0d1226']
        : [mix(top, '#ffffff', 0.25), shade(mix(horizon, top, 0.6), 0.55)],
    lit: time === 'dusk' ? r.range(0.35, 0.7) : time === 'sunset' ? r.range(0.05, 0.2) : 0,
    shadow: time === 'overcast' || time === 'dusk' ? 0.12 : time === 'noon' ? 0.4 : 0.32,
  };
}

export function shader(L: Lighting): Shader {
  return (c, n) => {
    const d = Math.max(0, n[0] * L.sun[0] + n[1] * L.sun[1] + n[2] * L.sun[2]);
    return tint(c, [L.amb[0] + L.sunRgb[0] * d, L.amb[1] + L.sunRgb[1] * d, L.amb[2] + L.sunRgb[2] * d]);
  };
}

/** Atmospheric perspective: things fade into the horizon colour with distance (metres). */
export const hazed = (L: Lighting, c: string, dist: number, scale = 900): string =>
  mix(c, L.haze, 1 - Math.exp(-dist / scale));

export function drawSky(svg: Svg, r: Rng, L: Lighting, cam: Cam, horizon: number): void {
  svg.add(rect(0, 0, svg.w, horizon + 4, svg.lin(L.sky, 0, 0, 0, horizon, { user: true })));
  const s = proj(cam, [
    cam.x + L.sun[0] * 1e5,
    cam.y + Math.max(L.sun[1], 0.02) * 1e5,
    cam.z + L.sun[2] * 1e5,
  ]);
  if (s && L.time !== 'overcast' && L.time !== 'noon') {
    // Radial gradients are slow in librsvg: confine the glow to its own circle, clipped at the horizon.
    const R = svg.w * (L.time === 'morning' ? 0.22 : 0.38);
    const glow = svg.rad(
      [
        [0, L.glow, 0.85],
        [0.25, L.glow, 0.35],
        [1, L.glow, 0],
      ],
      s[0],
      s[1],
      R,
      { user: true },
    );
    const top = Math.max(0, s[1] - R);
    svg.add(rect(s[0] - R, top, 2 * R, Math.max(0, Math.min(horizon + 4, s[1] + R) - top), glow));
    if (L.time !== 'dusk' && s[1] < horizon)
      svg.add(ellipse(s[0], s[1], svg.w * 0.018, svg.w * 0.018, '#fffaf0'));
  }
  drawClouds(svg, r, L, horizon);
}

/**
 * Clouds as stacked translucent ellipses, one merged path per layer: wide faint rims, denser cores and a
 * shaded belly give soft edges. (Blur filters or radial gradients would look softer but cost 5-20x more.)
 */
function drawClouds(svg: Svg, r: Rng, L: Lighting, horizon: number): void {
  const bt = new Batch();
  const light = mix(L.cloud, '#ffffff', 0.4);
  const belly = shade(L.cloud, 0.8);
  const groups = Math.round(L.clouds * 9);
  const big = L.time === 'overcast' ? 2.2 : 1;
  for (let g = 0; g < groups; g++) {
    const y = horizon * r.range(0.06, 0.85);
    const perspective = 0.35 + (1 - y / horizon) * 0.9;
    const x = r.range(-0.1, 1.1) * svg.w;
    const w = svg.w * r.range(0.08, 0.22) * perspective * big;
    const n = r.int(4, 9);
    for (let i = 0; i < n; i++) {
      const px = x + r.range(-0.5, 0.5) * w;
      const py = y + r.range(-0.18, 0.1) * w * 0.5;
      const rx = w * r.range(0.18, 0.35);
      const ry = rx * r.range(0.4, 0.65);
      bt.addD(0, belly, ellipseD(px, py + ry * 0.45, rx * 1.1, ry * 0.6), ' fill-opacity="0.2"');
      bt.addD(1, L.cloud, ellipseD(px, py, rx * 1.15, ry * 1.15), ' fill-opacity="0.22"');
      bt.addD(2, L.cloud, ellipseD(px, py, rx, ry), ' fill-opacity="0.35"');
      bt.addD(
        3,
        light,
        ellipseD(px - rx * 0.05, py - ry * 0.15, rx * 0.75, ry * 0.7),
        ' fill-opacity="0.45"',
      );
    }
  }
  // Thin high streaks break up an otherwise empty blue sky.
  if (L.time !== 'overcast' && r.chance(0.6)) {
    for (let i = 0; i < r.int(2, 6); i++) {
      const y = horizon * r.range(0.05, 0.5);
      bt.addD(
        4,
        L.cloud,
        ellipseD(r.range(0, svg.w), y, svg.w * r.range(0.08, 0.25), svg.w * 0.006),
        ' fill-opacity="0.35"',
      );
    }
  }
  svg.add(bt.flush());
}

/** A 1D ridge line from a few sines with random phases. */
/** Entoto-like hills: a far bluish range and a nearer one with forest and a sprinkle of houses. */
/** Ground from the horizon to the bottom, fading into haze far away, speckled finer with distance. */
/** Shared fills for window glass: a sky reflection darkening downwards. */
