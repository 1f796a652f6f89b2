import { ETHIOPIC_LANGUAGES, type LanguageCode } from '@shared/enums';

/** A place's name in the reader's script: the Amharic name for Ge'ez-script languages when known. */
export function placeName(place: { name: string; amharic_name?: string | null }, lang: string): string {
  return ETHIOPIC_LANGUAGES.includes(lang as LanguageCode) && place.amharic_name
    ? place.amharic_name
    : place.name;
}
