import type { ReactNode } from 'react';

const TONES = {
  error: 'border-error/30 bg-error/5 text-error',
  success: 'border-success/30 bg-secondary-light text-secondary',
  info: 'border-info/30 bg-primary-light text-primary-dark',
} as const;

/** A message block; errors are announced as alerts, the rest politely. */
export function Alert({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm break-words ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
