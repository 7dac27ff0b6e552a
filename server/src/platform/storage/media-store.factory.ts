import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { LocalMediaStore } from './local-media-store';
import { MediaStore } from './media-store.port';
import { S3MediaStore } from './s3-media-store';

/** The configured media store: the S3 bucket when S3_* is set, else DATA_DIR/media. */
export function mediaStoreFor(config: AppConfig): MediaStore {
  return config.s3
    ? new S3MediaStore({ ...config.s3, publicBaseUrl: config.mediaPublicBaseUrl })
    : new LocalMediaStore(join(config.dataDir, 'media'));
}
