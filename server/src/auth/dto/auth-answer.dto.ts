import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../common/language';
import type { Role } from '../../users/user.entity';

/** The login and verify-email answer: a token and who it belongs to. */
export class AuthAnswerDto {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl' }) token: string;
  @ApiProperty({ example: 7 }) userId: number;
  @ApiProperty({ example: 'Asha Rao' }) name: string;
  @ApiProperty({ example: 'asha@example.com' }) email: string;
  @ApiProperty({ example: '919876543210', nullable: true, type: String }) phone: string | null;
  @ApiProperty({ enum: ['CUSTOMER', 'ADMIN'], example: 'CUSTOMER' }) role: Role;
  @ApiProperty({ enum: LANGUAGES, example: 'en', description: "The account's language: the customer site switches to it on sign-in" })
  language: Language;
}

export class RegisteredDto {
  @ApiProperty({ example: 'asha@example.com' }) email: string;
  @ApiProperty({ example: 'Asha Rao' }) name: string;
}

/** A one-use ticket for opening an event stream. */
export class StreamTicketDto {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2UiOiJzdHJlYW0ifQ.c2lnbmF0dXJl' }) ticket: string;
  @ApiProperty({ example: '2026-11-22T10:21:00.000Z', format: 'date-time' }) expiresAt: string;
}
