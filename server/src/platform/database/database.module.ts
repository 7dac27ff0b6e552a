import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { typeormOptions } from './typeorm-options';

@Module({})
export class DatabaseModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...typeormOptions(url),
          autoLoadEntities: true,
          migrationsRun: true,
          retryAttempts: 3,
        }),
      ],
    };
  }
}
