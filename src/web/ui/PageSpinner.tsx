import { useTranslation } from '../lib/translation';
import { Spinner } from './Spinner';

/** A page-sized loading state (while a signed-in page waits for its data). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
