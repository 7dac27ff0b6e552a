import { DynamicModule, Module, OnApplicationShutdown } from '@nestjs/common';
import { EmbeddedPostgres } from './embedded-postgres';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { retryReadsOnce } from './read-retry';
import { typeormOptions } from './typeorm-options';

/** Stops the embedded PostgreSQL after Nest has closed the connections that use it. */
class EmbeddedPostgresLifecycle implements OnApplicationShutdown {
  constructor(private readonly embedded: EmbeddedPostgres) {}

  async onApplicationShutdown(): Promise<void> {
    await this.embedded.stop();
  }
}

@Module({})
export class DatabaseModule {
  static forRoot(url: string, embedded?: EmbeddedPostgres): DynamicModule {
    return {
      module: DatabaseModule,
      providers: embedded
        ? [
            {
              provide: EmbeddedPostgresLifecycle,
              useValue: new EmbeddedPostgresLifecycle(embedded),
            },
          ]
        : [],
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...typeormOptions(url),
            autoLoadEntities: true,
            migrationsRun: true,
            retryAttempts: 3,
          }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            retryReadsOnce(dataSource);
            return dataSource;
          },
        }),
      ],
    };
  }
}
