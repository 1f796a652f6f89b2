import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useAuth } from '../AuthProvider';
import { accountFailure } from '../account-errors';
import { confirmEmail, confirmEmailChange, fetchMe, undoEmailChange } from '../api/operations';
import { authTransport } from '../transport';

type LinkParams = { uid: string; token: string };
type Outcome = { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

const CONFIRM = {
  signup: { call: confirmEmail, done: 'auth.emailConfirmed' },
  change: { call: confirmEmailChange, done: 'auth.emailChangeConfirmed' },
} as const;

/**
 * Opens a confirmation link (the address at sign-up, or the new address of a change) for the
 * signed-in owner of the account (the page's guard sent anyone else to sign in first). The link
 * is used at once, once; the profile's data is reloaded so that it shows the new state.
 */
export function ConfirmEmailLink({ kind, link }: { kind: keyof typeof CONFIRM; link: LinkParams }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // A link is single-use: never sent twice, even if the effect runs again.
    if (started.current) return;
    started.current = true;
    CONFIRM[kind]
      .call(authTransport, link)
      .then(async () => {
        setOutcome({ state: 'done' });
        auth.setUser(await fetchMe(authTransport));
      })
      .catch((error: unknown) =>
        setOutcome({ state: 'failed', message: accountFailure(error, t, t('errors.generic')) }),
      );
  }, [kind, link, auth, t]);

  if (outcome.state === 'working') return <Spinner label={t('auth.confirming')} />;
  return (
    <div className="flex flex-col gap-4">
      {outcome.state === 'done' ? (
        <Alert tone="success">{t(CONFIRM[kind].done)}</Alert>
      ) : (
        <Alert tone="error">{outcome.message}</Alert>
      )}
      <Link to="/profile" className="text-center font-semibold text-primary hover:underline">
        {t('auth.goToProfile')}
      </Link>
    </div>
  );
}

/**
 * The link of the "your address was changed" notice. Nothing happens until the owner presses the
 * button (mail scanners open links too). Then the old address is back, every device is signed
 * out, this one included, and the page continues to choosing a new password.
 */
export function UndoEmailChange({ link }: { link: LinkParams }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reset, setReset] = useState<LinkParams | null>(null);
  const sessionLoading = auth.status === 'unknown' || auth.status === 'loading';

  const undo = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await undoEmailChange(authTransport, link);
      // The server ended every sign-in; forget this browser's too.
      if (auth.user) await auth.signOut();
      setReset(next);
    } catch (failure) {
      setError(accountFailure(failure, t, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  };

  if (reset) {
    const query = new URLSearchParams(reset).toString();
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{t('auth.undoDone')}</Alert>
        <Link
          to={`/reset-password?${query}`}
          className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
        >
          {t('auth.chooseNewPassword')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      <p>{t('auth.undoIntro')}</p>
      {/* Not before this browser's session is known: the undo ends every sign-in, and the
          session's own load still on its way would then be refused and send the reader to the
          sign-in page instead of to what the undo says. */}
      <Button onClick={undo} busy={busy} disabled={!hydrated || sessionLoading}>
        {t('auth.undoButton')}
      </Button>
    </div>
  );
}
