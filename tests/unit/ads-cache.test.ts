import type { ApiRequest, ApiResponse } from '@shared/runtime';
import type { Advertisement } from '@shared/schemas/ads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADS_LOAD_FAILED,
  adsEntry,
  clearAds,
  loadAds,
  preloadAds,
} from '../../src/web/features/ads/ads-cache';

const ad = (id: number, placement = 'home', adType = 'banner'): Advertisement => ({
  id,
  ad_type: adType,
  placement,
  image: null,
  picture: null,
  alt_text: '',
  headline: `Ad ${id}`,
  description: '',
  cta_text: '',
  button_text: 'Go',
  target_action: 'https://example.et',
  is_featured: false,
});
const page = (results: Advertisement[]): ApiResponse => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

/**
 * The client ads cache (spec §4) with a stand-in transport: the API itself is covered by the
 * integration tests; here it is the cache's states that matter.
 */
describe('ads cache', () => {
  afterEach(() => {
    clearAds();
    vi.restoreAllMocks();
  });

  it('answers an empty list while a key loads, then the cached list without asking again', async () => {
    let answer!: (r: ApiResponse) => void;
    const api = vi.fn((_: ApiRequest) => new Promise<ApiResponse>((r) => (answer = r)));
    const first = loadAds('home', 'banner', { api });
    expect(adsEntry('home', 'banner').status).toBe('loading');
    expect(await loadAds('home', 'banner', { api })).toEqual([]);
    // The call's code is imported on first use: the request goes out once it has arrived.
    // (The import is slow on a busy machine: wait as long as the test may take, not vitest's 1 s.)
    await vi.waitFor(() => expect(api).toHaveBeenCalled(), { timeout: 20_000, interval: 20 });
    answer(page([ad(1), ad(2)]));
    expect((await first).map((a) => a.id)).toEqual([1, 2]);
    expect(adsEntry('home', 'banner')).toMatchObject({ status: 'loaded', error: null });
    expect((await loadAds('home', 'banner', { api })).map((a) => a.id)).toEqual([1, 2]);
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.mock.calls[0]![0].path).toBe('/properties/ads/active/?placement=home&ad_type=banner&limit=5');
  });

  it('keeps placements and types apart, and the spec’s aliases together', async () => {
    const api = vi.fn(async (req: ApiRequest) =>
      page([ad(req.path.includes('sidebar') ? 9 : 7, 'property_details', 'sidebar')]),
    );
    await loadAds('property_detail', 'sidebar', { api });
    expect(api.mock.calls[0]![0].path).toContain('placement=property_details');
    expect(adsEntry('property_details', 'sidebar').results.map((a) => a.id)).toEqual([9]);
    expect(adsEntry('property_details', 'banner').status).toBe('idle');
  });

  it('asks for more than the loader default when a slot needs more', async () => {
    const api = vi.fn(async (_: ApiRequest) => page([]));
    await loadAds('global', 'sidebar', { api, limit: 8 });
    expect(api.mock.calls[0]![0].path).toContain('limit=8');
  });

  it('logs a failure and keeps its message, default "Failed to load advertisements"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = vi.fn(async () => ({ status: 503, body: { detail: 'Service unavailable' } }));
    expect(await loadAds('home', 'sponsored', { api: down })).toEqual([]);
    expect(adsEntry('home', 'sponsored')).toMatchObject({
      status: 'error',
      results: [],
      error: 'Service unavailable',
    });
    const broken = vi.fn(async () => {
      throw new Error('');
    });
    await loadAds('home', 'sidebar', { api: broken });
    expect(adsEntry('home', 'sidebar').error).toBe(ADS_LOAD_FAILED);
    expect(log).toHaveBeenCalledWith(ADS_LOAD_FAILED, expect.anything());
  });

  it('loads again after the cache is cleared, or when forced', async () => {
    const api = vi.fn(async () => page([ad(1)]));
    await loadAds('home', 'banner', { api });
    await loadAds('home', 'banner', { api, force: true });
    clearAds();
    expect(adsEntry('home', 'banner').status).toBe('idle');
    await loadAds('home', 'banner', { api });
    expect(api).toHaveBeenCalledTimes(3);
  });

  it('preloads the common slots not asked for yet, and never again one whose load failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page's own slot failed: its placeholders went, and must not come back and go again.
    await loadAds('property_listings', 'banner', { api: async () => ({ status: 503, body: {} }) });
    const api = vi.fn(async (req: ApiRequest) => page([ad(req.path.length)]));
    await loadAds('home', 'banner', { api });
    api.mockClear();
    preloadAds(api);
    expect(adsEntry('property_listings', 'banner').status).toBe('error');
    expect(adsEntry('home', 'banner').status).toBe('loaded');
    expect(adsEntry('home', 'sponsored').status).toBe('loading');
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(3), { timeout: 20_000, interval: 20 });
    const asked = api.mock.calls.map(([req]) => new URLSearchParams(req.path.split('?')[1]));
    expect(asked.map((q) => `${q.get('placement')}:${q.get('ad_type')}`).sort()).toEqual([
      'global:sidebar',
      'home:sponsored',
      'property_details:sidebar',
    ]);
  });
});
