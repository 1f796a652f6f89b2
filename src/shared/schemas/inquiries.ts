import { z } from 'zod';
import { INQUIRY_CONTACT_METHODS } from '../enums';
import { INQUIRY_STATES } from '../leads';
import { emailField, phoneField } from './auth';
import { paginated, paginationQuery, query } from './common';
import { choiceOf, formId, optionalText, requiredText } from './form-fields';

/**
 * Inquiries (DESIGN §4): a signed-in user writes to a listing's agent, or its owner when there is
 * no agent; the recipient is e-mailed; both read them on the /inquiries screen.
 */

export const PHONE_FOR_CALLS = 'Give a phone number to be contacted by phone.';

const inquiryFields = {
  message: requiredText(5000, 10, 'Ensure this field has at least 10 characters.'),
  /** Default: the sender's account name. */
  name: optionalText(150),
  /** Default: the sender's account e-mail. */
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailField.optional()),
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), phoneField.optional()),
  /** How the sender wants an answer; `phone` needs a phone number. Default `email`. */
  preferred_contact: choiceOf(INQUIRY_CONTACT_METHODS).optional(),
};

const phoneWhenCalled = (b: { phone?: string; preferred_contact?: string }, ctx: z.RefinementCtx) => {
  if (b.preferred_contact === 'phone' && !b.phone)
    ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_FOR_CALLS });
};

/** `POST /properties/{id}/inquiries/` */
export const createInquiryBody = z.object(inquiryFields).superRefine(phoneWhenCalled);
export type CreateInquiryBody = z.output<typeof createInquiryBody>;

/** `POST /properties/inquiries/`: the same, with the listing in the body. */
export const createInquiryWithPropertyBody = z
  .object({ ...inquiryFields, property: formId() })
  .superRefine(phoneWhenCalled);
export type CreateInquiryWithPropertyBody = z.output<typeof createInquiryWithPropertyBody>;

const person = z.object({ id: z.number().int(), full_name: z.string() });

/** One inquiry, as its sender and its recipient see it. */
export const inquiry = z.object({
  id: z.number().int(),
  /** Null once the listing was deleted. */
  property: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  sender: person,
  recipient: person,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferred_contact: z.enum(INQUIRY_CONTACT_METHODS),
  message: z.string(),
  /** In the receiver's inbox (decision 040): new, contacted or closed. */
  state: z.enum(INQUIRY_STATES),
  /** The receiver's first action on it (marked, or replied): null until then. */
  first_response_at: z.string().nullable(),
  created_at: z.string(),
});
export type Inquiry = z.infer<typeof inquiry>;

export const myInquiriesQuery = query({ ...paginationQuery });
export type MyInquiriesQuery = z.infer<typeof myInquiriesQuery>;

/**
 * `GET /properties/inquiries/my/`: inquiries about the viewer's listings (`received`) and those the
 * viewer wrote (`sent`), each newest first and paged by `page`/`page_size`.
 */
export const myInquiriesResponse = z.object({
  received: paginated(inquiry),
  sent: paginated(inquiry),
});
export type MyInquiriesResponse = z.infer<typeof myInquiriesResponse>;
