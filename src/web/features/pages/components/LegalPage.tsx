import type { LanguageCode } from '@shared/enums';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import type { LegalContent } from '../types';
import { PageHeader } from './PageHeader';
import { Sections, sectionId } from './Sections';

/** Terms of service and privacy policy: date of the version (reader's calendar), contents, sections. */
export function LegalPage({ title, content }: { title: string; content: LegalContent }) {
  const { t, i18n } = useTranslation();
  const updated = formatDate(`${content.updated}T12:00:00Z`, i18n.language as LanguageCode);
  return (
    <>
      <PageHeader title={title} intro={content.intro}>
        <p className="mt-4 text-sm text-muted">{t('pages.lastUpdated', { date: updated })}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10">
        <nav aria-labelledby="toc-title" className="rounded-lg bg-surface p-5 shadow-card">
          <h2 id="toc-title" className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
            {t('pages.onThisPage')}
          </h2>
          <ol className="grid gap-2 text-sm sm:grid-cols-2">
            {content.sections.map((s, i) => (
              <li key={s.title}>
                <a href={`#${sectionId(i)}`} className="text-primary hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Sections sections={content.sections} />
      </div>
    </>
  );
}
