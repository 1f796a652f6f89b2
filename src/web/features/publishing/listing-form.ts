import { DESCRIPTION_MIN_LENGTH, MAX_PROPERTY_IMAGES } from '@shared/constants';
import { LISTING_TYPES, type OwnerStatus, PROPERTY_TYPES } from '@shared/enums';
import { MAX_RESIDENTIAL_ADVANCE_MONTHS, termsErrors } from '@shared/listing-terms';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { BOTH_COORDINATES, createPropertyBody, updatePropertyBody } from '@shared/schemas/publishing';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { translateIssue } from '../../lib/forms';
import type { TFunction } from '../../lib/translator';
import { type Gallery, galleryChanged, imageRefs, newFiles } from './gallery';

/**
 * The add/edit listing form: what the inputs hold (text, as typed), how it is checked with the
 * publishing contract's schema (the one the server uses), and the multipart body it becomes.
 */
export interface ListingFormValues {
  title: string;
  title_am: string;
  description: string;
  description_am: string;
  property_type: string;
  listing_type: string;
  price: string;
  area: string;
  bedrooms: string;
  bathrooms: string;
  parking_spaces: string;
  city: string;
  subcity: string;
  kebele: string;
  address: string;
  latitude: string;
  longitude: string;
  /** The Ethiopian terms (`@shared/listing-terms`), as typed; blank is not given. */
  furnished: string;
  condominium_scheme: string;
  floor: string;
  building_floors: string;
  title_deed: string;
  price_negotiable: boolean;
  advance_months: string;
  min_lease_months: string;
  landmark: string;
  /** Slugs of the catalogue (publishing contract: ids or slugs). */
  features: string[];
  amenities: string[];
  /** Edit only, once staff approved the listing. */
  status: OwnerStatus | '';
}

/** Fields sent as text, in the order of the form. */
const TEXT_FIELDS = [
  'title',
  'title_am',
  'property_type',
  'listing_type',
  'price',
  'area',
  'bedrooms',
  'bathrooms',
  'parking_spaces',
  'city',
  'subcity',
  'kebele',
  'address',
  'landmark',
  'latitude',
  'longitude',
  'description',
  'description_am',
  'furnished',
  'condominium_scheme',
  'floor',
  'building_floors',
  'title_deed',
  'advance_months',
  'min_lease_months',
] as const satisfies ReadonlyArray<keyof ListingFormValues>;

/** Every field the server may name in a 400, so its message lands next to that field. */
export const SERVER_FIELDS = [...TEXT_FIELDS, 'price_negotiable', 'features', 'amenities', 'status'] as const;
export const GALLERY_FIELDS = ['images', 'remove_images', 'image_order', 'primary_image'] as const;

export const emptyListingValues = (city = ''): ListingFormValues => ({
  title: '',
  title_am: '',
  description: '',
  description_am: '',
  property_type: '',
  listing_type: '',
  price: '',
  area: '',
  bedrooms: '',
  bathrooms: '',
  parking_spaces: '',
  city,
  subcity: '',
  kebele: '',
  address: '',
  latitude: '',
  longitude: '',
  furnished: '',
  condominium_scheme: '',
  floor: '',
  building_floors: '',
  title_deed: '',
  price_negotiable: false,
  advance_months: '',
  min_lease_months: '',
  landmark: '',
  features: [],
  amenities: [],
  status: '',
});

/** Fields of amounts, where people group the digits ("12,500,000", "12 500 000"). */
const GROUPED_FIELDS = ['price', 'area'] as const;

/**
 * An amount as typed, without the separators that group its digits by three: commas and spaces
 * (also the no-break and thin ones a phone keyboard or a copied text brings). "12,5" is no
 * grouping and stays, to be refused as a number.
 */
const ungroupDigits = (value: string): string =>
  value.trim().replace(/(\d)[,\s\u00a0\u202f](?=\d{3}(?:\D|$))/g, '$1');

