import { initials } from '../lib/format';

/** A round picture of a person, or their initials (spec §2: at most two, upper case, else U). */
export function Avatar({
  src,
  name,
  size = 40,
}: {
  src: string | null | undefined;
  name: string | null | undefined;
  size?: number;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full bg-background object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-white"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initials(name)}
    </span>
  );
}
