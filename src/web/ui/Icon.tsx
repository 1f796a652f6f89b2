/** A Material Design icon from `@mdi/js` (only the paths used end up in the bundle). */
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
      <path d={path} />
    </svg>
  );
}
