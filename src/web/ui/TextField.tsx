import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

const inputClass = (error?: string) =>
  `w-full rounded-md border bg-surface px-3 py-2.5 text-base outline-none transition-colors focus:border-primary focus:ring-2 focus:ring-primary/20 ${
    error ? 'border-error' : 'border-black/20'
  }`;

function Wrapper({ id, label, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
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
}

/** A labelled input with its error announced to screen readers (works with react-hook-form's register). */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, id: given, ...props }, ref) {
    const generated = useId();
    const id = given ?? generated;
    return (
      <Wrapper id={id} label={label} error={error} hint={hint}>
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className={inputClass(error)}
          {...props}
        />
      </Wrapper>
    );
  },
);

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextArea({ label, error, hint, id: given, ...props }, ref) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <Wrapper id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={inputClass(error)}
        {...props}
      />
    </Wrapper>
  );
});
