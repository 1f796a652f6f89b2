import type { ApiTransport } from '@shared/runtime';
import {
  type AccountLinkBody,
  emailUndoResponse,
  providersResponse,
  type RegisterBody,
  type SetEmailBody,
  type SignInBody,
  type SocialProvider,
  tokenPair,
} from '@shared/schemas/auth';
import { currentUser } from '@shared/schemas/users';
import { z } from 'zod';
import { callApi } from '../../../lib/api';

const empty = z.unknown();

/** `POST /auth/jwt/create/` */
export const signIn = (api: ApiTransport, body: SignInBody) =>
  callApi(api, { method: 'POST', path: '/auth/jwt/create/', body }, tokenPair);

/** `POST /auth/users/` */
export const register = (api: ApiTransport, body: Omit<RegisterBody, 'is_agent'> & { is_agent: boolean }) =>
  callApi(api, { method: 'POST', path: '/auth/users/', body }, currentUser);

/** `GET /auth/users/me/` */
export const fetchMe = (api: ApiTransport) =>
  callApi(api, { method: 'GET', path: '/auth/users/me/' }, currentUser);

/** `POST /auth/logout/`: ends this sign-in on the server too. */
export const signOutOnServer = (api: ApiTransport, refresh: string) =>
  callApi(api, { method: 'POST', path: '/auth/logout/', body: { refresh } }, empty);

/** `POST /auth/users/reset_password/` */
export const requestPasswordReset = (api: ApiTransport, email: string) =>
  callApi(api, { method: 'POST', path: '/auth/users/reset_password/', body: { email } }, empty);

/** `POST /auth/users/reset_password_confirm/` */
export const confirmPasswordReset = (
  api: ApiTransport,
  body: { uid: string; token: string; new_password: string; re_new_password: string },
) => callApi(api, { method: 'POST', path: '/auth/users/reset_password_confirm/', body }, empty);

/** `POST /auth/users/set_password/` */
export const changePassword = (
  api: ApiTransport,
  body: { current_password: string; new_password: string; re_new_password: string },
) => callApi(api, { method: 'POST', path: '/auth/users/set_password/', body }, empty);

/** `GET /users/auth/providers/` */
export const fetchProviders = (api: ApiTransport) =>
  callApi(api, { method: 'GET', path: '/users/auth/providers/' }, providersResponse);

/** `POST /users/auth/{provider}/callback/` */
export const completeSocialSignIn = (
  api: ApiTransport,
  provider: SocialProvider,
  code: string,
  state: string,
) =>
  callApi(
    api,
    { method: 'POST', path: `/users/auth/${provider}/callback/`, body: { code, state } },
    tokenPair,
  );

/** `PATCH /users/profile/` (multipart when a picture is sent). */
export const updateProfile = (api: ApiTransport, body: FormData | Record<string, unknown>) =>
  callApi(api, { method: 'PATCH', path: '/users/profile/', body }, currentUser);

/** `POST /auth/users/activation/`: confirms the address with the e-mailed link (signed in). */
export const confirmEmail = (api: ApiTransport, body: AccountLinkBody) =>
  callApi(api, { method: 'POST', path: '/auth/users/activation/', body }, empty);

/** `POST /auth/users/resend_activation/` */
export const resendConfirmation = (api: ApiTransport) =>
  callApi(api, { method: 'POST', path: '/auth/users/resend_activation/', body: {} }, empty);

/** `POST /auth/users/set_email/`: a link goes to the new address. */
export const requestEmailChange = (api: ApiTransport, body: SetEmailBody) =>
  callApi(api, { method: 'POST', path: '/auth/users/set_email/', body }, empty);

/** `POST /auth/users/set_email_confirm/` */
export const confirmEmailChange = (api: ApiTransport, body: AccountLinkBody) =>
  callApi(api, { method: 'POST', path: '/auth/users/set_email_confirm/', body }, empty);

/** `POST /auth/users/set_email_undo/`: answers a password-reset link's uid and token. */
export const undoEmailChange = (api: ApiTransport, body: AccountLinkBody) =>
  callApi(api, { method: 'POST', path: '/auth/users/set_email_undo/', body }, emailUndoResponse);
