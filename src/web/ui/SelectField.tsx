import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

/**
 * A labelled native `<select>` (the phone's own picker, no script; decision 005), with an error
 * or hint under it.
 */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string; hint?: ReactNode }
>(function SelectField({ label, error, hint, id: given, className = '', children, ...props }, ref) {
  const generated = useId();
  const id = given ?? generated;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-11 w-full min-w-0 rounded-md border bg-surface px-3 text-base outline-none transition-colors focus:border-primary focus:ring-2 focus:ring-primary/20 disabled:bg-background disabled:text-muted ${
          error ? 'border-error' : 'border-black/20'
        }`}
        {...props}
      >
        {children}
      </select>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
});
