import { data } from 'react-router';
import { NotFound } from '../app/NotFound';
import { pageMeta, translate } from '../lib/seo';
import type { Route } from './+types/not-found';

/** Any path no other route owns: the 404 page, answered with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'notFound.title')),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
