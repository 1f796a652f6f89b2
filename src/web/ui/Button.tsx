import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-primary text-white hover:bg-primary-dark disabled:bg-primary/50',
  secondary: 'border border-primary text-primary hover:bg-primary-light disabled:opacity-50',
  accent: 'bg-accent text-white hover:brightness-110 disabled:opacity-50',
  danger: 'bg-error text-white hover:brightness-110 disabled:opacity-50',
  ghost: 'text-ink hover:bg-background disabled:opacity-50',
} as const;

/** A button in one of the theme's variants; `busy` shows progress and blocks a second click. */
export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS; busy?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-md px-5 font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
    >
      {busy && (
        <svg className="h-4 w-4 animate-spin" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.3" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" fill="none" />
        </svg>
      )}
      {children}
    </button>
  );
}
