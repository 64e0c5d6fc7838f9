import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrorAnswer } from '../common/api-envelope';
import { ResponseMessage } from '../common/response-decorators';
import { ACCOUNT_MESSAGES } from '../users/account-rules';
import type { User } from '../users/user.entity';
import { mapUser, UserDto } from '../users/user.mapper';
import { Auth, CurrentSession, CurrentUser } from './auth.decorators';
import { StreamTickets } from './stream-tickets';
import type { TokenPayload } from './token.service';
import { ClientAddress } from '../rate-limit/client-address';
import { AuthAnswerDto, RegisteredDto, StreamTicketDto } from './dto/auth-answer.dto';
import { SendEmailOtpDto, VerifyEmailDto } from './dto/email-otp.dto';
import { LoginDto } from './dto/login.dto';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/password-reset.dto';
import { RegisterDto } from './dto/register.dto';
import { PASSWORD_RESET_DONE, PasswordResetService, RESET_CODE_INVALID, RESET_CODE_SENT } from './password-reset.service';
import { EMAIL_TAKEN, RegistrationService } from './registration.service';
import { INVALID_LOGIN, SessionService, VERIFY_FIRST } from './session.service';

const REGISTERED = 'Registration successful! An OTP has been sent to your email.';
const CODE_RESENT = 'A new OTP has been sent to your email.';
const VERIFIED = 'Account verified and logged in successfully!';
const LOGGED_IN = 'Login successful';
const LOGGED_OUT = 'Logged out from every device.';
const STREAM_TICKET_ISSUED = 'Stream ticket issued';

const AUTH_ANSWER_EXAMPLE = {
  token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3Iiwicm9sZSI6IkNVU1RPTUVSIiwidmVyIjowfQ.c2lnbmF0dXJl',
  userId: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '919876543210',
  role: 'CUSTOMER',
};
const USER_EXAMPLE = {
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '919876543210',
  role: 'CUSTOMER',
  avatar: null,
  language: 'en',
};

