import { data } from 'react-router';
import { getAgent } from '../features/companies/api/get-agent';
import { listAllAgentProperties } from '../features/companies/api/list-agent-properties';
import { companyMeta } from '../features/companies/company-meta';
import { CompanyError, CompanyScreen } from '../features/companies/components/CompanyScreen';
import { ApiError } from '../lib/api';
import { i18nHandle } from '../lib/i18n';
import type { Route } from './+types/company';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('browse', 'cards', 'freshness', 'leads', 'prices', 'terms');

/**
 * The profile is awaited (an unknown id is a 404 page); the listings stream in after it, so the
 * profile shows at once and the listings' loading state is real.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id) || id < 1) throw data(null, { status: 404 });
  try {
    const agent = await getAgent(context.api, id);
    return { agent, error: null, properties: listAllAgentProperties(context.api, id) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    const detail = error instanceof ApiError ? (error.detail ?? null) : null;
    return data({ agent: null, error: detail, properties: null }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  companyMeta(matches, loaderData?.agent ?? null, params.id);

export default function Company({ loaderData }: Route.ComponentProps) {
  if (!loaderData.agent || !loaderData.properties) return <CompanyError detail={loaderData.error} />;
  return <CompanyScreen agent={loaderData.agent} properties={loaderData.properties} />;
}
