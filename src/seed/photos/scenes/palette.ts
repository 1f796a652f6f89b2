/** Interior palettes: finishes and fabrics seen in Addis apartments and villas, from plain to plush. */
export const WALLS = ['#f2efe8', '#ece4d6', '#e4e6e2', '#efe6dc', '#e2e4e8', '#f4f0ea', '#dcd8cc', '#e8e0d4'];
export const ACCENT_WALLS = [
  '#5a7a8a',
  '#8a9a7a',
  '#c8a27a',
  '#6a5a7a',
  '#b86a4a',
  '#3a4a5a',
  '#d8c090',
  '#7a8a9a',
];
export const WOOD = ['#a0724a', '#8a5a38', '#c49a6c', '#6e4a30', '#b08660', '#9a7a5a'];
export const TILE = ['#e8e2d8', '#d8d0c4', '#c8c4bc', '#f0ece4', '#bcb4a8', '#dcdcd8'];
export const FABRIC = [
  '#8a8f96',
  '#3f4a5a',
  '#c8b8a0',
  '#6a7a5a',
  '#a0522d',
  '#e8e0d0',
  '#2f3a4a',
  '#7a5a6a',
  '#b89a6a',
  '#4a6a7a',
  '#d8d0c0',
];
export const PILLOW = [
  '#e0b040',
  '#c8502a',
  '#f0ece0',
  '#2a6a7a',
  '#8a3a5a',
  '#6a8a4a',
  '#d8c8b0',
  '#1f2f4f',
];
export const CURTAIN = ['#e8dcc8', '#c8b8a0', '#8a9aa8', '#f0ece4', '#a08a6a', '#6a7a8a', '#d8c0a8'];
export const ART = [
  ['#e8dcc8', '#c8502a', '#2a4a6a', '#e0b040'],
  ['#f0ece4', '#3a5a4a', '#a8b8a0', '#1a1a1a'],
  ['#2a3a4a', '#d8a040', '#e8e0d0'],
  ['#d8c8b8', '#8a4a3a', '#5a6a7a', '#f0e0c0'],
  ['#f4f0ea', '#1f6aa5', '#e86a1a'],
];
