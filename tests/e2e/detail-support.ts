import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// Helpers of the property detail journeys (detail*.spec.ts): demo listings found through the API
// and the check that no page logs an error.

/** A listing as the list API answers (only what these journeys read). */
export interface Listing {
  id: number;
  title: string;
  title_am: string | null;
  listing_type: 'sale' | 'rent';
  property_type: string;
  price: number;
  images_count: number;
  created_at: string;
  agent: { id: number; full_name: string; phone_number: string | null } | null;
  owner: { full_name: string; phone_number: string | null } | null;
}

/** Demo listings, fetched from the API so that the journeys do not depend on seeded ids. */
async function listings(request: APIRequestContext, query = ''): Promise<Listing[]> {
  const res = await request.get(`/api/properties/properties/?page_size=100${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).results;
}

export async function find(request: APIRequestContext, match: (l: Listing) => boolean, query = '') {
  const found = (await listings(request, query)).find(match);
  if (!found) throw new Error('the demo data has no listing of the kind this test needs');
  return found;
}

/**
 * Hydration mismatches and script errors surface here: every journey must end without one.
 * Called inside each file's `test.describe('property detail')`.
 */
export function failOnPageErrors() {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
}
