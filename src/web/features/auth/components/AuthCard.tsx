import type { ReactNode } from 'react';

/** The frame of the sign-in screens: a centred card with a title. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto my-10 w-full max-w-md px-4">
      <div className="rounded-xl bg-surface p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
