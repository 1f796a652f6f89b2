import { mdiEyeOffOutline } from '@mdi/js';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/Toast';
import { getListing } from '../api/review';
import { ReasonDialog } from './ReasonDialog';
import { decisionError, useReject } from './use-reject';

/** A listing's number from what staff paste: `1234`, `#1234`, or the link of its page. */
function listingIdFrom(input: string): number | null {
  const text = input.trim();
  const match = /^#?(\d{1,10})$/.exec(text) ?? /\/properties\/(\d{1,10})(?:[/?#]|$)/.exec(text);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Take a published listing down by its number or link (a report by phone, a link in a complaint):
 * the listing is looked up first, so that the dialog names what is about to disappear.
 */
export function TakeDownPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [finding, setFinding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const takeDown = useReject<PropertyDetail>(
    (listing) => {
      setInput('');
      toast.success(t('admin.review.takeDown.done', { title: listing.title }));
      onDone();
    },
    // The listing itself, also when a change of it waits for review.
    () => ({ take_down: true }),
  );

  const find = async () => {
    const id = listingIdFrom(input);
    setProblem(null);
    if (id === null) {
      setProblem(t('admin.review.takeDown.invalid'));
      return;
    }
    setFinding(true);
    try {
      takeDown.ask(await getListing(id));
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 404
          ? t('admin.review.takeDown.notFound')
          : decisionError(error, t),
      );
    } finally {
      setFinding(false);
    }
  };

  const target = takeDown.target;
  const hidden = target !== null && !['available', 'sold', 'rented'].includes(target.status);
  return (
    <>
      <details className="rounded-lg bg-surface shadow-card">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-medium">
          <Icon path={mdiEyeOffOutline} size={20} className="text-error" />
          {t('admin.review.takeDown.heading')}
        </summary>
        <form
          noValidate
          className="flex flex-col gap-3 border-t border-black/10 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!finding) void find();
          }}
        >
          <p className="text-sm text-muted">{t('admin.review.takeDown.intro')}</p>
          <div className="flex flex-wrap items-start gap-3">
            <div className="min-w-60 flex-1">
              <TextField
                label={t('admin.review.takeDown.field')}
                placeholder={t('admin.review.takeDown.placeholder')}
                value={input}
                onChange={(event) => setInput(event.target.value)}
                error={problem ?? undefined}
                inputMode="url"
                autoComplete="off"
              />
            </div>
            <Button type="submit" busy={finding} className="sm:mt-6">
              {t('admin.review.takeDown.find')}
            </Button>
          </div>
        </form>
      </details>
      {/* Outside <details>: a closed one would hide the dialog with the rest of its content. */}
      <ReasonDialog
        open={target !== null}
        title={t('admin.review.takeDown.title', { title: target?.title ?? '' })}
        confirmLabel={t('admin.review.takeDown.button')}
        busy={takeDown.busy}
        error={takeDown.error}
        onSubmit={(reason) => void takeDown.submit(reason)}
        onCancel={takeDown.cancel}
      >
        <p>{t('admin.review.listingNumber', { id: target?.id ?? 0 })}</p>
        <p className="mt-1">
          {t(hidden ? 'admin.review.takeDown.alreadyHidden' : 'admin.review.takeDown.dialogIntro')}
        </p>
      </ReasonDialog>
    </>
  );
}
