import { Module } from '@nestjs/common';
import { WriteTransactions } from './write-transactions';

/** Retried transactions for every module that writes several rows at once. */
@Module({ providers: [WriteTransactions], exports: [WriteTransactions] })
export class WriteTransactionsModule {}
