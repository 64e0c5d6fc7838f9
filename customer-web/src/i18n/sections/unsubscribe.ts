import { addEnglish } from '../i18n-instance';

/** English texts under 'unsubscribe.', registered by the code that shows them (importing this module), not in the entry. */
export const unsubscribe = {
  title: 'Unsubscribe',
  question: 'Stop this kind of e-mail from Home Kitchen? E-mails about your own orders still come.',
  unsubscribing: 'Unsubscribing...',
  unsubscribe: 'Unsubscribe',
  done: "Done: you will get no more '{{label}}' e-mails.",
  incomplete: 'This unsubscribe link is incomplete. Open it again from the e-mail.',
  failed: 'We could not unsubscribe you. Please try again.',
  settings: 'Choose exactly what we send you in your <settings>notification settings</settings>.',
};

addEnglish({ unsubscribe });
