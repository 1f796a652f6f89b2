import { PAGE_ICONS } from './page-icons';
import spriteUrl from './page-icons.svg?url';

/** An icon of the public pages' sprite, by its path (decision 060). */
const SPRITE_IDS = new Map(Object.entries(PAGE_ICONS).map(([name, path]) => [path, name]));

/**
 * A Material Design icon from `@mdi/js` (only the paths used end up in the bundle). The public
 * pages' icons are drawn from their cached sprite file (`page-icons.ts`); the others inline.
 */
export function Icon({
  path,
  size = 24,
  className,
  title,
}: {
  path: string;
  size?: number;
  className?: string;
  /** Given: the icon is announced; omitted: it is decorative and hidden from screen readers. */
  title?: string;
}) {
  const id = SPRITE_IDS.get(path);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill="currentColor"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {id ? <use href={`${spriteUrl}#${id}`} /> : <path d={path} />}
    </svg>
  );
}
