import type { PropertyDetail } from '@shared/schemas/property-detail';
import type { OwnListing } from '@shared/schemas/publishing';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, translatedFields } from '../../../lib/forms';
import { useTranslation } from '../../../lib/translation';
import { throttledWait } from '../../../lib/wait';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import type { Catalogue } from '../api/catalogue';
import { createProperty } from '../api/create-property';
import { forgetUploads, uploadFiles } from '../api/resumable-upload';
import { updateProperty } from '../api/update-property';
import {
  emptyGallery,
  type Gallery,
  galleryChanged,
  galleryFromImages,
  newFiles,
  withPreparedFiles,
} from '../gallery';
import {
  emptyListingValues,
  GALLERY_FIELDS,
  type ListingFormValues,
  listingFormData,
  listingResolver,
  SERVER_FIELDS,
  valuesFromListing,
} from '../listing-form';
import { shrinkPhoto } from '../shrink-photo';
import { useVideos } from '../use-videos';
import { pendingUploads } from '../video-list';
import { ImagePicker } from './ImagePicker';
import { LeaveGuard } from './LeaveGuard';
import { ListingExtras } from './ListingExtras';
import {
  AddressField,
  BasicsFields,
  DescriptionFields,
  FormSection,
  RoomFields,
  StatusField,
} from './ListingFields';
import { LocationFields } from './LocationFields';
import { LandmarkField, TermsFields } from './TermsFields';
import { VideoManager } from './VideoManager';

/** What a saved listing waits for: staff review of the listing, of its changes, or nothing. */
export type Waits = 'listing' | 'change' | null;

/** Where the form is: filling in, sending the listing, then sending its videos (they need its id). */
type Phase = 'editing' | 'saving' | 'videos' | 'videos-failed';

/**
 * The add and edit listing form (spec §2 Add Property, §5). The listing goes first as one
 * multipart request; its videos follow one by one once the listing has an id, each with its
 * progress. A failed request keeps everything typed and chosen, with the server's messages next
 * to their fields. `onDone` runs when the listing and all its videos are saved.
 */
/** The listing a 400 says the publisher already has (`duplicate_of`), if it says so. */
function duplicateOf(error: unknown): { id: number; title: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const found = (error.body as { duplicate_of?: { id?: unknown; title?: unknown } } | null)?.duplicate_of;
  return typeof found?.id === 'number' && typeof found.title === 'string'
    ? { id: found.id, title: found.title }
    : null;
}

