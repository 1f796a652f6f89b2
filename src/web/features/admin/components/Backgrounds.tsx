import { IMAGE } from '@shared/constants';
import { BACKGROUND_PAGE_TYPES } from '@shared/enums';
import type { AdminBackground } from '@shared/schemas/admin-backgrounds';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Picture } from '../../../ui/Picture';
import { TextField } from '../../../ui/TextField';
import { createBackground, updateBackground } from '../api/backgrounds';
import { CheckField, Pill, SelectField } from './Controls';
import { ImageButton, useImageChoice } from './ImagePicker';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError
    ? Object.values(error.fields).flat().join(' ') || error.detail || fallback
    : fallback;

/** Adds a background: page, picture (previewed), credit, active. */
export function NewBackgroundForm() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const picture = useImageChoice();
  const [pageType, setPageType] = useState<string>('home');
  const [credit, setCredit] = useState('');
  const [active, setActive] = useState(true);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!picture.file) return picture.setError(t('admin.backgrounds.imageRequired'));
    setBusy(true);
    setStatus(null);
    const body = new FormData();
    body.append('page_type', pageType);
    body.append('credit', credit);
    body.append('is_active', String(active));
    body.append('image', picture.file);
    try {
      await createBackground(body);
      picture.clear();
      setCredit('');
      await revalidator.revalidate();
      setStatus({ tone: 'success', message: t('admin.backgrounds.added') });
    } catch (error) {
      setStatus({ tone: 'error', message: messageOf(error, t('admin.saveFailed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg bg-surface p-5 shadow-card">
      <h3 className="text-lg font-semibold">{t('admin.backgrounds.add')}</h3>
      {status && <Alert tone={status.tone}>{status.message}</Alert>}
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <SelectField
          label={t('admin.backgrounds.pageType')}
          value={pageType}
          onChange={(e) => setPageType(e.target.value)}
          options={BACKGROUND_PAGE_TYPES.map((p) => ({
            value: p,
            label: t(`admin.backgrounds.pageTypes.${p}`),
          }))}
        />
        <TextField
          label={t('admin.backgrounds.credit')}
          hint={t('admin.backgrounds.creditHint')}
          value={credit}
          maxLength={200}
          onChange={(e) => setCredit(e.target.value)}
        />
        <CheckField
          label={t('admin.backgrounds.active')}
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
        />
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <ImageButton
          label={t('admin.ads.form.chooseImage')}
          onChange={picture.choose}
          error={picture.error}
          hint={t('admin.backgrounds.imageHint', { max: IMAGE.maxUploadBytes / 1024 / 1024 })}
        />
        {picture.preview && (
          <img
            src={picture.preview}
            alt={t('admin.ads.form.preview')}
            className="h-24 w-40 rounded object-cover"
          />
        )}
      </div>
      <Button type="submit" busy={busy} className="self-start">
        {t('admin.add')}
      </Button>
    </form>
  );
}

/** One background: picture, credit, state; switch on/off or replace the picture. */
export function BackgroundCard({ background: b }: { background: AdminBackground }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const picture = useImageChoice();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (body: FormData | { is_active: boolean }) => {
    setBusy(true);
    setError(null);
    try {
      await updateBackground(b.id, body);
      await revalidator.revalidate();
    } catch (e) {
      setError(messageOf(e, t('admin.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="overflow-hidden rounded-lg bg-surface shadow-card">
      <Picture
        image={b.image}
        alt={b.credit}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-col gap-2 p-3">
        <div className="flex items-center justify-between gap-2">
          <Pill tone={b.is_active ? 'green' : 'grey'}>
            {t(b.is_active ? 'admin.backgrounds.active' : 'admin.ads.states.inactive')}
          </Pill>
          <span className="text-xs text-muted">#{b.id}</span>
        </div>
        <p className="text-sm">{b.credit || '—'}</p>
        {error && (
          <p role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-start gap-2">
          <Button
            variant="secondary"
            className="h-9 px-3 text-sm"
            busy={busy}
            onClick={() => run({ is_active: !b.is_active })}
          >
            {t(b.is_active ? 'admin.backgrounds.deactivate' : 'admin.backgrounds.activate')}
          </Button>
          <ImageButton
            label={t('admin.backgrounds.replaceImage')}
            error={picture.error}
            onChange={(event) => {
              const file = event.target.files?.[0];
              picture.choose(event);
              if (!file?.type.startsWith('image/') || file.size > IMAGE.maxUploadBytes) return;
              const body = new FormData();
              body.append('image', file);
              void run(body);
            }}
          />
        </div>
      </div>
    </article>
  );
}
