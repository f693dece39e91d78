import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `engines` says which Node versions the app runs on. npm warns at install when a locked package
 * needs a newer Node than that (cookie@2 and content-disposition@3 needed 22 while we declare 20):
 * the declaration would then be a lie. Every locked package must accept the lowest declared Node.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('declared Node engines', () => {
  it('every locked package runs on the lowest Node version the app declares', () => {
    const lowest = semver.minVersion(pkg.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !entry.optional)
      .flatMap(([name, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(lowest, range) ? [`${name} needs node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
