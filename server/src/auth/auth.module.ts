import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { JobsModule } from '../jobs/jobs.module';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { UsersModule } from '../users/users.module';
import { AccountMailer } from './account-mailer';
import { AuthController } from './auth.controller';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { AuthGuard } from './auth.guard';
import { CodeSendThrottle } from './code-send-throttle';
import { EmailCodePurgeJob } from './email-code-purge.job';
import { EmailCode } from './email-code.entity';
import { EmailCodeService } from './email-code.service';
import { resolveJwtSecret } from './jwt-secret';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { RegistrationService } from './registration.service';
import { SessionService } from './session.service';
import { SessionCheck } from './session-check';
import { SessionCache } from './session-cache';
import { SignUpChoices } from './sign-up-choices';
import { StreamTickets } from './stream-tickets';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [
    UsersModule,
    ApiKeysModule,
    RateLimitModule,
    JobsModule,
    WriteTransactionsModule,
    TypeOrmModule.forFeature([EmailCode]),
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        // A ready KeyObject: given a string, jsonwebtoken tries (and fails) to parse a public key on every call.
        const key = createSecretKey(Buffer.from(resolveJwtSecret(config), 'utf8'));
        return {
          secretOrKeyProvider: () => key,
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        };
      },
    }),
  ],
  controllers: [AuthController],
  providers: [
    TokenService,
    SessionCheck,
    StreamTickets,
    { provide: APP_GUARD, useClass: AuthGuard },
    PasswordHasher,
    EmailCodeService,
    AccountMailer,
    CodeSendThrottle,
    RegistrationService,
    SessionService,
    PasswordResetService,
    EmailCodePurgeJob,
    SignUpChoices,
    SessionCache,
  ],
  exports: [TokenService, SessionCheck, SignUpChoices, SessionCache],
})
export class AuthModule {}
