import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES as M,
  EMAIL_MAX_LENGTH,
  IsAcceptablePassword,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NormalisedEmail,
  PASSWORD_MAX_LENGTH,
  PHONE_PATTERN,
  PhoneInput,
  Trimmed,
} from '../../users/account-rules';
import { LANGUAGE_MESSAGE, LANGUAGES, type Language } from '../../common/language';

/** class-validator runs the lowest decorator first: presence, then type, then shape, each with its own message. */
export class RegisterDto {
  @ApiProperty({ example: 'Asha Rao', maxLength: NAME_MAX_LENGTH })
  @Trimmed()
  @MaxLength(NAME_MAX_LENGTH, { message: M.nameTooLong })
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  name: string;

  @ApiProperty({ example: 'asha@example.com', description: 'Trimmed and compared case-insensitively' })
  @NormalisedEmail()
  @Matches(EMAIL_PATTERN, { message: M.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: M.emailInvalid })
  @IsString({ message: M.emailInvalid })
  @IsNotEmpty({ message: M.emailRequired })
  email: string;

  @ApiProperty({
    example: '98765 43210',
    description: 'Optional + then 10–15 digits; stored as digits only, a 10-digit number prefixed with 91',
  })
  @PhoneInput()
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  @IsString({ message: M.phoneInvalid })
  @IsNotEmpty({ message: M.phoneRequired })
  phone: string;

  @ApiProperty({
    example: 'Secret@123',
    description: 'At least 8 characters with a letter, a number and a symbol (any character that is neither)',
  })
  @IsAcceptablePassword()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @IsString({ message: M.passwordRequired })
  @IsNotEmpty({ message: M.passwordRequired })
  password: string;

  @ApiPropertyOptional({
    description: "Subscribe to 'new drops' messages (e-mail once verified, and on the site); left out: not subscribed",
  })
  @IsOptional()
  @IsBoolean({ message: 'newDrops must be true or false' })
  newDrops?: boolean;

  @ApiPropertyOptional({
    description:
      'Send order updates and reminders on WhatsApp to the phone given here (consent recorded as given at sign-up); left out: no',
  })
  @IsOptional()
  @IsBoolean({ message: 'whatsapp must be true or false' })
  whatsapp?: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES, description: "The language of the code e-mail and of the new account; left out: 'en'" })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: Language;
}
