import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { LANGUAGE_MESSAGE, LANGUAGES, type Language } from '../common/language';
import { Omittable } from '../common/validation';
import { ACCOUNT_MESSAGES as M, NAME_MAX_LENGTH, PHONE_PATTERN, PhoneInput, Trimmed } from '../users/account-rules';

/** Only name, phone and language; any other field (email, role, ...) is rejected by the global pipe with 400. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Asha Kumari', maxLength: NAME_MAX_LENGTH })
  @Omittable()
  @Trimmed()
  @MaxLength(NAME_MAX_LENGTH, { message: M.nameTooLong })
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  name?: string;

  @ApiPropertyOptional({ example: '91234 56789', description: 'Stored as digits only; a 10-digit number gets 91 in front' })
  @Omittable()
  @PhoneInput()
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  @IsString({ message: M.phoneInvalid })
  @IsNotEmpty({ message: M.phoneRequired })
  phone?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'The language of the customer site and of e-mails to this account' })
  @Omittable()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: Language;
}
