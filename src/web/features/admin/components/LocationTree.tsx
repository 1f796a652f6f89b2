import { mdiChevronDown, mdiChevronRight, mdiPencilOutline, mdiPlus } from '@mdi/js';
import {
  type AdminLocation,
  LOCATION_LEVELS,
  type LocationLevel,
  PARENT_FIELD,
} from '@shared/schemas/admin-locations';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { createLocation, listLocations, updateLocation } from '../api/locations';
import { LocationForm } from './LocationForm';

const childOf = (level: LocationLevel): LocationLevel | null =>
  LOCATION_LEVELS[LOCATION_LEVELS.indexOf(level) + 1] ?? null;

/** One level's places, then a way to add one more. */
function Places({
  level,
  parent,
  initial,
  onCountChange,
}: {
  level: LocationLevel;
  parent: number | null;
  initial: AdminLocation[];
  onCountChange?: (count: number) => void;
}) {
  const { t } = useTranslation();
  const [places, setPlaces] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const addLabel =
    level === 'regions' ? t('admin.locations.addRegion') : t(`admin.locations.addLevel.${level}`);
  return (
    <div>
      {places.length === 0 && <p className="py-1 text-sm text-muted">{t('admin.locations.empty')}</p>}
      <ul className="flex flex-col">
        {places.map((p) => (
          <Place
            key={p.id}
            level={level}
            place={p}
            onSaved={(saved) => setPlaces((all) => all.map((x) => (x.id === saved.id ? saved : x)))}
          />
        ))}
      </ul>
      {notice && (
        <div className="my-2">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      {adding ? (
        <LocationForm
          level={level}
          submitLabel={t('admin.add')}
          onCancel={() => setAdding(false)}
          onSubmit={async (body) => {
            const parentField = PARENT_FIELD[level];
            const created = await createLocation(level, {
              ...body,
              ...(parentField && parent ? { [parentField]: parent } : {}),
            });
            const next = [...places, created].sort((a, b) => a.name.localeCompare(b.name));
            setPlaces(next);
            onCountChange?.(next.length);
            setAdding(false);
            setNotice(t('admin.locations.added', { name: created.name }));
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setNotice(null);
            setAdding(true);
          }}
          className="mt-1 inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:bg-primary-light"
        >
          <Icon path={mdiPlus} size={18} />
          {addLabel}
        </button>
      )}
    </div>
  );
}

/** A place: open it to see what it holds, rename it in place. */
function Place({
  level,
  place,
  onSaved,
}: {
  level: LocationLevel;
  place: AdminLocation;
  onSaved: (p: AdminLocation) => void;
}) {
  const { t } = useTranslation();
  const child = childOf(level);
  const [open, setOpen] = useState(false);
  const [children, setChildren] = useState<AdminLocation[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [childCount, setChildCount] = useState(place.children_count);
  const [notice, setNotice] = useState<string | null>(null);
  const toggle = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (children || !child) return;
    setLoading(true);
    setFailed(false);
    try {
      setChildren((await listLocations(child, place.id)).results);
    } catch {
      setFailed(true);
      setOpen(false);
    } finally {
      setLoading(false);
    }
  };
  const label = place.amharic_name ? `${place.name} · ${place.amharic_name}` : place.name;
  return (
    <li className="border-b border-black/5 py-1 last:border-0">
      <div className="flex items-center gap-2">
        {child ? (
          <button
            type="button"
            onClick={toggle}
            aria-expanded={open}
            aria-label={t(open ? 'admin.locations.collapse' : 'admin.locations.expand', { name: place.name })}
            className="flex h-10 w-10 items-center justify-center rounded-md hover:bg-background"
          >
            {loading ? (
              <Spinner label={t('app.loading')} size={20} />
            ) : (
              <Icon path={open ? mdiChevronDown : mdiChevronRight} size={22} />
            )}
          </button>
        ) : (
          <span className="w-10" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium">{label}</p>
          <p className="text-xs text-muted">
            {child
              ? t('admin.locations.counts', { children: childCount, listings: place.listings_count })
              : t('admin.locations.listingsOnly', { listings: place.listings_count })}
            {place.latitude !== null && place.longitude !== null && (
              <>
                {' · '}
                {t('admin.locations.centre')}: {place.latitude.toFixed(4)}, {place.longitude.toFixed(4)}
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={() => {
            setNotice(null);
            setEditing(true);
          }}
          aria-label={t('admin.locations.rename', { name: place.name })}
          className="inline-flex h-10 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:bg-primary-light"
        >
          <Icon path={mdiPencilOutline} size={18} />
          <span className="hidden sm:inline">{t('admin.edit')}</span>
        </button>
      </div>
      {failed && (
        <p role="alert" className="ml-12 text-sm text-error">
          {t('admin.loadFailed')}
        </p>
      )}
      {notice && (
        <div className="ml-12">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      {editing && (
        <div className="ml-12">
          <LocationForm
            level={level}
            place={place}
            submitLabel={t('admin.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              const saved = await updateLocation(level, place.id, body);
              onSaved(saved);
              setEditing(false);
              setNotice(t('admin.locations.renamed', { name: saved.name }));
            }}
          />
        </div>
      )}
      {open && child && children && (
        <div className="ml-5 border-l border-black/10 pl-4">
          <Places level={child} parent={place.id} initial={children} onCountChange={setChildCount} />
        </div>
      )}
    </li>
  );
}

/** The whole tree, starting from the regions. */
export function LocationTree({ regions }: { regions: AdminLocation[] }) {
  return (
    <div className="rounded-lg bg-surface p-3 shadow-card sm:p-5">
      <Places level="regions" parent={null} initial={regions} />
    </div>
  );
}
