/** One message to send: a template (starts a conversation) or free text (only within 24 hours of the customer's last message). */
export type OutgoingMessage =
  | { to: string; kind: 'TEMPLATE'; template: string; languageCode: string; variables: string[] }
  | { to: string; kind: 'TEXT'; body: string };

/** What came of a send: Meta's id for the message, or why not and whether trying again can help. */
export type SendOutcome =
  { sent: true; providerMessageId: string } | { sent: false; permanent: boolean; code: number | null; title: string };

/** The way messages leave: the Cloud API when the account is configured, else the server log (whatsapp.module.ts). */
export abstract class WhatsAppSender {
  abstract send(message: OutgoingMessage): Promise<SendOutcome>;
}
