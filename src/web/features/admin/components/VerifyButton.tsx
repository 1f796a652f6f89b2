import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { setVerified } from '../api/users';

/** Verify or withdraw an agent's verification, then reload the page's data. */
export function VerifyButton({
  user,
}: {
  user: { id: number; full_name: string; username: string; is_verified_agent: boolean };
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = user.full_name || user.username;
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await setVerified(user.id, !user.is_verified_agent);
      await revalidator.revalidate();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={user.is_verified_agent ? 'secondary' : 'accent'}
        busy={busy}
        onClick={toggle}
        aria-label={`${t(user.is_verified_agent ? 'admin.agents.unverify' : 'admin.agents.verify')}: ${name}`}
        className="h-9 px-3 text-sm"
      >
        {t(user.is_verified_agent ? 'admin.agents.unverify' : 'admin.agents.verify')}
      </Button>
      {failed && (
        <p role="alert" className="text-xs text-error">
          {t('admin.agents.verifyFailed')}
        </p>
      )}
    </div>
  );
}
