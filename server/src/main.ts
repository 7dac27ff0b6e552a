// first: V8's flags are set before any other module's objects are made
import './platform/runtime/no-pretenuring';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { Logger as PinoLogger } from 'nestjs-pino';
import { writeFileSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import { DemoSeedService } from './accounts/application/demo-seed.service';
import { runAdmin } from './admin';
import { AppModule, DatabaseTarget } from './app.module';
import { runBackupCommand } from './backup';
import { BillingService } from './billing/application/billing.service';
import { DemoContentSeeder } from './content/adapters/seed/demo-content.seeder';
import { DemoNewsSeeder } from './news/adapters/seed/demo-news.seeder';
import { VIDEO_MAX_BYTES } from './content/domain/media-limits';
import { AppConfig, ConfigError, loadConfig } from './platform/config/app-config';
import { EmbeddedPostgres } from './platform/database/embedded-postgres';
import { HttpErrorFilter } from './platform/http/http-exception.filter';
import {
  answerClientError,
  answerRouterError,
  registerInputGuard,
} from './platform/http/input-guard';
import { registerSecurityHeaders } from './platform/http/security-headers';
import {
  chooseLogFormat,
  createAppLogger,
  registerRequestLogging,
} from './platform/logging/http-logging';
import { setupOpenApi } from './platform/http/openapi';
import { createValidationPipe } from './platform/http/validation.pipe';
import { installLeanAsyncResourceBind } from './platform/runtime/lean-async-resource-bind';
import { unsupportedNodeWarning } from './platform/runtime/node-version';
import { ClientApp } from './platform/web/client-app';
import { ClientShell } from './platform/web/client-shell';
import { emitSchemaSdl } from './schema-emitter';
import { WorkerModule } from './worker.module';

/** Builds the HTTP application on a database URL; used by main and by the integration tests. */
export async function createApp(
  config: AppConfig,
  database: DatabaseTarget,
): Promise<NestFastifyApplication> {
  // each request's body parser binds a callback: on Node 20 that kept the request from young GCs
  installLeanAsyncResourceBind();
  const adapter = new FastifyAdapter({
    // while closing, requests on open connections are still answered (then the connection ends)
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  });
  const logger = createAppLogger(
    config.logLevel,
    undefined,
    chooseLogFormat(config.logFormat, process.stdout.isTTY === true),
  );
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, database, logger),
    adapter,
    // rawBody: webhooks verify signatures over the exact bytes received
    { bufferLogs: true, rawBody: true },
  );
  app.useLogger(app.get(PinoLogger));
  registerRequestLogging(app.getHttpAdapter().getInstance(), logger);
  const shell = app.get(ClientShell);
  registerSecurityHeaders(app.getHttpAdapter().getInstance(), {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // the shell's inline theme script, by its hash; nothing else inline
        scriptSrc: ["'self'", ...shell.inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // HTML and API answers above 1 KB compressed on the fly at a cheap level; built assets come
  // precompressed (see ClientApp) and media is already compressed
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 4 },
  });
  await app.register(multipart, {
    // per-file limits are checked again by each endpoint; this is the ceiling for any part
    limits: { fileSize: VIDEO_MAX_BYTES, files: 2, fields: 12, fieldSize: 20_000, parts: 14 },
  });
  const clientApp = await ClientApp.register(
    app.getHttpAdapter().getInstance(),
    config.clientDir,
    shell,
    { ide: config.graphqlIde },
  );
  registerInputGuard(app.getHttpAdapter().getInstance());
  setupOpenApi(app);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(clientApp));
  app.enableShutdownHooks();
  return app;
}

async function main(): Promise<void> {
  const nodeWarning = unsupportedNodeWarning(process.version);
  if (nodeWarning) {
    console.warn(nodeWarning);
  }
  const emitTo = process.argv.find((arg) => arg.startsWith('--emit-schema'));
  if (emitTo) {
    const sdl = await emitSchemaSdl();
    const target = emitTo.split('=')[1];
    if (target) {
      writeFileSync(target, sdl);
    } else {
      process.stdout.write(sdl);
    }
    return;
  }
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const adminAt = process.argv.indexOf('--admin');
  if (adminAt > 0) {
    // support commands (`npm run admin -- grant-staff ana`): no HTTP, no jobs
    process.exitCode = await runAdmin(config, process.argv.slice(adminAt + 1));
    return;
  }
  for (const command of ['backup', 'restore'] as const) {
    const at = process.argv.indexOf(`--${command}`);
    if (at > 0) {
      // `npm run backup -- FILE` beside a running app; `npm run restore -- FILE` into a fresh one
      Logger.overrideLogger(['error']);
      process.exitCode = await runBackupCommand(config, command, process.argv[at + 1]);
      return;
    }
  }
  const log = new Logger('Mixel');
  if (process.argv.includes('--role=worker')) {
    if (!config.databaseUrl || !config.redisUrl) {
      console.error(
        '--role=worker needs DATABASE_URL and REDIS_URL (the shared database and queue)',
      );
      process.exit(1);
    }
    const worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(config, config.databaseUrl),
    );
    worker.enableShutdownHooks();
    log.log('Worker started');
    return;
  }
  const embedded = config.databaseUrl ? null : await EmbeddedPostgres.start(config.dataDir);
  const app = await createApp(
    config,
    embedded ? { url: embedded.url, embedded } : { url: config.databaseUrl! },
  );
  const replayAt = process.argv.indexOf('--replay-webhook');
  if (replayAt > 0) {
    // support: runs a stored webhook delivery again (verified again, applied at most once)
    const id = process.argv[replayAt + 1] ?? '';
    try {
      await app.get(BillingService).replayDelivery(id);
      log.log(`Webhook delivery ${id} replayed`);
    } finally {
      await app.close();
    }
    return;
  }
  if (config.seedDemo || process.argv.includes('--seed-only')) {
    await app.get(DemoSeedService).seed();
    await app.get(DemoContentSeeder).seed();
    await app.get(DemoNewsSeeder).seed();
  }
  if (process.argv.includes('--seed-only')) {
    await app.close();
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  log.log(`Mixel listening on http://localhost:${config.port}`);
  boundShutdown(log);
}

/**
 * SIGTERM/SIGINT run Nest's orderly close (enableShutdownHooks): jobs finish, HTTP drains,
 * sockets close with 1001, pools close, the embedded PostgreSQL stops last. Whatever still hangs
 * after this long is cut off.
 */
const SHUTDOWN_LIMIT_MS = 30_000;

function boundShutdown(log: Logger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.log(`${signal}: finishing work in flight (at most ${SHUTDOWN_LIMIT_MS / 1000} s)`);
      setTimeout(() => {
        log.error('Shutdown took too long: exiting');
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
    });
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
