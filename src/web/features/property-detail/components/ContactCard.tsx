import {
  mdiCheckDecagram,
  mdiChevronRight,
  mdiEmailOutline,
  mdiPhone,
  mdiSend,
  mdiShieldCheckOutline,
} from '@mdi/js';
import { isResidential, MAX_RESIDENTIAL_ADVANCE_MONTHS } from '@shared/listing-terms';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { InquiryForm } from '../../inquiries';
import { contactTap, ReplyTime } from '../../leads';
import { Section } from './PropertyFacts';
import { telegramProfileUrl } from './share';

const row = 'flex min-h-11 items-center gap-3 rounded-md px-3 hover:bg-primary-light';

/**
 * The contact card (`#contact`, spec §2): the agent, or the owner when there is no agent, with
 * picture or initials, name, role, phone, Telegram (DESIGN §6) and, for an agent, their profile.
 */
export function ContactCard({ property: p }: { property: PropertyDetail }) {
  const { t } = useTranslation();
  const person = p.agent ?? p.owner;
  return (
    <Section title={t('detail.contact.title')} id="contact">
      {person ? (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <Avatar src={person.avatar} name={person.full_name} size={56} />
            <div className="min-w-0">
              <p className="flex items-center gap-1 font-semibold" data-testid="contact-name">
                <span className="truncate">{person.full_name}</span>
                {p.agent?.is_verified_agent && (
                  <Icon
                    path={mdiCheckDecagram}
                    size={18}
                    className="shrink-0 text-accent"
                    title={t('detail.contact.verified')}
                  />
                )}
              </p>
              <p className="text-sm text-muted" data-testid="contact-role">
                {p.agent ? t('detail.contact.agent') : t('detail.contact.owner')}
              </p>
              {p.agent?.company_name && <p className="truncate text-sm">{p.agent.company_name}</p>}
              <ReplyTime hours={p.agent?.response_hours} />
            </div>
          </div>
          <ul className="flex flex-col gap-1">
            {person.phone_number && (
              <li>
                <a
                  href={`tel:${person.phone_number.replace(/\s/g, '')}`}
                  className={row}
                  {...contactTap(p.id, 'call')}
                >
                  <Icon path={mdiPhone} size={20} className="text-primary" />
                  <span className="sr-only">{t('detail.contact.phone')}: </span>
                  <span dir="ltr">{person.phone_number}</span>
                </a>
              </li>
            )}
            {person.telegram_username && (
              <li>
                <a
                  href={telegramProfileUrl(person.telegram_username)}
                  {...contactTap(p.id, 'telegram')}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={row}
                >
                  <Icon path={mdiSend} size={20} className="-rotate-30 text-[#1976b0]" />
                  {t('detail.contact.telegram')}
                </a>
              </li>
            )}
            {p.agent?.email && (
              <li>
                <a href={`mailto:${p.agent.email}`} className={`${row} min-w-0`}>
                  <Icon path={mdiEmailOutline} size={20} className="text-primary" />
                  <span className="sr-only">{t('detail.contact.email')}: </span>
                  <span className="truncate">{p.agent.email}</span>
                </a>
              </li>
            )}
          </ul>
          {p.agent && (
            <Link
              to={`/companies/${p.agent.id}`}
              className="flex h-11 items-center justify-center gap-1 rounded-md border border-primary font-semibold text-primary hover:bg-primary-light"
            >
              {t('detail.contact.viewProfile')}
              <Icon path={mdiChevronRight} size={20} />
            </Link>
          )}
          <SafetyNotice property={p} />
          <InquiryForm
            propertyId={p.id}
            recipientName={person.full_name}
            agentId={p.agent?.id ?? null}
            ownerId={p.owner?.id ?? null}
          />
        </div>
      ) : (
        <>
          <p className="text-muted">{t('detail.contact.none')}</p>
          <SafetyNotice property={p} />
        </>
      )}
    </Section>
  );
}

/**
 * "Safety where money changes hands" (issue 17, decision 051), on every listing, beside the
 * inquiry form: never pay before a viewing; for a home to rent, the legal ceiling of the advance
 * and the lease's registration. Plain server-rendered text and a link: nothing to load or run.
 */
function SafetyNotice({ property: p }: { property: Pick<PropertyDetail, 'listing_type' | 'property_type'> }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="safety-title"
      className="rounded-md border border-accent/40 bg-accent/5 p-3 text-sm"
      data-testid="safety-notice"
    >
      <p id="safety-title" className="mb-1 flex items-center gap-2 font-semibold">
        <Icon path={mdiShieldCheckOutline} size={18} className="shrink-0 text-accent" />
        {t('detail.safety.title')}
      </p>
      <p>{t('detail.safety.neverPay')}</p>
      {p.listing_type === 'rent' && isResidential(p.property_type) && (
        <p className="mt-1">{t('detail.safety.rent', { months: MAX_RESIDENTIAL_ADVANCE_MONTHS })}</p>
      )}
      <a href="/faq#faq-renting" className="mt-1 inline-block font-medium text-primary hover:underline">
        {t('detail.safety.more')}
      </a>
    </aside>
  );
}
