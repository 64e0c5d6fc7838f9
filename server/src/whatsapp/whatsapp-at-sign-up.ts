import { Injectable, OnModuleInit } from '@nestjs/common';
import { SignUpChoices } from '../auth/sign-up-choices';
import { UsersService } from '../users/users.service';
import { WhatsAppConsents } from './whatsapp-consents.service';

/** Ticking the WhatsApp box on the registration form gives consent for the phone entered there. */
@Injectable()
export class WhatsAppAtSignUp implements OnModuleInit {
  constructor(
    private readonly choices: SignUpChoices,
    private readonly consents: WhatsAppConsents,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.choices.listen(async ({ userId, whatsapp }) => {
      if (!whatsapp) return;
      const user = await this.users.findUserByIdOrThrow(userId);
      if (user.phone) await this.consents.choose(user, { on: true, source: 'SIGN_UP' });
    });
  }
}
