import { redirect } from 'react-router';
import { requireSignedIn } from '../features/auth/guards';
import type { Route } from './+types/list-property';

/** The agents' call to action (DESIGN §4): signed-in users go to Add Property, guests sign in first. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(new Request(new URL('/add-property', request.url)));
  throw redirect('/add-property');
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return null;
}

export default function ListProperty() {
  return null;
}