/** The values as the contract reads them: amounts without their digit grouping. */
const contractValues = (values: ListingFormValues): ListingFormValues => ({
  ...values,
  ...Object.fromEntries(GROUPED_FIELDS.map((f) => [f, ungroupDigits(values[f])])),
});

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The form filled with a listing, for editing. */
export function valuesFromListing(p: PropertyDetail): ListingFormValues {
  return {
    title: p.title,
    title_am: text(p.title_am),
    description: p.description,
    description_am: text(p.description_am),
    property_type: p.property_type,
    listing_type: p.listing_type,
    price: text(p.price),
    area: text(p.area),
    bedrooms: text(p.bedrooms),
    bathrooms: text(p.bathrooms),
    parking_spaces: p.parking_spaces ? text(p.parking_spaces) : '',
    city: text(p.city?.id),
    subcity: text(p.subcity?.id),
    kebele: text(p.kebele?.id),
    address: p.address,
    latitude: text(p.latitude),
    longitude: text(p.longitude),
    furnished: text(p.furnished),
    condominium_scheme: text(p.condominium_scheme),
    floor: text(p.floor),
    building_floors: text(p.building_floors),
    title_deed: text(p.title_deed),
    price_negotiable: p.price_negotiable,
    advance_months: text(p.advance_months),
    min_lease_months: text(p.min_lease_months),
    landmark: text(p.landmark),
    features: p.features.map((f) => f.slug),
    amenities: p.amenities.map((a) => a.slug),
    // Expiry is the confirmation's to undo (decision 036), a report's and a suspension's staff's
    // (037, 051), not the form's.
    status:
      p.status === 'pending' || p.status === 'expired' || p.status === 'reported' || p.status === 'suspended'
        ? ''
        : p.status,
  };
}

/** The wording of one problem, in the reader's language (spec §5 generic messages). */
function listingIssue(issue: z.core.$ZodIssue, t: TFunction, values: ListingFormValues): string {
  const field = String(issue.path[0] ?? '');
  // Zod issues do not carry the input: what was typed tells "missing" from "not a number".
  const typed = values[field as keyof ListingFormValues];
  if (issue.code === 'invalid_type' && typeof typed === 'string' && typed.trim() !== '') {
    return t('validation.number');
  }
  // An empty choice (a select left at "Choose…") is missing, not a wrong value.
  if (issue.code === 'invalid_value' && typeof typed === 'string' && typed.trim() === '') {
    return t('validation.required');
  }
  if (field === 'description' && issue.code === 'custom') {
    return t('validation.descriptionMin', { min: DESCRIPTION_MIN_LENGTH });
  }
  if (field === 'images') {
    return issue.code === 'too_big' ? t('validation.maxImages') : t('listingForm.imagesRequired');
  }
  if (issue.code === 'custom' && issue.message === BOTH_COORDINATES) return t('listingForm.bothCoordinates');
  if (field === 'latitude' && (issue.code === 'too_small' || issue.code === 'too_big')) {
    return t('listingForm.latitudeRange');
  }
  if (field === 'longitude' && (issue.code === 'too_small' || issue.code === 'too_big')) {
    return t('listingForm.longitudeRange');
  }
  return translateIssue(issue, t);
}

/** The rules between the terms (the advance for a home, the floor within the building), translated. */
function termsCheck(values: ListingFormValues, t: TFunction): Record<string, string> {
  const listingType = LISTING_TYPES.find((v) => v === values.listing_type);
  const propertyType = PROPERTY_TYPES.find((v) => v === values.property_type);
  if (!listingType || !propertyType) return {};
  const count = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : null);
  const errors = termsErrors(
    {
      floor: count(values.floor),
      buildingFloors: count(values.building_floors),
      advanceMonths: count(values.advance_months),
    },
    listingType,
    propertyType,
  );
  const out: Record<string, string> = {};
  if (errors.advance_months)
    out.advance_months = t('terms.advanceTooHigh', { max: MAX_RESIDENTIAL_ADVANCE_MONTHS });
  if (errors.floor) out.floor = t('terms.floorAboveBuilding');
  return out;
}

