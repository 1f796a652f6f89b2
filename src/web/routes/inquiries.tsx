import type { Inquiry } from '@shared/schemas/inquiries';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { requireSignedIn } from '../features/auth/guards';
import { authTransport } from '../features/auth/transport';
import { listMyInquiries } from '../features/inquiries/api/my-inquiries';
import { InquiryItem } from '../features/inquiries/components/InquiryItem';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { EMPTY_ACTION, ListEmpty, ListLoadFailed, ListMore } from '../ui/ListStates';
import { PageSpinner } from '../ui/PageSpinner';
import { toast } from '../ui/Toast';
import type { Route } from './+types/inquiries';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('leads', 'publishing');

type Box = 'received' | 'sent';
const BOXES: Box[] = ['received', 'sent'];
interface Lists {
  received: Inquiry[];
  sent: Inquiry[];
  counts: Record<Box, number>;
  more: Record<Box, boolean>;
}

/** Received and sent inquiries of the user (DESIGN §4), newest first. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  try {
    const answer = await listMyInquiries(authTransport);
    const lists: Lists = {
      received: answer.received.results,
      sent: answer.sent.results,
      counts: { received: answer.received.count, sent: answer.sent.count },
      more: { received: Boolean(answer.received.next), sent: Boolean(answer.sent.next) },
    };
    return { lists, failed: false };
  } catch {
    const lists: Lists = {
      received: [],
      sent: [],
      counts: { received: 0, sent: 0 },
      more: { received: false, sent: false },
    };
    return { lists, failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'inquiries.title')),
  { name: 'robots', content: 'noindex' },
];

/** The /inquiries screen: two tabs, received and sent (the tab lives in the URL). */
export default function Inquiries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const box: Box = params.get('tab') === 'sent' ? 'sent' : 'received';
  const [lists, setLists] = useState(loaderData.lists);
  const [page, setPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const tabs = useRef<Record<Box, HTMLButtonElement | null>>({ received: null, sent: null });
  useEffect(() => {
    setLists(loaderData.lists);
    setPage(1);
  }, [loaderData]);

  const choose = (next: Box, focus = false) => {
    setParams(next === 'received' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
    if (focus) tabs.current[next]?.focus();
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    choose(box === 'received' ? 'sent' : 'received', true);
  };

  const more = async () => {
    setLoadingMore(true);
    try {
      const answer = await listMyInquiries(authTransport, page + 1);
      const add = (list: Inquiry[], extra: Inquiry[]) => [
        ...list,
        ...extra.filter((i) => !list.some((j) => j.id === i.id)),
      ];
      setLists((l) => ({
        ...l,
        received: add(l.received, answer.received.results),
        sent: add(l.sent, answer.sent.results),
        more: { received: Boolean(answer.received.next), sent: Boolean(answer.sent.next) },
      }));
      setPage(page + 1);
    } catch {
      toast.error(t('inquiries.loadFailed'));
    } finally {
      setLoadingMore(false);
    }
  };

  const items = lists[box];
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('inquiries.title')}</h1>
      <div role="tablist" aria-label={t('inquiries.title')} className="mb-6 flex border-b border-black/10">
        {BOXES.map((b) => (
          <button
            key={b}
            ref={(el) => {
              tabs.current[b] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${b}`}
            aria-controls={`panel-${b}`}
            aria-selected={box === b}
            tabIndex={box === b ? 0 : -1}
            onClick={() => choose(b)}
            onKeyDown={onKey}
            className={`-mb-px flex h-12 items-center gap-2 border-b-3 px-4 font-semibold ${
              box === b ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {t(`inquiries.${b}`)}
            <span className="rounded-full bg-background px-2 text-xs">{lists.counts[b]}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${box}`} aria-labelledby={`tab-${box}`}>
        {loaderData.failed ? (
          <ListLoadFailed message={t('inquiries.loadFailed')} />
        ) : items.length === 0 ? (
          <ListEmpty
            message={t(box === 'received' ? 'inquiries.emptyReceived' : 'inquiries.emptySent')}
            action={
              <Link to={box === 'received' ? '/my-properties' : '/properties'} className={EMPTY_ACTION}>
                {t(box === 'received' ? 'myProperties.title' : 'savedProperties.browse')}
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {items.map((inquiry) => (
              <li key={inquiry.id}>
                <InquiryItem inquiry={inquiry} box={box} />
              </li>
            ))}
          </ul>
        )}
        {lists.more[box] && <ListMore busy={loadingMore} onMore={() => void more()} />}
      </div>
    </section>
  );
}