export function PropertyForm({
  listing,
  catalogue,
  canChangeStatus = false,
  changesNeedReview = false,
  onDone,
}: {
  /** The listing to edit; none for a new one. */
  listing?: PropertyDetail;
  /** The features and amenities offered, loaded with the route (`loadCatalogue`). */
  catalogue: Catalogue;
  canChangeStatus?: boolean;
  /** A published listing of a publisher whose changes wait for staff (decision 028). */
  changesNeedReview?: boolean;
  onDone: (saved: { id: number; created: boolean; waits: Waits }) => void;
}) {
  const { t } = useTranslation();
  const mode = listing ? 'edit' : 'create';
  const original = useMemo(
    () => ({
      gallery: listing ? galleryFromImages(listing.images) : emptyGallery(),
      status: listing?.status ?? '',
    }),
    [listing],
  );
  const [gallery, setGalleryState] = useState<Gallery>(original.gallery);
  const galleryRef = useRef(gallery);
  const [galleryError, setGalleryError] = useState<string | undefined>();
  const needs = useRef({ subcity: false, kebele: false });
  const form = useForm<ListingFormValues>({
    defaultValues: listing ? valuesFromListing(listing) : emptyListingValues(),
    resolver: listingResolver(t, () => ({
      mode,
      gallery: galleryRef.current,
      needsSubcity: needs.current.subcity,
      needsKebele: needs.current.kebele,
    })),
  });
  const [phase, setPhase] = useState<Phase>('editing');
  /** Percentage of the listing's upload; null while the photos are being prepared. */
  const [sent, setSent] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  /** The publisher's own listing of the same home, when the server refused a second one (decision 050). */
  const [existing, setExisting] = useState<{ id: number; title: string } | null>(null);
  const saved = useRef<OwnListing | null>(null);
  const videos = useVideos(listing?.id ?? null, listing?.videos ?? []);

  const setGallery = (next: Gallery) => {
    galleryRef.current = next;
    setGalleryState(next);
    if (form.formState.isSubmitted)
      setGalleryError(next.items.length ? undefined : t('listingForm.imagesRequired'));
  };
  const onRequirements = useCallback((n: { subcity: boolean; kebele: boolean }) => {
    needs.current = n;
  }, []);

  /** What the saved listing waits for: review as a whole, review of its changes, or nothing. */
  const waitsFor = (result: OwnListing, withVideos: boolean): Waits => {
    if (result.review_state === 'pending') return 'listing';
    // New videos of a published listing join its changes waiting for review.
    if (result.change_review?.state === 'pending' || (withVideos && changesNeedReview)) return 'change';
    return null;
  };

  /** Sends the videos still waiting, then leaves; on a failure the user may retry or go on. */
  const finish = async (result: OwnListing) => {
    const created = mode === 'create';
    const uploads = pendingUploads(videos.list).length;
    if (uploads === 0) return onDone({ id: result.id, created, waits: waitsFor(result, false) });
    setPhase('videos');
    const ok = await videos.uploadAll(result.id);
    if (ok) onDone({ id: result.id, created, waits: waitsFor(result, true) });
    else setPhase('videos-failed');
  };

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(null);
      setExisting(null);
      setGalleryError(undefined);
      setPhase('saving');
      try {
        setSent(null);
        const photos = await withPreparedFiles(galleryRef.current, shrinkPhoto);
        setSent(0);
        // The photos go first, each resumably (a dropped connection costs only what was not yet
        // sent); the form then names them, and its own upload is a few kilobytes.
        const sends = mode === 'create' || galleryChanged(photos, original.gallery);
        const uploads = await uploadFiles('photo', sends ? newFiles(photos) : [], setSent);
        const body = listingFormData(values, photos, mode, original, uploads.ids);
        const ignore = () => {};
        const result =
          mode === 'create'
            ? await createProperty(body, ignore)
            : await updateProperty(listing!.id, body, ignore);
        forgetUploads(uploads.fingerprints);
        saved.current = result;
        await finish(result);
      } catch (error) {
        setPhase('editing');
        // Past the daily limit of new listings: say when, and keep everything entered.
        const wait = mode === 'create' ? throttledWait(t, error) : undefined;
        if (wait) {
          setAlert(t('listingForm.throttled', { wait }));
          window.scrollTo({ top: 0, behavior: 'smooth' });
          return;
        }
        const duplicate = duplicateOf(error);
        if (duplicate) {
          setExisting(duplicate);
          window.scrollTo({ top: 0, behavior: 'smooth' });
          return;
        }
        const fallback = t(mode === 'create' ? 'listingForm.createFailed' : 'listingForm.updateFailed');
        if (error instanceof ApiError) {
          const translated = translatedFields(error, t);
          const photoError = GALLERY_FIELDS.flatMap((f) => translated[f] ?? []).join(' ');
          if (photoError) setGalleryError(photoError);
        }
        const message = applyServerErrors(
          error,
          form.setError,
          [...SERVER_FIELDS, ...GALLERY_FIELDS],
          fallback,
          t,
        );
        setAlert(message ?? t('listingForm.fixErrors'));
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
    },
    (errors) => {
      setPhase('editing');
      setGalleryError((errors as Record<string, { message?: string }>).images?.message);
      // Spec §5: on submit, price and area must be present.
      const values = form.getValues();
      setAlert(
        !values.price.trim() || !values.area.trim()
          ? t('listingForm.priceAreaRequired')
          : t('listingForm.fixErrors'),
      );
    },
  );

  const locked = phase !== 'editing';
  const dirty =
    phase === 'editing' &&
    (form.formState.isDirty ||
      galleryChanged(gallery, original.gallery) ||
      pendingUploads(videos.list).length > 0);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <LeaveGuard dirty={dirty} />
      <p className="-mt-3 text-sm text-muted">{t('listingForm.allRequired')}</p>
      {alert && <Alert tone="error">{alert}</Alert>}
      {existing && (
        <Alert tone="error">
          <p>{t('listingForm.alreadyListed', { title: existing.title })}</p>
          <Link
            to={`/my-properties/${existing.id}/edit`}
            className="mt-2 inline-block font-semibold text-primary underline"
          >
            {t('listingForm.seeListing')}
          </Link>
        </Alert>
      )}
      {phase === 'videos' && (
        <Alert tone="info">
          {t(mode === 'create' ? 'listingForm.createdUploading' : 'listingForm.savedUploading')}
        </Alert>
      )}
      {phase === 'videos-failed' && (
        <Alert tone="error">
          <p>{t('listingForm.videosFailed')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void finish(saved.current!)}>{t('listingForm.retryVideos')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                const s = saved.current!;
                onDone({ id: s.id, created: mode === 'create', waits: waitsFor(s, false) });
              }}
            >
              {t('listingForm.continueWithout')}
            </Button>
          </div>
        </Alert>
      )}
      <FormSection title={t('listingForm.sectionBasics')}>
        <fieldset disabled={locked} className="contents">
          <BasicsFields form={form} />
          {canChangeStatus && <StatusField form={form} />}
        </fieldset>
      </FormSection>
      <FormSection title={t('listingForm.sectionLocation')}>
        <LocationFields
          form={form}
          prefillCity={mode === 'create'}
          onRequirements={onRequirements}
          disabled={locked}
        />
        <fieldset disabled={locked} className="contents">
          <AddressField form={form} />
          <LandmarkField form={form} />
        </fieldset>
      </FormSection>
      <FormSection title={t('listingForm.sectionRooms')}>
        <fieldset disabled={locked} className="contents">
          <RoomFields form={form} />
        </fieldset>
      </FormSection>
      <FormSection title={t('terms.section')}>
        <fieldset disabled={locked} className="contents">
          <TermsFields form={form} />
        </fieldset>
      </FormSection>
      <FormSection title={t('listingForm.sectionDescription')}>
        <fieldset disabled={locked} className="contents">
          <DescriptionFields form={form} />
        </fieldset>
      </FormSection>
      <div className="rounded-xl bg-surface p-4 shadow-card sm:p-6">
        <ImagePicker gallery={gallery} onChange={setGallery} error={galleryError} disabled={locked} />
      </div>
      <div className="rounded-xl bg-surface p-4 shadow-card sm:p-6">
        <VideoManager
          videos={videos}
          canUpload={mode === 'edit'}
          disabled={phase === 'saving' || phase === 'videos'}
        />
      </div>
      <FormSection title={t('listingForm.sectionMore')}>
        <fieldset disabled={locked} className="contents">
          <ListingExtras form={form} catalogue={catalogue} />
        </fieldset>
      </FormSection>
      {mode === 'create' && <p className="text-sm text-muted">{t('listingForm.reviewNote')}</p>}
      {changesNeedReview && <p className="text-sm text-muted">{t('listingForm.changesNeedReview')}</p>}
      <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-black/10 bg-surface/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        {/* The progress sits at the button just pressed, where the eyes are (the top may be far). */}
        {phase === 'saving' && <SendProgress percent={sent} />}
        <Link
          to="/my-properties"
          className="inline-flex h-11 shrink-0 items-center rounded-md px-4 font-semibold text-ink hover:bg-background"
        >
          {t('listingForm.cancel')}
        </Link>
        <Button type="submit" busy={phase === 'saving' || phase === 'videos'} disabled={locked}>
          {t(mode === 'create' ? 'listingForm.publish' : 'listingForm.save')}
        </Button>
      </div>
    </form>
  );
}

/** While the listing goes: preparing the photos, then the upload's percentage. */
function SendProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  const label = percent === null ? t('listingForm.preparingPhotos') : t('listingForm.sending', { percent });
  return (
    <div
      role="status"
      className="flex min-w-0 basis-full flex-col gap-1 rounded-md sm:basis-0 sm:flex-1 border border-info/30 bg-primary-light px-3 py-2 text-sm text-primary-dark"
    >
      <span>{label}</span>
      <div
        role="progressbar"
        aria-label={t('listingForm.sendingLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 overflow-hidden rounded-full bg-white"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent ?? 0}%` }} />
      </div>
    </div>
  );
}
