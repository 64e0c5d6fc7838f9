import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../common/language';
import type { Role, User } from './user.entity';

/** What leaves the server about a user: never the password hash or token version. */
export class UserDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Asha Rao' }) name: string;
  @ApiProperty({ example: 'asha@example.com' }) email: string;
  @ApiProperty({ example: '919876543210', nullable: true, type: String }) phone: string | null;
  @ApiProperty({ enum: ['CUSTOMER', 'ADMIN'] }) role: Role;
  @ApiProperty({ nullable: true, type: String }) avatar: string | null;
  @ApiProperty({ enum: LANGUAGES, description: 'The language of the customer site and of e-mails to this account' }) language: Language;
}

export function mapUser(user: User): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    avatar: user.avatar,
    language: user.language,
  };
}
