import type {
  AdminBackground,
  CreateBackgroundBody,
  UpdateBackgroundBody,
} from '@shared/schemas/admin-backgrounds';
import type { AppContext } from '../../context';
import type { backgrounds } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
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
import { type BackgroundRow, backgroundsRepository as repo } from './staff-repository';

type Columns = typeof backgrounds.$inferSelect;

const snapshot = (b: Columns) => ({
  id: b.id,
  page_type: b.pageType,
  image_id: b.imageId,
  credit: b.credit,
  is_active: b.isActive,
});

const present = (ctx: AppContext, { background: b, image }: BackgroundRow): AdminBackground => ({
  id: b.id,
  page_type: b.pageType as AdminBackground['page_type'],
  image: presentImage(ctx.storage, image),
  credit: b.credit,
  is_active: b.isActive,
  created_at: b.createdAt.toISOString(),
});

async function load(ctx: AppContext, id: number) {
  const row = await repo.byId(ctx.database.db, id);
  if (!row) throw notFound();
  return present(ctx, row);
}

/** `GET /admin/backgrounds/`: every background, active or not, newest first. */
export async function listBackgrounds(ctx: AppContext, viewer: Viewer | null, pageType?: string) {
  requireStaff(viewer);
  const rows = await repo.list(ctx.database.db, pageType);
  return { count: rows.length, results: rows.map((r) => present(ctx, r)) };
}

/** `POST /admin/backgrounds/`: a new hero image for a page type (the image is required). */
export async function createBackground(
  ctx: AppContext,
  viewer: Viewer | null,
  body: CreateBackgroundBody,
  image: Buffer | undefined,
  ip: string,
): Promise<AdminBackground> {
  const staff = requireStaff(viewer);
  if (!image) throw fieldError('image', 'No file was submitted.');
  const stored = await storeUpload(ctx, image, 'image');
  let id: number;
  try {
    id = await ctx.database.db.transaction(async (tx) => {
      const imageId = await adminImagesRepository.insert(tx, { ...stored, uploadedById: staff.id });
      const newId = await repo.insert(tx, {
        pageType: body.page_type,
        credit: body.credit,
        isActive: body.is_active,
        imageId,
      });
      await recordAudit(tx, {
        actor: staff.id,
        action: 'background.create',
        entityType: 'background',
        entityId: newId,
        after: snapshot((await repo.lock(tx, newId))!),
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

/** `PATCH /admin/backgrounds/{id}/`: credit, page type, active flag, or a new image; audited. */
export async function updateBackground(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: UpdateBackgroundBody,
  image: Buffer | undefined,
  ip: string,
): Promise<AdminBackground> {
  const staff = requireStaff(viewer);
  if (!(await repo.byId(ctx.database.db, id))) throw notFound();
  const stored = image ? await storeUpload(ctx, image, 'image') : undefined;
  let replaced: number | null = null;
  try {
    await ctx.database.db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw notFound();
      const values: Partial<Columns> = {};
      if (body.page_type !== undefined) values.pageType = body.page_type;
      if (body.credit !== undefined) values.credit = body.credit;
      if (body.is_active !== undefined) values.isActive = body.is_active;
      if (stored) {
        values.imageId = await adminImagesRepository.insert(tx, { ...stored, uploadedById: staff.id });
        replaced = before.imageId;
      }
      if (Object.keys(values).length) await repo.update(tx, id, values);
      await recordAudit(tx, {
        actor: staff.id,
        action: 'background.update',
        entityType: 'background',
        entityId: id,
        before: snapshot(before),
        after: snapshot((await repo.lock(tx, id))!),
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
