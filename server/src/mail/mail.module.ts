import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** The mail transport only; the messages themselves belong to the modules that send them. */
@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
