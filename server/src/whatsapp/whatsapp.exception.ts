import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const WHATSAPP_ERRORS = {
  WHATSAPP_NO_PHONE: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Add your mobile number to your profile first: WhatsApp messages go to that number.',
  },
  WHATSAPP_WINDOW_CLOSED: {
    status: HttpStatus.CONFLICT,
    message: (closedAt: string) =>
      `The 24-hour window to reply closed at ${closedAt}. WhatsApp allows a free reply only within 24 hours of the customer's last message; they must write first.`,
  },
  WHATSAPP_CONVERSATION_NOT_FOUND: {
    status: HttpStatus.NOT_FOUND,
    message: 'There is no WhatsApp conversation with this number.',
  },
  WHATSAPP_SIGNATURE_INVALID: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'The X-Hub-Signature-256 header does not match this body signed with the app secret.',
  },
  WHATSAPP_VERIFICATION_REFUSED: {
    status: HttpStatus.FORBIDDEN,
    message: 'hub.mode must be subscribe and hub.verify_token must match WHATSAPP_VERIFY_TOKEN.',
  },
  WHATSAPP_NOT_CONFIGURED: {
    status: HttpStatus.NOT_FOUND,
    message: 'WhatsApp is not set up on this server (WHATSAPP_PHONE_NUMBER_ID and the other WHATSAPP_ settings).',
  },
  WHATSAPP_STATUS_BUSY: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'This message is being sent right now; deliver the status again shortly.',
  },
} satisfies ErrorCatalogue;

export const whatsAppError = errorsOf(WHATSAPP_ERRORS);
