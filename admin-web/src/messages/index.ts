import { lazyPage } from '../lib/lazy-page';

/** Messages: WhatsApp conversations, replies within the 24-hour window, and the auto-reply text. */
export const MessagesPage = lazyPage(() => import('./MessagesPage'));
