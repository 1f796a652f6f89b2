import type { Background } from '@shared/schemas/ads';
import type { AppContext } from '../../context';
import { presentBackground } from './presenter';
import { selectBackgrounds } from './repository';

/** `GET /properties/backgrounds/?page_type=`: public, read from the replica. */
export async function listBackgrounds(ctx: AppContext, pageType?: string): Promise<Background[]> {
  const rows = await selectBackgrounds(ctx.database.read, pageType);
  return rows.map((row) => presentBackground(ctx.storage, row));
}
