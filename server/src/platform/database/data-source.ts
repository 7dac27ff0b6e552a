import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { typeormOptions } from './typeorm-options';

/** For the TypeORM CLI (migration:generate|run|revert); the app builds its own in DatabaseModule. */
const config = loadConfig();
if (!config.databaseUrl) {
  throw new Error('DATABASE_URL must be set for the migration commands');
}
export default new DataSource({
  ...typeormOptions(config.databaseUrl),
  entities: [`${__dirname}/../../**/adapters/persistence/*.entity-schema.{js,ts}`],
});
