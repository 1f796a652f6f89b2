import type { ReminderLinkOutcome } from '@shared/schemas/freshness';
import { REMINDER_ACTIONS } from '@shared/schemas/freshness';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, fetchTransport } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { tapReminderLink } from '../api';

type Action = (typeof REMINDER_ACTIONS)[number];

/** The action a link's token names (its signed payload is `id.action.expiry`); the server checks it. */
export function actionOf(token: string): Action | null {
  try {
    const payload = token.split('.')[0] ?? '';
    const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const action = text.split('.')[1];
    return (REMINDER_ACTIONS as readonly string[]).includes(action ?? '') ? (action as Action) : null;
  } catch {
    return null;
  }
}

/**
 * A one-tap link of a freshness reminder (decision 036), without signing in. Nothing happens
 * until the publisher presses the one button: mail scanners open links too, and a link works once.
 */
export function ReminderLink({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ReminderLinkOutcome | null>(null);
  const [failed, setFailed] = useState<'invalid' | 'generic' | null>(null);
  const action = token ? actionOf(token) : null;
  const home = (
    <Link to="/my-properties" className="text-center font-semibold text-primary hover:underline">
      {t('freshness.link.myProperties')}
    </Link>
  );
  if (!token || !action)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error">{t('freshness.link.invalid')}</Alert>
        {home}
      </div>
    );
  if (done)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{t(`freshness.link.done.${done.action}`, { title: done.title })}</Alert>
        {home}
      </div>
    );

  const use = async () => {
    setBusy(true);
    setFailed(null);
    try {
      setDone(await tapReminderLink(fetchTransport, token));
    } catch (error) {
      setFailed(error instanceof ApiError && error.status === 400 ? 'invalid' : 'generic');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p>{t(`freshness.link.ask.${action}`)}</p>
      {failed && (
        <Alert tone="error">
          {failed === 'invalid' ? t('freshness.link.invalid') : t('freshness.failed')}
        </Alert>
      )}
      <Button
        variant={action === 'remove' ? 'danger' : 'primary'}
        busy={busy}
        disabled={!hydrated || failed === 'invalid'}
        onClick={use}
      >
        {t(`freshness.link.button.${action}`)}
      </Button>
      {home}
    </div>
  );
}
