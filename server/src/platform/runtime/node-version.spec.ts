import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSupportedNode, SUPPORTED_NODE, unsupportedNodeWarning } from './node-version';

const ROOT = join(__dirname, '../../../..');

describe('supported Node.js versions', () => {
  it('states the same range in package.json and .nvmrc picks one of them', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
    expect(isSupportedNode(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim())).toBe(true);
  });

  it.each([
    ['20.19.0', false],
    ['v20.20.2', false],
    ['22.14.0', false],
    ['22.15.0', true],
    ['22.20.1', true],
    ['23.11.0', false],
    ['24.0.0', true],
    ['v25.2.1', true],
  ])('judges Node %s supported: %s', (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });

  it('warns in one line naming the supported versions on Node 20, and says nothing on 24', () => {
    const warning = unsupportedNodeWarning('v20.20.2');
    expect(warning).toContain('Node.js 20.20.2 is not supported');
    expect(warning).toContain('22.15');
    expect(warning).toContain('24');
    expect(warning).not.toContain('\n');
    expect(unsupportedNodeWarning('v24.22.3')).toBeNull();
  });
});
