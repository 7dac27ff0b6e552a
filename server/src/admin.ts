import { DynamicModule, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { StaffRolesService } from './accounts/application/staff-roles.service';
import { StaffAdminModule } from './accounts/staff-admin.module';
import { DomainError } from './kernel/domain-error';
import { AppConfig, ConfigError, loadConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { EmbeddedPostgres } from './platform/database/embedded-postgres';

const USAGE = [
  'Uso: npm run admin -- <orden> <usuario>',
  '  grant-staff <usuario>   hace staff al usuario',
  '  revoke-staff <usuario>  le quita el rol de staff',
].join('\n');

/** The database and the module of the staff role: no HTTP, no job queue, no pub/sub. */
@Module({})
class AdminModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AdminModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl),
        StaffAdminModule,
      ],
    };
  }
}

export interface Database {
  url: string;
  stop?: () => Promise<void>;
}

/** DATABASE_URL; else the embedded cluster an app on the same DATA_DIR runs; else one started for this command. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl };
  }
  const running = EmbeddedPostgres.runningUrl(config.dataDir);
  if (running) {
    return { url: running };
  }
  const embedded = await EmbeddedPostgres.start(config.dataDir);
  return { url: embedded.url, stop: () => embedded.stop() };
}

/**
 * `main.js --admin <command> <handle>`: support tasks run from a shell, whether or not the app is
 * running. Answers the process exit code: 0 done, 1 refused (unknown user), 2 usage.
 */
export async function runAdmin(config: AppConfig, args: string[]): Promise<number> {
  const [command, handle] = args;
  const change =
    command === 'grant-staff'
      ? (s: StaffRolesService, h: string) => s.grantStaffOrThrow(h)
      : command === 'revoke-staff'
        ? (s: StaffRolesService, h: string) => s.revokeStaffOrThrow(h)
        : null;
  if (!change || !handle) {
    console.error(USAGE);
    return 2;
  }
  Logger.overrideLogger(['error']);
  const database = await openDatabase(config);
  try {
    const context = await NestFactory.createApplicationContext(
      AdminModule.forRoot(config, database.url),
      { logger: ['error'] },
    );
    try {
      const holder = await change(context.get(StaffRolesService), handle);
      console.log(
        holder.role === 'staff'
          ? `${holder.name} ahora es staff.`
          : `${holder.name} ya no es staff.`,
      );
      return 0;
    } catch (error) {
      if (error instanceof DomainError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    } finally {
      await context.close();
    }
  } finally {
    await database.stop?.();
  }
}

/**
 * `node dist/server/src/admin.js <command> <handle>` (what `npm run admin` runs): loads the
 * staff module alone, about a third of what main.js loads, so a support command answers fast.
 */
if (require.main === module) {
  void (async () => {
    try {
      process.exitCode = await runAdmin(loadConfig(), process.argv.slice(2));
    } catch (err) {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exitCode = 1;
    }
  })();
}
