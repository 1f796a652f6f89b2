import type { LanguageCode } from '@shared/enums';
import { useTranslation } from '../../../lib/translation';

/** The page's language, for dates and numbers. */
export function useLanguage(): LanguageCode {
  return useTranslation().i18n.language as LanguageCode;
}
