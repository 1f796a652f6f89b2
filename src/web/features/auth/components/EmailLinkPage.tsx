import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageMeta, translate } from '../../../lib/seo';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { ConfirmEmailLink, UndoEmailChange } from './EmailLinks';

/** Meta of a page opened from an e-mailed link: the link carries a secret. */
export const linkMeta = (matches: Parameters<typeof translate>[0], titleKey: string) => [
  ...pageMeta(translate(matches, titleKey)),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** Reads the uid and token of the link from the address and hands them to the right action. */
export function EmailLinkPage({ kind }: { kind: 'signup' | 'change' | 'undo' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const token = params.get('token');
  const link = useMemo(() => (uid && token ? { uid, token } : null), [uid, token]);
  if (!link) return <Alert tone="error">{t('serverErrors.invalid_link')}</Alert>;
  return kind === 'undo' ? <UndoEmailChange link={link} /> : <ConfirmEmailLink kind={kind} link={link} />;
}
