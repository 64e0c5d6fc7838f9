import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { AdminCustomersController } from './admin-customers.controller';
import { CustomersService } from './customers.service';

@Module({
  imports: [OrdersModule],
  controllers: [AdminCustomersController],
  providers: [CustomersService],
})
export class CustomersModule {}