const ok = (message: string, data: unknown = null) => ({ example: { success: true, message, data } });
const throttled = (message: string) => ApiErrorAnswer(HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED', message);

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly sessions: SessionService,
    private readonly passwordReset: PasswordResetService,
    private readonly tickets: StreamTickets,
  ) {}

  @Post('register')
  @ResponseMessage(REGISTERED)
  @ApiOperation({ summary: 'Creates a customer account (or updates an unverified one) and e-mails a 6-digit code' })
  @ApiEnvelope(RegisteredDto, { status: HttpStatus.CREATED, ...ok(REGISTERED, { email: 'asha@example.com', name: 'Asha Rao' }) })
  @ApiErrorAnswer(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', ACCOUNT_MESSAGES.phoneInvalid, [
    { field: 'phone', message: ACCOUNT_MESSAGES.phoneInvalid },
  ])
  @ApiErrorAnswer(HttpStatus.CONFLICT, 'EMAIL_TAKEN', EMAIL_TAKEN)
  @throttled('Please wait 45 seconds before requesting a new code.')
  register(@Body() form: RegisterDto, @ClientAddress() address: string): Promise<RegisteredDto> {
    return this.registration.register(form, address);
  }

  @Post('send-email-verify-otp')
  @HttpCode(HttpStatus.OK)
  @ResponseMessage(CODE_RESENT)
  @ApiOperation({ summary: 'E-mails a new verification code to an unverified account (same answer for any e-mail)' })
  @ApiEnvelope(null, ok(CODE_RESENT))
  @ApiErrorAnswer(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', ACCOUNT_MESSAGES.emailRequired, [
    { field: 'email', message: ACCOUNT_MESSAGES.emailRequired },
  ])
  @throttled('Please wait 45 seconds before requesting a new code.')
  async resendCode(@Body() request: SendEmailOtpDto, @ClientAddress() address: string): Promise<null> {
    await this.registration.resendCode(request, address);
    return null;
  }

  @Post('verify-email')
  @HttpCode(HttpStatus.OK)
  @ResponseMessage(VERIFIED)
  @ApiOperation({ summary: 'Checks the e-mailed code; on success the account is verified and signed in' })
  @ApiEnvelope(AuthAnswerDto, ok(VERIFIED, AUTH_ANSWER_EXAMPLE))
  @ApiErrorAnswer(HttpStatus.BAD_REQUEST, 'CODE_WRONG', 'Invalid OTP. Please try again. 4 attempts left.')
  @throttled('Too many code attempts from your network. Please try again in 12 minutes.')
  verify(@Body() request: VerifyEmailDto, @ClientAddress() address: string): Promise<AuthAnswerDto> {
    return this.registration.verify(request, address);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ResponseMessage(LOGGED_IN)
  @ApiOperation({ summary: 'Signs a customer or an admin in; customer tokens last 7 days, admin tokens 12 hours' })
  @ApiEnvelope(AuthAnswerDto, ok(LOGGED_IN, AUTH_ANSWER_EXAMPLE))
  @ApiErrorAnswer(HttpStatus.UNAUTHORIZED, 'INVALID_LOGIN', INVALID_LOGIN)
  @ApiErrorAnswer(HttpStatus.FORBIDDEN, 'EMAIL_NOT_VERIFIED', VERIFY_FIRST)
  @throttled('Too many failed login attempts. Please try again in 15 minutes.')
  login(@Body() credentials: LoginDto, @ClientAddress() address: string): Promise<AuthAnswerDto> {
    return this.sessions.login(credentials, address);
  }

  @Post('validate')
  @HttpCode(HttpStatus.OK)
  @Auth()
  @ResponseMessage('Token is valid')
  @ApiOperation({ summary: 'Answers the user of a valid token, or 401' })
  @ApiEnvelope(UserDto, ok('Token is valid', USER_EXAMPLE))
  validate(@CurrentUser() user: User): UserDto {
    return mapUser(user);
  }

  @Post('logout-all')
  @HttpCode(HttpStatus.OK)
  @Auth()
  @ResponseMessage(LOGGED_OUT)
  @ApiOperation({ summary: 'Revokes every token of the signed-in user, this one included' })
  @ApiEnvelope(null, ok(LOGGED_OUT))
  async logoutAll(@CurrentUser() user: User): Promise<null> {
    await this.sessions.logoutEverywhere(user);
    return null;
  }

  @Post('stream-ticket')
  @HttpCode(HttpStatus.OK)
  @Auth()
  @ResponseMessage(STREAM_TICKET_ISSUED)
  @ApiOperation({
    summary: 'A one-use ticket, good for 60 seconds, to open one event stream (?ticket=) without putting the token in a URL',
  })
  @ApiEnvelope(StreamTicketDto)
  streamTicket(@CurrentSession() session: TokenPayload): StreamTicketDto {
    const { ticket, expiresAt } = this.tickets.issue(session);
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @ResponseMessage(RESET_CODE_SENT)
  @ApiOperation({ summary: 'E-mails a 6-digit reset code to the account with this e-mail or phone; same answer when none matches' })
  @ApiEnvelope(null, ok(RESET_CODE_SENT))
  @ApiErrorAnswer(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'identifier should not be empty', [
    { field: 'identifier', message: 'identifier should not be empty' },
  ])
  @throttled('Please wait 45 seconds before requesting a new code.')
  async forgotPassword(@Body() request: ForgotPasswordDto, @ClientAddress() address: string): Promise<null> {
    await this.passwordReset.requestCode(request, address);
    return null;
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ResponseMessage(PASSWORD_RESET_DONE)
  @ApiOperation({ summary: 'Sets a new password with the e-mailed code; every earlier token stops working' })
  @ApiEnvelope(null, ok(PASSWORD_RESET_DONE))
  @ApiErrorAnswer(HttpStatus.BAD_REQUEST, 'RESET_CODE_INVALID', RESET_CODE_INVALID)
  @throttled('Too many code attempts from your network. Please try again in 12 minutes.')
  async resetPassword(@Body() request: ResetPasswordDto, @ClientAddress() address: string): Promise<null> {
    await this.passwordReset.reset(request, address);
    return null;
  }
}
