import { randomBytes } from 'node:crypto';
import { propertyListItem } from '@shared/schemas/properties';
import { expect, it } from 'vitest';
import { describeWithDb } from '../support/db';
import { fieldErrorsOf } from '../support/field-errors';
import { moreFactories } from '../support/more-factories';

/** A word no other test's agent has, to scope list assertions to this test's rows. */
const token = () => `t${randomBytes(4).toString('hex')}`;

describeWithDb('Agents API', (env) => {
  const get = (url: string) => env().app.inject({ method: 'GET', url });

  it('shows an agent’s public profile with the count of published listings', async () => {
    const f = moreFactories(env().ctx);
    const agent = await f.agent({
      fullName: 'Abebe Kebede Alemu',
      companyName: 'Sheger Homes',
      email: 'abebe@sheger.et',
      phoneNumber: '+251911223344',
      telegramUsername: 'shegerhomes',
      bio: 'Homes in Bole and CMC since 2015.',
      isVerifiedAgent: true,
      dateJoined: new Date('2020-05-01T08:00:00.000Z'),
      licenseNumber: 'AA-RE-0042',
      avatar: true,
    });
    for (const status of ['available', 'available', 'sold', 'rented', 'pending', 'unavailable'] as const)
      await f.property({ agentId: agent.id, ownerId: agent.id, status });
    // Listed as owner only: not the agent's listing.
    await f.property({ ownerId: agent.id });

    const res = await get(`/api/users/agents/${agent.id}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: agent.id,
      company_name: 'Sheger Homes',
      first_name: 'Abebe',
      last_name: 'Kebede Alemu',
      full_name: 'Abebe Kebede Alemu',
      avatar: expect.stringMatching(/^\/media\/images\/.+-640\.webp$/),
      email: 'abebe@sheger.et',
      phone_number: '+251911223344',
      telegram_username: 'shegerhomes',
      bio: 'Homes in Bole and CMC since 2015.',
      date_joined: '2020-05-01T08:00:00.000Z',
      is_verified_agent: true,
      agent_license_number: 'AA-RE-0042',
      properties_count: 4,
      response_hours: null,
    });
    // Also without the trailing slash.
    expect((await get(`/api/users/agents/${agent.id}`)).json()).toEqual(body);
  });

  it('answers 404 for unknown users, non-agents and inactive agents', async () => {
    const f = moreFactories(env().ctx);
    const plain = await f.user();
    const inactive = await f.agent({ isActive: false });
    for (const id of [plain.id, inactive.id, 999_999]) {
      const res = await get(`/api/users/agents/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
      expect((await get(`/api/users/agents/${id}/properties/`)).statusCode).toBe(404);
    }
    const bad = await get('/api/users/agents/abc/');
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual({ id: ['A valid integer is required.'] });
  });

  it('lists active agents, verified first then newest, with filters and search', async () => {
    const f = moreFactories(env().ctx);
    const t = token();
    const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
    const unverifiedNew = await f.agent({ companyName: `Unverified ${t}`, dateJoined: day('2024-01-01') });
    const verifiedOld = await f.agent({
      companyName: `Old ${t}`,
      isVerifiedAgent: true,
      dateJoined: day('2019-01-01'),
    });
    const verifiedNew = await f.agent({
      fullName: `Selam ${t.toUpperCase()} Tesfaye`,
      isVerifiedAgent: true,
      dateJoined: day('2023-01-01'),
    });
    await f.agent({ companyName: `Inactive ${t}`, isActive: false });
    await f.user({ companyName: `Not an agent ${t}` });

    const ids = (body: { results: { id: number }[] }) => body.results.map((a) => a.id);
    const all = (await get(`/api/users/agents/?search=${t}`)).json();
    expect(all.count).toBe(3);
    // Matches company name or (case-insensitively) full name.
    expect(ids(all)).toEqual([verifiedNew.id, verifiedOld.id, unverifiedNew.id]);
    expect(all.results[0]).toMatchObject({ company_name: null, first_name: 'Selam', avatar: null });

    const verified = (await get(`/api/users/agents/?search=${t}&verified=true`)).json();
    expect(ids(verified)).toEqual([verifiedNew.id, verifiedOld.id]);
    const unverified = (await get(`/api/users/agents/?search=${t}&verified=false`)).json();
    expect(ids(unverified)).toEqual([unverifiedNew.id]);

    // The whole list follows the same order and hides inactive agents and non-agents.
    const everyone = (await get('/api/users/agents/?page_size=100')).json();
    const flags = everyone.results.map((a: { is_verified_agent: boolean }) => a.is_verified_agent);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(everyone.results.map((a: { company_name: string | null }) => a.company_name)).not.toContain(
      `Inactive ${t}`,
    );
    expect(everyone.count).toBe(everyone.results.length);
  });

  it('treats search wildcards literally, ignores blank filters and rejects bad values', async () => {
    const f = moreFactories(env().ctx);
    await f.agent({ companyName: `Percent ${token()}` });
    expect((await get('/api/users/agents/?search=%25')).json().count).toBe(0);
    expect((await get('/api/users/agents/?search=_')).json().count).toBe(0);

    const blank = await get('/api/users/agents/?verified=&search=%20&page=');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().count).toBe((await get('/api/users/agents/')).json().count);

    const bad = await get('/api/users/agents/?verified=maybe&page_size=101');
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual({
      verified: ['Must be a valid boolean.'],
      page_size: ['Ensure this value is less than or equal to 100.'],
    });
  });

  it('pages the agent list like DRF and answers a page past the end with 404', async () => {
    const f = moreFactories(env().ctx);
    const t = token();
    for (let i = 0; i < 3; i++) await f.agent({ companyName: `Paged ${t} ${i}` });
    const url = `/api/users/agents/?search=${t}&page_size=2`;
    const first = (await get(url)).json();
    expect(first).toMatchObject({ count: 3, previous: null });
    expect(first.next).toMatch(/page=2/);
    expect(first.next).toContain(`search=${t}`);
    const second = (await get(`${url}&page=2`)).json();
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).not.toMatch(/page=/);
    const past = await get(`${url}&page=3`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.', code: 'not_found' });
    // Page 1 of nothing is an empty list, not a 404.
    expect((await get(`/api/users/agents/?search=nobody-${t}`)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('lists an agent’s published listings newest first, as the listing search presents them', async () => {
    const f = moreFactories(env().ctx);
    const agent = await f.agent({ companyName: 'Entoto Realty', isVerifiedAgent: true });
    const at = (d: string) => new Date(`${d}T09:00:00.000Z`);
    const old = await f.property({ agentId: agent.id, createdAt: at('2024-01-01'), photos: 1 });
    const sold = await f.property({ agentId: agent.id, status: 'sold', createdAt: at('2024-03-01') });
    const newest = await f.property({ agentId: agent.id, status: 'rented', createdAt: at('2024-05-01') });
    await f.property({ agentId: agent.id, status: 'pending', createdAt: at('2024-06-01') });
    await f.property({ agentId: agent.id, status: 'unavailable', createdAt: at('2024-06-02') });
    await f.property({ ownerId: agent.id, createdAt: at('2024-06-03') });
    await f.property({ createdAt: at('2024-06-04') });

    const res = await get(`/api/users/agents/${agent.id}/properties/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results.map((p: { id: number }) => p.id)).toEqual([newest.id, sold.id, old.id]);
    expect(body.results.map((p: { status: string }) => p.status)).toEqual(['rented', 'sold', 'available']);
    for (const item of body.results) expect(() => propertyListItem.strict().parse(item)).not.toThrow();
    // The same item as the listing search shows it.
    const search = (await get(`/api/properties/properties/?agent=${agent.id}`)).json();
    expect(search.results).toEqual([body.results[2]]);
    expect(body.results[2].agent).toMatchObject({ id: agent.id, company_name: 'Entoto Realty' });
    expect(body.results[2].images_count).toBe(1);

    const page = (await get(`/api/users/agents/${agent.id}/properties/?page_size=2&page=2`)).json();
    expect(page.results.map((p: { id: number }) => p.id)).toEqual([old.id]);
    expect(page.previous).toMatch(/page_size=2/);
    const past = await get(`/api/users/agents/${agent.id}/properties/?page_size=2&page=3`);
    expect(past.statusCode).toBe(404);
    expect(past.json().detail).toBe('Invalid page.');
    const bad = await get(`/api/users/agents/${agent.id}/properties/?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual({ page: ['Invalid page.'] });
  });

  it('answers an agent without listings with an empty page', async () => {
    const f = moreFactories(env().ctx);
    const agent = await f.agent();
    const res = await get(`/api/users/agents/${agent.id}/properties/`);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await get(`/api/users/agents/${agent.id}/`)).json().properties_count).toBe(0);
  });
});
