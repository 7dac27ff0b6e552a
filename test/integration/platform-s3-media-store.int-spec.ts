import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { mediaStoreContract } from '../../server/src/platform/storage/media-store.contract';
import { S3MediaStore } from '../../server/src/platform/storage/s3-media-store';

let emulator: S3rver;
let store: S3MediaStore;

afterAll(async () => {
  store?.close();
  await emulator?.close();
});

mediaStoreContract(`${S3MediaStore.name} (s3rver emulator)`, async () => {
  emulator = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'mixel-s3-')),
    configureBuckets: [{ name: 'mixel-test', configs: [] }],
  });
  const { port } = (await emulator.run()) as { port: number };
  store = new S3MediaStore({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'mixel-test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return store;
});
