import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { CurrentUser, UpdateProfileBody } from '@shared/schemas/users';
import type { AppContext } from '../../context';
import type { users } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { sameAddress } from '../../lib/mailer';
import type { Viewer } from '../../lib/viewer';
import { deleteStoredImage, ImageRejectedError, processImage, storeProcessedImage } from '../../media/images';
import { presentCurrentUser } from './presenter';
import { usersRepository as repo } from './repository';

/** A profile picture is shown small: three widths are plenty and keep the upload quick. */
const PICTURE_WIDTHS = [160, 320, 640] as const;

/** The `currentUser` answer for a user id (registration, sign-in flows and `/me`). */
export async function loadCurrentUser(ctx: AppContext, userId: number): Promise<CurrentUser> {
  const row = await repo.currentUser(ctx.database.db, userId);
  if (!row) throw notFound();
  return presentCurrentUser(ctx.storage, row);
}

/** `GET /auth/users/me/` */
export async function getMe(ctx: AppContext, viewer: Viewer | null): Promise<CurrentUser> {
  const me = requireViewer(viewer);
  return loadCurrentUser(ctx, me.id);
}

/**
 * `PATCH /users/profile/`: only the fields of `updateProfileBody` change (roles, verification,
 * username and the rest are not in it, so they are never written; the e-mail address has its own
 * flow). A new picture goes through the image pipeline before the transaction; the old one is
 * deleted only after the change commits.
 */
export async function updateProfile(
  ctx: AppContext,
  viewer: Viewer | null,
  body: UpdateProfileBody,
  picture?: Buffer,
): Promise<CurrentUser> {
  const me = requireViewer(viewer);
  const stored = picture ? await storePicture(ctx, picture) : undefined;
  let replacedPictureId: number | null = null;
  try {
    await ctx.database.db.transaction(async (tx) => {
      const row = await repo.lockForUpdate(tx, me.id);
      if (!row) throw notFound();
      const values: Partial<typeof users.$inferInsert> = {};
      if (body.full_name !== undefined) values.fullName = body.full_name;
      if (body.phone_number !== undefined) values.phoneNumber = body.phone_number;
      if (body.bio !== undefined) values.bio = body.bio;
      if (body.telegram_username !== undefined) values.telegramUsername = body.telegram_username;
      // The address changes only through set_email (password, then a link to the new address):
      // an access token alone must never move the account to another mailbox. A client sending
      // the whole profile back with the address unchanged is answered as before.
      if (body.email !== undefined && !sameAddress(body.email, row.email))
        throw fieldError('email', ACCOUNT_MESSAGES.emailChangeNeedsPassword);
      if (stored) {
        values.profilePictureId = await repo.insertImage(tx, { ...stored, uploadedById: me.id });
        replacedPictureId = row.pictureId;
      } else if (body.remove_profile_picture) {
        values.profilePictureId = null;
        replacedPictureId = row.pictureId;
      }
      await repo.update(tx, me.id, values);
      const agentFields = { companyName: body.company_name, agentLicenseNumber: body.agent_license_number };
      // Company and licence belong to agents; other accounts' values are ignored.
      if (
        row.isAgent &&
        (agentFields.companyName !== undefined || agentFields.agentLicenseNumber !== undefined)
      )
        await repo.upsertAgentProfile(tx, me.id, agentFields);
    });
  } catch (error) {
    if (stored) await deleteStoredImage(ctx.storage, stored.variants).catch(() => {});
    throw error;
  }
  if (replacedPictureId !== null) await removePicture(ctx, replacedPictureId);
  return loadCurrentUser(ctx, me.id);
}

async function storePicture(ctx: AppContext, picture: Buffer) {
  try {
    const processed = await processImage(picture, { widths: PICTURE_WIDTHS });
    return await storeProcessedImage(ctx.storage, processed);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw fieldError('profile_picture', error.message);
    throw error;
  }
}

/** Deletes a replaced picture (row, then files). A failure leaves an orphan, never a broken profile. */
async function removePicture(ctx: AppContext, imageId: number): Promise<void> {
  try {
    const variants = await repo.deleteUnusedImage(ctx.database.db, imageId);
    if (variants) await deleteStoredImage(ctx.storage, variants);
  } catch (error) {
    ctx.log.warn({ err: error, image_id: imageId }, 'could not remove a replaced profile picture');
  }
}
