import { DynamicModule, Module, OnApplicationShutdown } from '@nestjs/common';
import { EmbeddedPostgres } from './embedded-postgres';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { retryReads } from './read-retry';
import { typeormOptions } from './typeorm-options';

/** Stops the embedded PostgreSQL after Nest has closed the connections that use it. */
class EmbeddedPostgresLifecycle implements OnApplicationShutdown {
  constructor(private readonly embedded: EmbeddedPostgres) {}

  async onApplicationShutdown(): Promise<void> {
    await this.embedded.stop();
  }
}

/**
 * Migrations run first on a connection of their own, without the query time-out (a migration
 * over a large table may take minutes); the app's pool then bounds every wait.
 */
async function migrate(url: string): Promise<void> {
  const options = typeormOptions(url);
  const migrator = await new DataSource({
    ...options,
    extra: { ...options.extra, max: 1 },
  } as typeof options).initialize();
  try {
    await migrator.runMigrations();
  } finally {
    await migrator.destroy();
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
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            ...typeormOptions(url, config.databaseTimeouts),
            autoLoadEntities: true,
            retryAttempts: 3,
          }),
          dataSourceFactory: async (options) => {
            await migrate(url);
            const dataSource = await new DataSource(options!).initialize();
            retryReads(dataSource);
            return dataSource;
          },
        }),
      ],
    };
  }
}
