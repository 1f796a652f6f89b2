import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${location.pathname}`,
      );
    });
  });
  return violations;
}

test.describe('content security policy', () => {
  test('pages send a policy whose only inline scripts carry the page nonce', async ({ request }) => {
    const response = await request.get('/properties');
    const policy = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    // A new page, a new nonce.
    const again = await request.get('/properties');
    expect(again.headers()['content-security-policy']).not.toContain(nonce!);
  });

  test('home, search, a listing and the map run without a single violation @phone', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    const list = (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
      results: Array<{ id: number }>;
    };
    for (const path of ['/', '/properties?listing_type=rent', `/properties/${list.results[0]!.id}`]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await page.goto('/map');
    await waitForHydration(page);
    // Leaflet and its markers load after hydration, from our own files.
    await expect(page.locator('.leaflet-marker-icon').first()).toBeAttached();
    expect(violations).toEqual([]);
  });
});
