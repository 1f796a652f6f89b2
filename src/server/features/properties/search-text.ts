import { searchKey } from './search/normalize';

export interface SearchTextParts {
  title: string;
  description: string;
  titleAm?: string | null;
  descriptionAm?: string | null;
  address?: string | null;
  /** "Near Edna Mall": found like a place name, so it ranks with titles and places. */
  landmark?: string | null;
  /** Kebele, sub-city, city and region names, in English and Amharic. */
  locationNames?: Array<string | null | undefined>;
}

/**
 * The two search columns of a listing: `searchText` (everything a search matches) and
 * `searchTitle` (titles, landmark and places, which rank first). Recomputed on every write of a listing.
 */
export function buildSearchText(parts: SearchTextParts): { searchText: string; searchTitle: string } {
  const places = (parts.locationNames ?? []).filter(Boolean).join(' ');
  const searchTitle = searchKey(
    [parts.title, parts.titleAm, parts.landmark, places].filter(Boolean).join(' '),
  );
  const searchText = searchKey(
    [
      parts.title,
      parts.titleAm,
      parts.address,
      parts.landmark,
      places,
      parts.description,
      parts.descriptionAm,
    ]
      .filter(Boolean)
      .join(' '),
  );
  return { searchText, searchTitle };
}
