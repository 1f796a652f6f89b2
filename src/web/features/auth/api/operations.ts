import type { ApiTransport } from '@shared/runtime';
import type {
  AccountLinkBody,
  emailUndoResponse,
  providersResponse,
  RegisterBody,
  SetEmailBody,
  SignInBody,
  SocialProvider,
  tokenPair,
} from '@shared/schemas/auth';
import type { currentUser } from '@shared/schemas/users';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

/** `POST /auth/jwt/create/` */
export const signIn = (api: ApiTransport, body: SignInBody) =>
  callApi<typeof tokenPair>(api, { method: 'POST', path: '/auth/jwt/create/', body });

/** `POST /auth/users/` */
export const register = (api: ApiTransport, body: Omit<RegisterBody, 'is_agent'> & { is_agent: boolean }) =>
  callApi<typeof currentUser>(api, { method: 'POST', path: '/auth/users/', body });

/** `GET /auth/users/me/` */
export const fetchMe = (api: ApiTransport) =>
  callApi<typeof currentUser>(api, { method: 'GET', path: '/auth/users/me/' });

/** `POST /auth/logout/`: ends this sign-in on the server too. */
export const signOutOnServer = (api: ApiTransport, refresh: string) =>
  callApi<z.ZodUnknown>(api, { method: 'POST', path: '/auth/logout/', body: { refresh } });

/** `POST /auth/users/reset_password/` */
export const requestPasswordReset = (api: ApiTransport, email: string) =>
  callApi<z.ZodUnknown>(api, { method: 'POST', path: '/auth/users/reset_password/', body: { email } });

/** `POST /auth/users/reset_password_confirm/` */
export const confirmPasswordReset = (
  api: ApiTransport,
  body: { uid: string; token: string; new_password: string; re_new_password: string },
) => callApi<z.ZodUnknown>(api, { method: 'POST', path: '/auth/users/reset_password_confirm/', body });

/** `POST /auth/users/set_password/` */
export const changePassword = (
  api: ApiTransport,
  body: { current_password: string; new_password: string; re_new_password: string },
) => callApi<z.ZodUnknown>(api, { method: 'POST', path: '/auth/users/set_password/', body });

/** `GET /users/auth/providers/` */
export const fetchProviders = (api: ApiTransport) =>
  callApi<typeof providersResponse>(api, { method: 'GET', path: '/users/auth/providers/' });

/** `POST /users/auth/{provider}/callback/` */
export const completeSocialSignIn = (
  api: ApiTransport,
  provider: SocialProvider,
  code: string,
  state: string,
) =>
  callApi<typeof tokenPair>(api, {
    method: 'POST',
    path: `/users/auth/${provider}/callback/`,
    body: { code, state },
  });

/** `PATCH /users/profile/` (multipart when a picture is sent). */
export const updateProfile = (api: ApiTransport, body: FormData | Record<string, unknown>) =>
  callApi<typeof currentUser>(api, { method: 'PATCH', path: '/users/profile/', body });

/** `POST /auth/users/activation/`: confirms the address with the e-mailed link (signed in). */
export const confirmEmail = (api: ApiTransport, body: AccountLinkBody) =>
  callApi<z.ZodUnknown>(api, { method: 'POST', path: '/auth/users/activation/', body });

/** `POST /auth/users/resend_activation/` */
export const resendConfirmation = (api: ApiTransport) =>
  callApi<z.ZodUnknown>(api, { method: 'POST', path: '/auth/users/resend_activation/', body: {} });

/** `POST /auth/users/set_email/`: a link goes to the new address. */
export const requestEmailChange = (api: ApiTransport, body: SetEmailBody) =>
  callApi<z.ZodUnknown>(api, { method: 'POST', path: '/auth/users/set_email/', body });

/** `POST /auth/users/set_email_confirm/` */
export const confirmEmailChange = (api: ApiTransport, body: AccountLinkBody) =>
  callApi<z.ZodUnknown>(api, { method: 'POST', path: '/auth/users/set_email_confirm/', body });

/** `POST /auth/users/set_email_undo/`: answers a password-reset link's uid and token. */
export const undoEmailChange = (api: ApiTransport, body: AccountLinkBody) =>
  callApi<typeof emailUndoResponse>(api, { method: 'POST', path: '/auth/users/set_email_undo/', body });
