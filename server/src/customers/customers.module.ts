import { Module } from '@nestjs/common';
import { OrderQueriesModule } from '../orders/order-queries.module';
import { AdminCustomersController } from './admin-customers.controller';
import { CustomersService } from './customers.service';

@Module({
  imports: [OrderQueriesModule],
  controllers: [AdminCustomersController],
  providers: [CustomersService],
})
export class CustomersModule {}
