import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

/** A labelled native select (keyboard and screen-reader friendly on every phone). */
export function SelectField({
  label,
  options,
  className = '',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={props.id ?? id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={props.id ?? id}
        className="h-11 rounded-md border border-black/20 bg-surface px-3 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({
  label,
  ...props
}: React.InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input type="checkbox" className="h-5 w-5 accent-primary" {...props} />
      {label}
    </label>
  );
}

const PILL = {
  green: 'bg-secondary-light text-secondary',
  // The theme's light accent: the accent on it keeps 4.5:1 (on accent/15 it fell to 4.1).
  orange: 'bg-accent-light text-accent',
  blue: 'bg-primary-light text-primary-dark',
  grey: 'bg-black/5 text-muted',
  red: 'bg-error/10 text-error',
} as const;

/** A small coloured label (states, roles). */
export function Pill({ tone, children }: { tone: keyof typeof PILL; children: ReactNode }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${PILL[tone]}`}
    >
      {children}
    </span>
  );
}

/** Previous / Next links over the `page` query parameter, with 'Page x of y'. */
export function Pager({ page, count, pageSize }: { page: number; count: number; pageSize: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  const to = (p: number) => {
    const q = new URLSearchParams(location.search);
    if (p === 1) q.delete('page');
    else q.set('page', String(p));
    const s = q.toString();
    return `${location.pathname}${s ? `?${s}` : ''}`;
  };
  const link =
    'inline-flex h-11 items-center gap-1 rounded-md border border-black/15 px-3 font-medium hover:bg-background';
  return (
    <nav
      className="mt-4 flex items-center justify-between gap-2"
      aria-label={t('admin.pageOf', { page, pages })}
    >
      {page > 1 ? (
        <Link to={to(page - 1)} className={link}>
          <Icon path={mdiChevronLeft} size={20} />
          {t('admin.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{t('admin.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} className={link}>
          {t('admin.next')}
          <Icon path={mdiChevronRight} size={20} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A wide table that scrolls sideways on a phone instead of squeezing its columns. */
export function TableFrame({
  label,
  children,
  minWidth = 'min-w-[640px]',
}: {
  label: string;
  children: ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg bg-surface shadow-card">
      <table
        className={`w-full ${minWidth} text-left text-sm [&_tbody_tr]:border-t [&_tbody_tr]:border-black/10 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-muted [&_thead]:bg-background`}
        aria-label={label}
      >
        {children}
      </table>
    </div>
  );
}

/** A percentage with one decimal (click-through rate). */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
