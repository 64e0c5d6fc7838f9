import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES as M, EMAIL_MAX_LENGTH, NormalisedEmail, PASSWORD_MAX_LENGTH } from '../../users/account-rules';

export class LoginDto {
  @ApiProperty({ example: 'asha@example.com' })
  @NormalisedEmail()
  @MaxLength(EMAIL_MAX_LENGTH, { message: M.emailInvalid })
  @IsString({ message: M.emailInvalid })
  @IsNotEmpty({ message: M.emailRequired })
  email: string;

  @ApiProperty({ example: 'Secret@123' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @IsString({ message: M.passwordRequired })
  @IsNotEmpty({ message: M.passwordRequired })
  password: string;
}
