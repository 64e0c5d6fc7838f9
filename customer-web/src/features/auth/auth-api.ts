import { currentLanguage } from '../../i18n/i18n';
import { api } from '../../lib/api-client';
import type { User, UserRole } from '../../stores/auth-store';
import type { RegisterPayload } from './register-validation';

export interface AuthAnswer {
  token: string;
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
}

export const authApi = {
  login: (email: string, password: string) => api.post<AuthAnswer>('/auth/login', { email, password }),
  /** The new account (and its code e-mail) takes the language the site is shown in. */
  register: (payload: RegisterPayload) =>
    api.post<{ email: string; name: string }>('/auth/register', { ...payload, language: currentLanguage() }),
  verifyEmail: (email: string, otp: string, userName?: string) => api.post<AuthAnswer>('/auth/verify-email', { email, userName, otp }),
  resendOtp: (email: string, userName?: string) => api.post<unknown>('/auth/send-email-verify-otp', { email, userName }),
  forgotPassword: (identifier: string) => api.post<unknown>('/auth/forgot-password', { identifier }),
  resetPassword: (identifier: string, code: string, newPassword: string) =>
    api.post<unknown>('/auth/reset-password', { identifier, code, newPassword }),
  validate: () => api.post<User>('/auth/validate'),
};
