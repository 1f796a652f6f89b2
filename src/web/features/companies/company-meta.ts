import type { AgentProfile } from '@shared/schemas/agents';
import {
  alternateLinks,
  breadcrumbsJsonLd,
  type MetaTag,
  pageMeta,
  publicUrl,
  translate,
} from '../../lib/seo';
import { companyName } from './components/CompanyHeader';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** Title, description, links and structured data (breadcrumbs, RealEstateAgent) of a company profile. */
export function companyMeta(matches: Matches, agent: AgentProfile | null, id: string): MetaTag[] {
  if (!agent) {
    return [
      ...pageMeta(translate(matches, 'companyProfile.errorTitle')),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const name = companyName(agent);
  const path = `/companies/${agent.id ?? id}`;
  const base = publicUrl(matches);
  const description =
    agent.bio || translate(matches, 'companyProfile.seoDescription', { name, count: agent.properties_count });
  return [
    ...pageMeta(name, description),
    ...alternateLinks(matches, path),
    breadcrumbsJsonLd(matches, [
      { name: translate(matches, 'nav.home'), path: '/' },
      { name: translate(matches, 'nav.properties'), path: '/properties' },
      { name, path },
    ]),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'RealEstateAgent',
        '@id': `${base}${path}`,
        url: `${base}${path}`,
        name,
        email: agent.email,
        ...(agent.phone_number ? { telephone: agent.phone_number } : {}),
        ...(agent.avatar
          ? { image: agent.avatar.startsWith('/') ? `${base}${agent.avatar}` : agent.avatar }
          : {}),
        ...(agent.bio ? { description: agent.bio } : {}),
      },
    },
  ];
}
