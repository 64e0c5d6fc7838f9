import { SetMetadata } from '@nestjs/common';

export const PLAIN_RESPONSE = 'plainResponse';
export const RESPONSE_MESSAGE = 'responseMessage';

/** Admin (react-admin) endpoints answer plain JSON instead of the envelope. */
export const PlainResponse = () => SetMetadata(PLAIN_RESPONSE, true);

/** The `message` of the envelope for a successful call. */
export const ResponseMessage = (message: string) => SetMetadata(RESPONSE_MESSAGE, message);
