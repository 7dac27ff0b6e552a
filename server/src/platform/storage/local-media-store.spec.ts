import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalMediaStore } from './local-media-store';
import { mediaStoreContract } from './media-store.contract';

const root = mkdtempSync(join(tmpdir(), 'mixel-media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

mediaStoreContract(LocalMediaStore.name, async () => new LocalMediaStore(root));
