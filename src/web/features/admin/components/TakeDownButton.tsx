import type { AdminListing } from '@shared/schemas/admin';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/Toast';
import { ReasonDialog } from './ReasonDialog';
import { useReject } from './use-reject';

/** The id of a listing's title link in a table: focus goes there once its button is gone. */
export const listingLinkId = (id: number) => `admin-listing-${id}`;

/** "Take down" on a published listing: asks for the reason its owner reads, then reloads the page. */
export function TakeDownButton({ listing }: { listing: Pick<AdminListing, 'id' | 'title'> }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const takeDown = useReject<Pick<AdminListing, 'id' | 'title'>>(
    async (target) => {
      toast.success(t('admin.review.takeDown.done', { title: target.title }));
      await revalidator.revalidate();
      // The button leaves with the reload; the listing's title keeps the place.
      document.getElementById(listingLinkId(target.id))?.focus();
    },
    // The listing itself, also when a change of it waits for review.
    () => ({ take_down: true }),
  );
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => takeDown.ask(listing)}
        aria-label={t('admin.review.takeDown.buttonOf', { title: listing.title })}
        className="h-9 whitespace-nowrap border border-error/60 px-3 text-sm text-error! hover:bg-error/5!"
      >
        {t('admin.review.takeDown.button')}
      </Button>
      <ReasonDialog
        open={takeDown.target !== null}
        title={t('admin.review.takeDown.title', { title: listing.title })}
        confirmLabel={t('admin.review.takeDown.button')}
        busy={takeDown.busy}
        error={takeDown.error}
        onSubmit={(reason) => void takeDown.submit(reason)}
        onCancel={takeDown.cancel}
      >
        {t('admin.review.takeDown.dialogIntro')}
      </ReasonDialog>
    </>
  );
}
