import { Global, Module } from '@nestjs/common';
import { RateLimitModule } from '../auth/rate-limit/rate-limit.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { MailService } from './mail.service';

@Global()
@Module({
  imports: [RateLimitModule],
  controllers: [ContactController],
  providers: [MailService, ContactService],
  exports: [MailService],
})
export class MailModule {}
