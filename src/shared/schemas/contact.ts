import { z } from 'zod';
import { emailField } from './auth';
import { text } from './common';

const required = 'This field is required.';
const contactText = (min: number, max: number) => {
  const field = text({ message: required }).trim().min(1, { message: 'This field may not be blank.' });
  return (
    min > 1 ? field.min(min, { message: `Ensure this field has at least ${min} characters.` }) : field
  ).max(max, { message: `Ensure this field has no more than ${max} characters.` });
};

const CONTACT_LIMITS = {
  fullName: 150,
  subject: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** `POST /contact/`: a message from the Contact page (spec §2: full name, email, subject, message). */
export const contactBody = z.object({
  full_name: contactText(1, CONTACT_LIMITS.fullName),
  email: emailField,
  subject: contactText(1, CONTACT_LIMITS.subject),
  message: contactText(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax),
});
export type ContactBody = z.infer<typeof contactBody>;

/** The stored message, as confirmation. */
export const contactResponse = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponse>;
