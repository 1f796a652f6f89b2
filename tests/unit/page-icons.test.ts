import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as mdi from '@mdi/js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/web/ui/Icon';
import { PAGE_ICONS, pageIconsSvg } from '../../src/web/ui/page-icons';

const SPRITE = path.resolve(__dirname, '../../src/web/ui/page-icons.svg');

describe('the public pages’ icon sprite (decision 060)', () => {
  it('is the file made from the list (run `npm run icons` after changing it)', () => {
    expect(readFileSync(SPRITE, 'utf8')).toBe(pageIconsSvg());
  });

  it('names each icon as @mdi/js does, with its shape', () => {
    for (const [name, shape] of Object.entries(PAGE_ICONS))
      expect(shape, name).toBe((mdi as Record<string, string>)[name]);
  });

  it('draws a listed icon from the sprite and any other inline', () => {
    const listed = renderToStaticMarkup(createElement(Icon, { path: mdi.mdiBedKingOutline, size: 16 }));
    expect(listed).toMatch(/<use href="[^"]*page-icons[^"]*\.svg#mdiBedKingOutline"><\/use>/);
    expect(listed).not.toContain(mdi.mdiBedKingOutline);
    const other = renderToStaticMarkup(createElement(Icon, { path: mdi.mdiDelete, title: 'Delete' }));
    expect(other).toContain(`<path d="${mdi.mdiDelete}"></path>`);
    expect(other).toContain('aria-label="Delete"');
  });
});
