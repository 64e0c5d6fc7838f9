import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES as M, EMAIL_MAX_LENGTH, EMAIL_PATTERN, NormalisedEmail } from '../../users/account-rules';

export const OTP_MESSAGE = 'Please enter the 6-digit OTP';

export class SendEmailOtpDto {
  @ApiProperty({ example: 'asha@example.com' })
  @NormalisedEmail()
  @Matches(EMAIL_PATTERN, { message: M.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: M.emailInvalid })
  @IsString({ message: M.emailInvalid })
  @IsNotEmpty({ message: M.emailRequired })
  email: string;

  @ApiPropertyOptional({ example: 'Asha Rao', description: 'Sent by the web client; the stored name is used' })
  @MaxLength(200)
  @IsString()
  @IsOptional()
  userName?: string;
}

export class VerifyEmailDto extends SendEmailOtpDto {
  @ApiProperty({ example: '482913', description: 'The 6-digit code from the e-mail' })
  @Matches(/^\d{6}$/, { message: OTP_MESSAGE })
  @IsString({ message: OTP_MESSAGE })
  @IsNotEmpty({ message: OTP_MESSAGE })
  otp: string;
}
