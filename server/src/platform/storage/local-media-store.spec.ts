import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalMediaStore } from './local-media-store';
import { mediaStoreContract } from './media-store.contract';

mediaStoreContract(
  LocalMediaStore.name,
  async () => new LocalMediaStore(mkdtempSync(join(tmpdir(), 'mixel-media-'))),
);
