import { Injectable } from '@nestjs/common';

type EmptiedListener = (userId: number) => void;

/**
 * The cart tells whoever cares that a customer's cart became empty (the checkout hold lets its portions go),
 * without knowing who listens: holds sit above the cart in the layers.
 */
@Injectable()
export class CartChanges {
  private readonly listeners = new Set<EmptiedListener>();

  emptied(userId: number): void {
    for (const listener of this.listeners) listener(userId);
  }

  onEmptied(listener: EmptiedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
