import { Injectable } from '@nestjs/common';

/** What a person asked for on the registration form besides their account. */
export interface SignUpChoice {
  userId: number;
  newDrops: boolean;
}

export type SignUpListener = (choice: SignUpChoice) => Promise<void>;

/**
 * How the registration form's choices reach the modules that keep them (the messages module keeps 'new drops')
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
