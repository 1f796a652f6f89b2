/**
 * The frame every exterior scene is built in: light, camera, a ground layer (flat things drawn before
 * any solid) and a stage for solids; plus the finishing touches that make a drawing read as a photo.
 */
import type { Rng } from '../random';
import type { Rgb } from './color';
import { drawSky, type Lighting, lighting, shader, type TimeOfDay } from './sky';
import { type Cam, fitView, type Shader, Stage, type V3 } from './space';
import { rect, Svg } from './svg';
import { drawGround, drawHills } from './terrain';

export const PHOTO_W = 1600;
export const PHOTO_H = 1067;

export interface Outdoor {
  svg: Svg;
  cam: Cam;
  r: Rng;
  L: Lighting;
  stage: Stage;
  ground: string[];
  lit: Shader;
}

/** Light falling on something that faces the sky and the sun a little (foliage, people). */
export function sunlight(L: Lighting, k: number): Rgb {
  const d = Math.max(0.2, L.sun[1]) * k + 0.25 * k;
  return [L.amb[0] + L.sunRgb[0] * d, L.amb[1] + L.sunRgb[1] * d, L.amb[2] + L.sunRgb[2] * d];
}

export interface Framing {
  /** Camera position and heading. */
  cam: { x: number; y: number; z: number; yaw: number };
  /** Points that must fill the target rectangle (x0, y0, x1, y1 in pixels). */
  subject: readonly V3[];
  target: readonly [number, number, number, number];
  times?: readonly TimeOfDay[];
  /** Fixed lens (focal length and shift) instead of fitting the subject. */
  lens?: { f: number; cx: number; cy: number };
  /** Height of the hills above the horizon, in pixels (0 for none). */
  hills: number;
  ground: string;
}

/** Sets up light, camera, sky, hills and bare ground; the scene then fills o.ground and o.stage. */
export function outdoor(r: Rng, fr: Framing): Outdoor {
  const svg = new Svg(PHOTO_W, PHOTO_H);
  const L = lighting(r, fr.times);
  const cam: Cam = { ...fr.cam, f: 1000, cx: PHOTO_W / 2, cy: PHOTO_H / 2 };
  if (fr.lens) Object.assign(cam, fr.lens);
  else fitView(cam, fr.subject, fr.target);
  const horizon = cam.cy;
  drawSky(svg, r, L, cam, horizon);
  if (fr.hills > 0) drawHills(svg, r, L, horizon, fr.hills, r.chance(0.7));
  drawGround(svg, r, L, horizon, fr.ground);
  return { svg, cam, r, L, stage: new Stage(cam), ground: [], lit: shader(L) };
}

/** Draws the collected layers and the photographic finish; returns the SVG at the requested size. */
export function finish(o: Outdoor, w: number, h: number, overlay = ''): string {
  o.svg.add(o.ground.join(''), o.stage.render(), overlay);
  finishPhoto(
    o.svg,
    o.L.time === 'golden' || o.L.time === 'sunset' ? '#ff9a40' : o.L.time === 'dusk' ? '#3040a0' : '',
  );
  return o.svg.render(w, h);
}

/**
 * Vignette and a faint colour grade: the cheapest cues that a picture came out of a camera. The vignette is
 * four linear fades, not one radial gradient: librsvg spends ~5x longer per pixel on radial gradients.
 */
export function finishPhoto(svg: Svg, grade: string, strength = 0.32): void {
  const { w, h } = svg;
  if (grade) svg.add(rect(0, 0, w, h, grade, ' fill-opacity="0.08"'));
  const fade = (x1: number, y1: number, x2: number, y2: number): string =>
    svg.lin(
      [
        [0, '#000000', strength],
        [1, '#000000', 0],
      ],
      x1,
      y1,
      x2,
      y2,
    );
  const ew = w * 0.16;
  const eh = h * 0.18;
  svg.add(
    rect(0, 0, ew, h, fade(0, 0, 1, 0)),
    rect(w - ew, 0, ew, h, fade(1, 0, 0, 0)),
    rect(0, 0, w, eh, fade(0, 0, 0, 1)),
    rect(0, h - eh, w, eh, fade(0, 1, 0, 0)),
  );
}
