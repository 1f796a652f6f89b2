import { ACCOUNT_MESSAGES } from './account-messages';
import { IMAGE, MAX_PROPERTY_IMAGES, MAX_PROPERTY_VIDEOS } from './constants';

/**
 * The texts of field errors the API answers with, each under a stable code. The server writes the
 * texts as before (a DRF client shows them as they are) and adds the codes beside them
 * (`codes: {field: [code, …]}`, see `messageCode`); the web shows the text of the code in the
 * reader's language (`serverErrors.<code>`) and the server's own text only for an unknown code.
 * A text may come after a file name ("photo.jpg: Upload a valid image …"): the code is the same.
 */
export const SERVER_MESSAGES = {
  required: 'This field is required.',
  username_taken: ACCOUNT_MESSAGES.usernameTaken,
  email_taken: ACCOUNT_MESSAGES.emailTaken,
  wrong_password: ACCOUNT_MESSAGES.wrongPassword,
  invalid_link: ACCOUNT_MESSAGES.invalidLink,
  same_email: ACCOUNT_MESSAGES.sameEmail,
  email_change_needs_password: ACCOUNT_MESSAGES.emailChangeNeedsPassword,
  password_mismatch: "The two password fields didn't match.",
  password_too_common: 'This password is too common.',
  password_entirely_numeric: 'This password is entirely numeric.',
  password_similar_username: 'The password is too similar to the username.',
  password_similar_email: 'The password is too similar to the email address.',
  password_similar_full_name: 'The password is too similar to the full name.',
  invalid_image: 'Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).',
  image_too_large: `Image is too large (max ${IMAGE.maxUploadBytes / 1024 / 1024} MB).`,
  image_too_many_pixels: 'Image dimensions are too large.',
  damaged_image: 'The image could not be read; it may be damaged.',
  images_required: 'At least one image is required.',
  too_many_images: `Maximum ${MAX_PROPERTY_IMAGES} files allowed for property images.`,
  damaged_video: 'The video could not be read; it may be damaged.',
  too_many_videos: `Maximum ${MAX_PROPERTY_VIDEOS} videos allowed per property.`,
  own_listing_inquiry: 'You cannot send an inquiry about your own listing.',
  already_listed: 'You already listed this home.',
} as const;

export type MessageCode = keyof typeof SERVER_MESSAGES;

/** The limits some of the texts name, for their translations (`{{maxMb}}`…). */
export const MESSAGE_LIMITS = {
  maxMb: IMAGE.maxUploadBytes / 1024 / 1024,
  maxImages: MAX_PROPERTY_IMAGES,
  maxVideos: MAX_PROPERTY_VIDEOS,
} as const;

const BY_TEXT = new Map<string, MessageCode>(
  Object.entries(SERVER_MESSAGES).map(([code, text]) => [text, code as MessageCode]),
);

/** Splits "photo.jpg: Upload a valid image …" into the file name's prefix and the known text. */
function split(text: string): { prefix: string; code: MessageCode } | undefined {
  const exact = BY_TEXT.get(text);
  if (exact) return { prefix: '', code: exact };
  const at = text.indexOf(': ');
  if (at < 0) return undefined;
  const code = BY_TEXT.get(text.slice(at + 2));
  return code ? { prefix: text.slice(0, at + 2), code } : undefined;
}

/** The code of a field error's text, or `invalid` for a text without one. */
export const messageCode = (text: string): MessageCode | 'invalid' => split(text)?.code ?? 'invalid';

/**
 * A field error in the reader's words: the translation of its code, after the file name the
 * server's text began with; undefined for a code this catalogue does not know.
 */
export function translateMessage(
  text: string,
  code: string | undefined,
  translated: (code: MessageCode) => string,
): string | undefined {
  if (!code || !Object.hasOwn(SERVER_MESSAGES, code)) return undefined;
  const prefix = split(text)?.prefix ?? '';
  return prefix + translated(code as MessageCode);
}
