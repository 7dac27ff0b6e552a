/**
 * The Node.js versions every dependency supports (package.json `engines`): the oldest ones need
 * 22.15 (@whatwg-node), and several exclude 23 (jest, eslint's visitor keys, dependency-cruiser).
 */
export const SUPPORTED_NODE = '^22.15.0 || >=24';

/** True when `version` (such as `20.19.0` or `v24.22.3`) is one of SUPPORTED_NODE's. */
export function isSupportedNode(version: string): boolean {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return (major === 22 && minor >= 15) || major >= 24;
}

/** The one line a start on another Node prints, or null on a supported one. */
export function unsupportedNodeWarning(version: string): string | null {
  if (isSupportedNode(version)) {
    return null;
  }
  return (
    `Warning: Node.js ${version.replace(/^v/, '')} is not supported; Mixel needs Node.js 22.15 ` +
    `or later in 22.x, or 24 or later (24 LTS in .nvmrc is what production runs).`
  );
}
