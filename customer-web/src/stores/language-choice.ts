import { applyLanguage, i18n, type Language } from '../i18n/i18n';
import { useAuthStore } from './auth-store';
import { toast } from './toast-store';

/**
 * The visitor picks a language: the site switches at once and this browser remembers it; a signed-in customer's
 * account keeps it too, so their other devices and their e-mails follow.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  const { token, user, updateProfile } = useAuthStore.getState();
  if (!token || user?.language === language) return;
  try {
    await updateProfile({ language });
  } catch {
    toast.error(i18n.t('language.saveFailed'));
  }
}
