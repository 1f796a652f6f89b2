import { useId, useState } from 'react';
import { cut } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';

/** Characters shown before "Show more". */
const SHORT = 240;

/** A long text cut to a few lines, with a button that shows all of it (and hides it again). */
export function ExpandableText({ text, lang }: { text: string; lang?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = Array.from(text).length > SHORT;
  return (
    <div className="text-sm">
      <p id={id} lang={lang} className="whitespace-pre-line text-ink/90">
        {long && !open ? cut(text, SHORT) : text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-0.5 min-h-9 font-medium text-primary hover:underline"
        >
          {t(open ? 'admin.review.showLess' : 'admin.review.showMore')}
        </button>
      )}
    </div>
  );
}
