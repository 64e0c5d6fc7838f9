import { Module } from '@nestjs/common';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { SeedService } from './seed.service';

@Module({ imports: [WriteTransactionsModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
