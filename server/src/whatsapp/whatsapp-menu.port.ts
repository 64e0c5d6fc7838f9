import type { Language } from '../common/language';

/**
 * What the kitchen is cooking, as a WhatsApp reply to 'menu': today's and the next cook dates' dishes with the
 * portions left and a link to order. The menu module (a higher layer) fills this port (server/src/README.md).
 */
export abstract class WhatsAppMenu {
  abstract describe(language: Language): Promise<string>;
}
