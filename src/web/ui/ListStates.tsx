import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../lib/translation';
import { Alert } from './Alert';
import { Button } from './Button';

/** The look of the call to action under an empty list (a link styled as a button). */
export const EMPTY_ACTION =
  'inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark';

/**
 * A signed-in list that could not be loaded: the message, and "Try again", which runs the page's
 * loader again (the list's own screens: My Properties, Saved Properties, Inquiries).
 */
export function ListLoadFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <Alert tone="error">
      <p>{message}</p>
      <Button
        variant="secondary"
        className="mt-3"
        busy={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        {t('myProperties.retry')}
      </Button>
    </Alert>
  );
}

/** A list with nothing in it: what that means, and where to go instead. */
export function ListEmpty({ message, action }: { message: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-surface px-4 py-16 text-center shadow-card">
      <p className="text-lg">{message}</p>
      {action}
    </div>
  );
}

/** "Load more" under a list that has further pages. */
export function ListMore({ busy, onMore }: { busy: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="secondary" busy={busy} onClick={onMore}>
        {t('myProperties.more')}
      </Button>
    </div>
  );
}
