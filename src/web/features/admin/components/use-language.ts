import type { LanguageCode } from '@shared/enums';
import { useTranslation } from 'react-i18next';

/** The page's language, for dates and numbers. */
export function useLanguage(): LanguageCode {
  return useTranslation().i18n.language as LanguageCode;
}
