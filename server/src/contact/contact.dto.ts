import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES as M,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PHONE_PATTERN,
  PhoneInput,
  Trimmed,
} from '../users/account-rules';

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** class-validator runs the lowest decorator first: presence, then type, then shape. */
export class ContactDto {
  @ApiProperty({ example: 'Ravi Kumar' })
  @Trimmed()
  @MaxLength(NAME_MAX_LENGTH, { message: M.nameTooLong })
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  name: string;

  @ApiProperty({ example: 'ravi@example.com' })
  @Trimmed()
  @Matches(EMAIL_PATTERN, { message: M.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: M.emailInvalid })
  @IsString({ message: M.emailInvalid })
  @IsNotEmpty({ message: M.emailRequired })
  email: string;

  @ApiPropertyOptional({ example: '98765 43210' })
  @IsOptional()
  @PhoneInput()
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  @IsString({ message: M.phoneInvalid })
  phone?: string;

  @ApiProperty({ example: 'Do you cater for a birthday party of 20 on Saturday?', maxLength: CONTACT_MESSAGE_MAX_LENGTH })
  @Trimmed()
  @MaxLength(CONTACT_MESSAGE_MAX_LENGTH, { message: `Please keep your message under ${CONTACT_MESSAGE_MAX_LENGTH} characters` })
  @IsString({ message: 'Please write your message' })
  @IsNotEmpty({ message: 'Please write your message' })
  message: string;
}
