import { mdiAlertCircleOutline } from '@mdi/js';
import type { AgentProfile } from '@shared/schemas/agents';
import type { PropertyListItem } from '@shared/schemas/properties';
import { Suspense } from 'react';
import { Await, Link, useAsyncError, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { CompanyHeader, companyName } from './CompanyHeader';
import { CompanyProperties } from './CompanyProperties';

/** 'Error Loading Company Profile', the server's reason else ours, and 'Try Again' (spec §2, §8). */
export function CompanyError({ detail }: { detail: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" role="alert">
      <Icon path={mdiAlertCircleOutline} size={56} className="text-error" />
      <h1 className="mt-4 text-2xl font-bold">{t('companyProfile.errorTitle')}</h1>
      <p className="mt-2 text-muted">{detail || t('companyProfile.failed')}</p>
      {/* Navigating to the same address runs the loader again; a plain link without JavaScript. */}
      <Link
        to={`${location.pathname}${location.search}`}
        replace
        className="mt-6 inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
      >
        {t('companyProfile.tryAgain')}
      </Link>
    </div>
  );
}

function PropertiesError() {
  const error = useAsyncError();
  return <CompanyError detail={error instanceof ApiError ? (error.detail ?? null) : null} />;
}

/**
 * A company (agent) profile (spec §2): breadcrumb, header, About, License Information, then the
 * agent's listings, which stream in after the profile (their loading state shows meanwhile).
 */
export function CompanyScreen({
  agent,
  properties,
}: {
  agent: AgentProfile;
  properties: Promise<PropertyListItem[]>;
}) {
  const { t } = useTranslation();
  const name = companyName(agent);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs
        label={t('browse.breadcrumbs')}
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('nav.properties'), to: '/properties' },
          { label: name },
        ]}
      />
      <div className="mt-4 flex flex-col gap-6">
        <CompanyHeader agent={agent} />
        <div className="grid gap-6 md:grid-cols-2">
          <section className="rounded-xl bg-surface p-5 shadow-card" aria-labelledby="company-about">
            <h2 id="company-about" className="mb-2 text-lg font-semibold">
              {t('companyProfile.about')}
            </h2>
            <p className="whitespace-pre-line text-muted">{agent.bio || t('companyProfile.noBio')}</p>
          </section>
          <section className="rounded-xl bg-surface p-5 shadow-card" aria-labelledby="company-license">
            <h2 id="company-license" className="mb-2 text-lg font-semibold">
              {t('companyProfile.license')}
            </h2>
            {agent.agent_license_number ? (
              <p>
                <span className="text-muted">{t('companyProfile.licenseNumber')}: </span>
                <span className="font-mono font-semibold">{agent.agent_license_number}</span>
              </p>
            ) : (
              <p className="text-muted">{t('companyProfile.noLicense')}</p>
            )}
          </section>
        </div>
        <Suspense fallback={<Spinner label={t('companyProfile.loading')} />}>
          <Await resolve={properties} errorElement={<PropertiesError />}>
            {(listings) => <CompanyProperties listings={listings} />}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}
