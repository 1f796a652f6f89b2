import type { AdminAd, AdminAdsQuery, AdStats, CreateAdBody, UpdateAdBody } from '@shared/schemas/admin-ads';
import { addisDate } from '@shared/schemas/admin-form';
import type { AppContext } from '../../context';
import type { advertisements } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import { pageLinks } from '../../lib/pagination';
import { invalidateResponses } from '../../lib/response-cache';
import type { Viewer } from '../../lib/viewer';
import {
  adminImagesRepository,
  discardUpload,
  recordAudit,
  removeImageIfUnused,
  storeUpload,
} from '../admin';
import { presentImage } from '../media';
import { type AdRow, adsRepository as repo } from './staff-repository';

type AdColumns = typeof advertisements.$inferSelect;

const ratio = (clicks: number, impressions: number) =>
  impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0;

/** The ad as the console shows it: every field, its image variants and its figures. */
function present(ctx: AppContext, { ad, state, image }: AdRow): AdminAd {
  return {
    ...snapshot(ad),
    image: image ? presentImage(ctx.storage, image) : null,
    state,
    impressions: ad.impressionsCount,
    clicks: ad.clicksCount,
    ctr: ratio(ad.clicksCount, ad.impressionsCount),
    created_at: ad.createdAt.toISOString(),
    updated_at: ad.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an ad (its editable fields, with the image by id). */
function snapshot(ad: AdColumns) {
  return {
    id: ad.id,
    ad_type: ad.adType,
    placement: ad.placement,
    image_id: ad.imageId,
    alt_text: ad.altText,
    headline: ad.headline,
    description: ad.description,
    cta_text: ad.ctaText,
    button_text: ad.buttonText,
    target_action: ad.targetAction,
    is_featured: ad.isFeatured,
    is_active: ad.isActive,
    starts_at: ad.startsAt?.toISOString() ?? null,
    ends_at: ad.endsAt?.toISOString() ?? null,
  };
}

async function load(ctx: AppContext, id: number): Promise<AdminAd> {
  const row = await repo.byId(ctx.database.db, id);
  if (!row) throw notFound();
  return present(ctx, row);
}

/** `GET /admin/ads/`: every ad, newest first, with impressions, clicks and CTR. */
export async function listAds(ctx: AppContext, viewer: Viewer | null, q: AdminAdsQuery, url: string) {
  requireStaff(viewer);
  const db = ctx.database.db;
  const filter = { placement: q.placement, adType: q.ad_type, state: q.state, search: q.search };
  const [rows, count] = await Promise.all([
    repo.page(db, filter, q.page_size, (q.page - 1) * q.page_size),
    repo.count(db, filter),
  ]);
  if (q.page > 1 && rows.length === 0) throw notFound('Invalid page.');
  return { count, ...pageLinks(url, q.page, q.page_size, count), results: rows.map((r) => present(ctx, r)) };
}

/** `GET /admin/ads/{id}/` */
export async function getAd(ctx: AppContext, viewer: Viewer | null, id: number) {
  requireStaff(viewer);
  return load(ctx, id);
}

const columnsOf = (b: Partial<CreateAdBody>): Partial<AdColumns> => {
  const v: Partial<AdColumns> = {};
  if (b.ad_type !== undefined) v.adType = b.ad_type;
  if (b.placement !== undefined) v.placement = b.placement;
  if (b.headline !== undefined) v.headline = b.headline;
  if (b.description !== undefined) v.description = b.description;
  if (b.alt_text !== undefined) v.altText = b.alt_text;
  if (b.cta_text !== undefined) v.ctaText = b.cta_text;
  if (b.button_text !== undefined) v.buttonText = b.button_text;
  if (b.target_action !== undefined) v.targetAction = b.target_action;
  if (b.is_featured !== undefined) v.isFeatured = b.is_featured;
  if (b.is_active !== undefined) v.isActive = b.is_active;
  if (b.starts_at !== undefined) v.startsAt = b.starts_at ? new Date(b.starts_at) : null;
  if (b.ends_at !== undefined) v.endsAt = b.ends_at ? new Date(b.ends_at) : null;
  return v;
};

/** `POST /admin/ads/`: a new ad, its image through the pipeline; audited. */
export async function createAd(
  ctx: AppContext,
  viewer: Viewer | null,
  body: CreateAdBody,
  image: Buffer | undefined,
  ip: string,
): Promise<AdminAd> {
  const staff = requireStaff(viewer);
  const stored = image ? await storeUpload(ctx, image, 'image') : undefined;
  let id: number;
  try {
    id = await ctx.database.db.transaction(async (tx) => {
      const imageId = stored
        ? await adminImagesRepository.insert(tx, { ...stored, uploadedById: staff.id })
        : null;
      const values = {
        ...columnsOf(body),
        imageId,
        createdById: staff.id,
      } as typeof advertisements.$inferInsert;
      const newId = await repo.insert(tx, values);
      const after = (await repo.lock(tx, newId))!;
      await recordAudit(tx, {
        actor: staff.id,
        action: 'advertisement.create',
        entityType: 'advertisement',
        entityId: newId,
        before: null,
        after: snapshot(after),
        ip,
      });
      return newId;
    });
  } catch (error) {
    await discardUpload(ctx, stored);
    throw error;
  }
  invalidateResponses(ctx);
  return load(ctx, id);
}

/** `PATCH /admin/ads/{id}/`: changes some fields, replaces or removes the image; audited. */
export async function updateAd(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: UpdateAdBody,
  image: Buffer | undefined,
  ip: string,
): Promise<AdminAd> {
  const staff = requireStaff(viewer);
  if (!(await repo.byId(ctx.database.db, id))) throw notFound();
  // The image is processed before the transaction: encoding takes a second or two, and the
  // embedded database has one connection that a transaction holds.
  const stored = image ? await storeUpload(ctx, image, 'image') : undefined;
  let replaced: number | null = null;
  try {
    await ctx.database.db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw notFound();
      const values = columnsOf(body);
      // The dates must stay in order with the one that is not being changed.
      const starts = values.startsAt !== undefined ? values.startsAt : before.startsAt;
      const ends = values.endsAt !== undefined ? values.endsAt : before.endsAt;
      if (starts && ends && ends <= starts) throw fieldError('ends_at', 'The end must come after the start.');
      if (stored)
        values.imageId = await adminImagesRepository.insert(tx, { ...stored, uploadedById: staff.id });
      else if (body.remove_image) values.imageId = null;
      if (values.imageId !== undefined && values.imageId !== before.imageId) replaced = before.imageId;
      await repo.update(tx, id, values);
      const after = (await repo.lock(tx, id))!;
      await recordAudit(tx, {
        actor: staff.id,
        action: 'advertisement.update',
        entityType: 'advertisement',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
        ip,
      });
    });
  } catch (error) {
    await discardUpload(ctx, stored);
    throw error;
  }
  await removeImageIfUnused(ctx, replaced);
  invalidateResponses(ctx);
  return load(ctx, id);
}

/** `GET /admin/ads/{id}/stats/?days=`: impressions, clicks and CTR per day, newest first. */
export async function adStats(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  days: number,
): Promise<AdStats> {
  requireStaff(viewer);
  const db = ctx.database.db;
  const ad = await repo.byId(db, id);
  if (!ad) throw notFound();
  // Today in Addis Ababa, and the N−1 days before it.
  const today = addisDate(new Date().toISOString());
  const first = new Date(Date.parse(`${today}T00:00:00+03:00`) - (days - 1) * 86_400_000);
  const rows = await repo.perDay(db, id, first);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const list = Array.from({ length: days }, (_, i) => {
    const day = addisDate(new Date(Date.parse(`${today}T12:00:00+03:00`) - i * 86_400_000).toISOString());
    const r = byDay.get(day);
    const impressions = r?.impressions ?? 0;
    const clicks = r?.clicks ?? 0;
    return { day, impressions, clicks, ctr: ratio(clicks, impressions) };
  });
  const { impressionsCount: impressions, clicksCount: clicks } = ad.ad;
  return { ad_id: id, totals: { impressions, clicks, ctr: ratio(clicks, impressions) }, days: list };
}
