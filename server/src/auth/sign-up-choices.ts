import { Injectable } from '@nestjs/common';

/** What a person asked for on the registration form besides their account. */
export interface SignUpChoice {
  userId: number;
  newDrops: boolean;
  /** Order updates and reminders on WhatsApp to the phone the form gave. */
  whatsapp: boolean;
}

export type SignUpListener = (choice: SignUpChoice) => Promise<void>;

/**
 * How the registration form's choices reach the modules that keep them (the messages module keeps 'new drops', the WhatsApp module the WhatsApp box)
 * without auth importing those modules, which sit above it (server/src/README.md).
 */
@Injectable()
export class SignUpChoices {
  private readonly listeners = new Set<SignUpListener>();

  async record(choice: SignUpChoice): Promise<void> {
    for (const listener of this.listeners) await listener(choice);
  }

  listen(listener: SignUpListener): void {
    this.listeners.add(listener);
  }
}
