import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES as M, IsAcceptablePassword, PASSWORD_MAX_LENGTH, Trimmed } from '../../users/account-rules';

const IDENTIFIER_REQUIRED = 'Please enter your email or phone number';
const CODE_REQUIRED = 'Please enter the 6-digit code from the email';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'asha@example.com', description: 'The account e-mail or phone number' })
  @Trimmed()
  @MaxLength(255, { message: IDENTIFIER_REQUIRED })
  @IsString({ message: IDENTIFIER_REQUIRED })
  @IsNotEmpty({ message: IDENTIFIER_REQUIRED })
  identifier: string;
}

export class ResetPasswordDto extends ForgotPasswordDto {
  @ApiProperty({ example: '305117', description: 'The 6-digit code from the reset e-mail' })
  @Trimmed()
  @Matches(/^\d{6}$/, { message: CODE_REQUIRED })
  @IsString({ message: CODE_REQUIRED })
  @IsNotEmpty({ message: CODE_REQUIRED })
  code: string;

  @ApiProperty({ example: 'Fresh@4567', description: 'Same policy as registration' })
  @IsAcceptablePassword()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @IsString({ message: M.passwordRequired })
  @IsNotEmpty({ message: M.passwordRequired })
  newPassword: string;
}
