import { mdiCalendarClock, mdiEmailOutline, mdiHomeCity, mdiPhone, mdiSend } from '@mdi/js';
import type { AgentDetail, AgentProfile } from '@shared/schemas/agents';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { ReplyTime } from '../../leads';
import { yearsInBusiness } from '../company-filters';

/** The name a company profile shows: the company's, else the agent's first and last name. */
export function companyName(agent: AgentProfile): string {
  return agent.company_name || `${agent.first_name} ${agent.last_name}`.trim() || agent.full_name;
}

function Stat({ icon, label, value }: { icon: string; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-background px-4 py-3">
      <Icon path={icon} size={28} className="shrink-0 text-primary" />
      <div>
        <p className="text-2xl font-bold leading-tight">{value}</p>
        <p className="text-sm text-muted">{label}</p>
      </div>
    </div>
  );
}

/**
 * The head of a company profile (spec §2): avatar or initials, name, the verified and licensed
 * badges, e-mail, phone and Telegram, and the two stat cards.
 */
export function CompanyHeader({ agent }: { agent: AgentProfile }) {
  const { t } = useTranslation();
  const name = companyName(agent);
  const person = `${agent.first_name} ${agent.last_name}`.trim() || agent.full_name;
  const years = yearsInBusiness(agent.date_joined);
  const link = 'inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-primary hover:bg-primary-light';
  return (
    <section className="rounded-xl bg-surface p-5 shadow-card md:p-8" aria-labelledby="company-name">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar src={agent.avatar} name={name} size={96} />
        <div className="min-w-0 flex-1">
          <h1 id="company-name" className="text-2xl font-bold md:text-3xl">
            {name}
          </h1>
          {agent.company_name && person !== name && <p className="mt-1 text-muted">{person}</p>}
          {'response_hours' in agent && (
            <div className="mt-1">
              <ReplyTime hours={(agent as AgentDetail).response_hours} />
            </div>
          )}
          {agent.is_verified_agent && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('companyProfile.badges')}>
              <li className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-white">
                {t('companyProfile.verified')}
              </li>
              <li className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-white">
                {t('companyProfile.licensed')}
              </li>
            </ul>
          )}
          <ul className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-sm">
            <li>
              <a href={`mailto:${agent.email}`} className={link}>
                <Icon path={mdiEmailOutline} size={18} />
                <span className="break-all">{agent.email}</span>
              </a>
            </li>
            {agent.phone_number && (
              <li>
                <a href={`tel:${agent.phone_number.replace(/\s/g, '')}`} className={link}>
                  <Icon path={mdiPhone} size={18} />
                  {agent.phone_number}
                </a>
              </li>
            )}
            {agent.telegram_username && (
              <li>
                <a
                  href={`https://t.me/${encodeURIComponent(agent.telegram_username.replace(/^@/, ''))}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={link}
                  aria-label={t('companyProfile.telegram', { username: agent.telegram_username })}
                >
                  <Icon path={mdiSend} size={18} />@{agent.telegram_username.replace(/^@/, '')}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:max-w-md">
        <Stat icon={mdiHomeCity} label={t('companyProfile.properties')} value={agent.properties_count} />
        <Stat
          icon={mdiCalendarClock}
          label={t('companyProfile.years')}
          value={
            years === null
              ? t('companyProfile.notAvailable')
              : years === 'under-one'
                ? t('companyProfile.underOneYear')
                : years
          }
        />
      </div>
    </section>
  );
}
