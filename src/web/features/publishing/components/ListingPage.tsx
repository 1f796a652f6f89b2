import { mdiArrowLeft } from '@mdi/js';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

/** The frame of the add and edit screens: a way back to My Properties, the title, the form. */
export function ListingPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <Link
        to="/my-properties"
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <Icon path={mdiArrowLeft} size={16} />
        {t('myProperties.title')}
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {intro && <p className="mt-1 mb-6 text-muted">{intro}</p>}
      {children}
    </section>
  );
}
