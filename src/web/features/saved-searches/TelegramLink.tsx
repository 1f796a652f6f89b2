import { mdiSend } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/Toast';
import { authTransport } from '../auth';
import { telegramLink } from './api/saved-searches';

/**
 * Links this account to the alerts' Telegram bot (decision 039): a one-time
 * `https://t.me/<bot>?start=<token>` link, opened in Telegram, where Start finishes it.
 */
export function TelegramLink({ linked }: { linked: boolean }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  if (linked)
    return <span className="text-sm font-medium text-secondary">{t('savedSearches.telegramLinked')}</span>;
  if (url)
    return (
      <p className="flex flex-col items-end gap-1 text-sm">
        <a href={url} target="_blank" rel="noreferrer" className="font-semibold text-primary underline">
          {url}
        </a>
        <span className="text-muted">{t('savedSearches.telegramHint')}</span>
      </p>
    );
  return (
    <button
      type="button"
      onClick={() =>
        telegramLink(authTransport).then(
          (answer) => setUrl(answer.url),
          () => toast.error(t('savedSearches.changeFailed')),
        )
      }
      className="inline-flex h-10 items-center gap-2 rounded-md border border-primary px-4 font-semibold text-primary hover:bg-primary-light"
    >
      <Icon path={mdiSend} size={18} />
      {t('savedSearches.linkTelegram')}
    </button>
  );
}
