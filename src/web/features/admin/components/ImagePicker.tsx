import { IMAGE } from '@shared/constants';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * Chooses one image file, checked for type and size before any upload, and gives its preview
 * URL (revoked when replaced). The server checks the content again.
 */
export function useImageChoice() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !chosen.type.startsWith('image/')) return setError(t('admin.ads.form.notImage'));
    if (chosen && chosen.size > IMAGE.maxUploadBytes)
      return setError(t('admin.ads.form.tooLarge', { max: IMAGE.maxUploadBytes / 1024 / 1024 }));
    setError(null);
    setFile(chosen);
  };
  return { file, preview, error, setError, choose, clear: () => setFile(null) };
}

/** The file button of an image choice (a real file input, labelled, reachable by keyboard). */
export function ImageButton({
  label,
  onChange,
  error,
  hint,
}: {
  label: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | null;
  hint?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex h-11 w-fit cursor-pointer items-center rounded-md border border-primary px-4 font-semibold text-primary focus-within:ring-2 hover:bg-primary-light">
        {label}
        <input
          ref={input}
          type="file"
          accept={ACCEPTED}
          onChange={onChange}
          className="sr-only"
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        />
      </label>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