export interface ListingCheckContext {
  mode: 'create' | 'edit';
  gallery: Gallery;
  /** The chosen city has sub-cities / the chosen sub-city has kebeles: then they are required. */
  needsSubcity: boolean;
  needsKebele: boolean;
}

/**
 * Checks the form with the publishing contract's schema (create or update), plus the rules the
 * form adds on top (spec §5): sub-city and kebele required where they exist, 1–10 photos in all.
 */
export function listingResolver(
  t: TFunction,
  context: () => ListingCheckContext,
): Resolver<ListingFormValues> {
  return async (values) => {
    const ctx = context();
    const files = newFiles(ctx.gallery);
    const schema = ctx.mode === 'create' ? createPropertyBody : updatePropertyBody;
    const { status, ...fields } = contractValues(values);
    const result = await schema.safeParseAsync({
      ...fields,
      ...(status ? { status } : {}),
      images: files,
    });
    const errors: FieldErrors<ListingFormValues> & Record<string, { type: string; message: string }> = {};
    const add = (key: string, type: string, message: string) => {
      errors[key as keyof ListingFormValues] ??= { type, message } as never;
    };
    if (!result.success) {
      for (const issue of result.error.issues)
        add(String(issue.path[0] ?? 'root'), issue.code, listingIssue(issue, t, values));
    }
    for (const [field, message] of Object.entries(termsCheck(values, t))) add(field, 'custom', message);
    if (ctx.needsSubcity && !values.subcity) add('subcity', 'required', t('validation.required'));
    if (ctx.needsKebele && !values.kebele) add('kebele', 'required', t('validation.required'));
    const total = ctx.gallery.items.length;
    if (total === 0) add('images', 'required', t('listingForm.imagesRequired'));
    if (total > MAX_PROPERTY_IMAGES) add('images', 'too_big', t('validation.maxImages'));
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * The multipart body of spec §5: each non-empty field as text, photos one per file under
 * `images`, or, when the new photos went ahead as resumable uploads (`uploaded`, in gallery
 * order), their upload ids there instead. A new listing leaves out what is empty; an edit sends
 * every field, so that clearing an optional one (the Amharic title, the coordinates) clears it on
 * the server too.
 */
export function listingFormData(
  values: ListingFormValues,
  gallery: Gallery,
  mode: 'create' | 'edit',
  original?: { gallery: Gallery; status: string },
  uploaded?: readonly string[],
): FormData {
  const body = new FormData();
  const sent = contractValues(values);
  for (const field of TEXT_FIELDS) {
    const value = sent[field].trim();
    if (value !== '' || mode === 'edit') body.append(field, value);
  }
  for (const list of ['features', 'amenities'] as const) {
    for (const slug of values[list]) body.append(list, slug);
    // An empty text is the empty list: the edit removed every one.
    if (mode === 'edit' && values[list].length === 0) body.append(list, '');
  }
  if (values.price_negotiable || mode === 'edit')
    body.append('price_negotiable', String(values.price_negotiable));
  if (mode === 'edit' && values.status && values.status !== original?.status)
    body.append('status', values.status);

  const refs = imageRefs(gallery);
  const primary = gallery.primaryKey ? refs.get(gallery.primaryKey) : undefined;
  const addPhotos = () => {
    if (uploaded) for (const id of uploaded) body.append('images', id);
    else for (const file of newFiles(gallery)) body.append('images', file, file.name);
  };
  if (mode === 'create') {
    addPhotos();
    if (primary) body.append('primary_image', primary);
    return body;
  }
  if (original && !galleryChanged(gallery, original.gallery)) return body;
  addPhotos();
  if (gallery.removed.length) body.append('remove_images', gallery.removed.join(','));
  body.append('image_order', gallery.items.map((i) => refs.get(i.key)).join(','));
  if (primary) body.append('primary_image', primary);
  return body;
}
