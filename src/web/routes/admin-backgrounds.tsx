import { BACKGROUND_PAGE_TYPES } from '@shared/enums';
import { listBackgrounds } from '../features/admin/api/backgrounds';
import { staffData } from '../features/admin/api/guard';
import { BackgroundCard, NewBackgroundForm } from '../features/admin/components/Backgrounds';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/admin-backgrounds';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return staffData(request, () => listBackgrounds());
}
clientLoader.hydrate = true as const;

/** Hero backgrounds, grouped by the page they stand behind; add, switch on/off, replace. */
export default function AdminBackgrounds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-xl font-semibold">{t('admin.backgrounds.heading')}</h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('admin.backgrounds.intro')}</p>
      <NewBackgroundForm />
      {BACKGROUND_PAGE_TYPES.map((pageType) => {
        const items = loaderData.results.filter((b) => b.page_type === pageType);
        return (
          <section key={pageType} className="mt-8" aria-labelledby={`bg-${pageType}`}>
            <h3 id={`bg-${pageType}`} className="mb-3 text-lg font-semibold">
              {t(`admin.backgrounds.pageTypes.${pageType}`)}
            </h3>
            {items.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.backgrounds.empty')}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((b) => (
                  <li key={b.id}>
                    <BackgroundCard background={b} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
