import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The public contact form: rate-limited, delivered to the kitchen by e-mail. */
@Module({
  imports: [RateLimitModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
