import { DynamicModule, Global, Module } from '@nestjs/common';
import { CartChanges } from './cart-changes';
import { CatalogueChanges } from './catalogue-changes';
import { Clock } from './clock';

@Global()
@Module({})
export class CommonModule {
  /** Tests pass their own clock to move time; the server uses the real one. */
  static forRoot(clock: Clock = new Clock()): DynamicModule {
    return {
      module: CommonModule,
      providers: [{ provide: Clock, useValue: clock }, CatalogueChanges, CartChanges],
      exports: [Clock, CatalogueChanges, CartChanges],
    };
  }
}
