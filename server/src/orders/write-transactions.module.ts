import { Module } from '@nestjs/common';
import { WriteTransactions } from './write-transactions';

/** Shared by the cart and ordering modules so that on SQLite one queue covers both. */
@Module({ providers: [WriteTransactions], exports: [WriteTransactions] })
export class WriteTransactionsModule {}
