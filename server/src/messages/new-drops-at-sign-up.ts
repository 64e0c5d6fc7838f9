import { Injectable, OnModuleInit } from '@nestjs/common';
import { SignUpChoices } from '../auth/sign-up-choices';
import { MessagePreferences } from './message-preferences.service';

/** Ticking 'new drops' on the registration form subscribes the new account on both channels. */
@Injectable()
export class NewDropsAtSignUp implements OnModuleInit {
  constructor(
    private readonly choices: SignUpChoices,
    private readonly preferences: MessagePreferences,
  ) {}

  onModuleInit(): void {
    this.choices.listen(async ({ userId, newDrops }) => {
      if (newDrops) await this.preferences.choose(userId, { NEW_DROPS: { email: true, inApp: true } });
    });
  }
}
