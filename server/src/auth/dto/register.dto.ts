import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES as M,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NormalisedEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
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

  @ApiProperty({ example: 'Secret@123', description: 'At least 8 of letters, digits and @$!%*?&, with one of each kind' })
  @Matches(PASSWORD_PATTERN, { message: M.passwordWeak })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @IsString({ message: M.passwordWeak })
  @IsNotEmpty({ message: M.passwordRequired })
  password: string;

  @ApiPropertyOptional({ description: "Subscribe to 'new drops' messages (e-mail once verified, and on the site); left out: not subscribed" })
  @IsOptional()
  @IsBoolean({ message: 'newDrops must be true or false' })
  newDrops?: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES, description: "The language of the code e-mail and of the new account; left out: 'en'" })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: Language;
}
