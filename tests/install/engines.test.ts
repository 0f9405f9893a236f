import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * README promises Node 20.19+ (package.json engines). A dependency that asks for more makes
 * `npm ci` print EBADENGINE and may use what Node 20 lacks: every locked package must accept the
 * oldest Node we promise and the Node running the tests, as npm checks it.
 */
describe('installed packages and our Node range', () => {
  const ours = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }> };

  const versions = [semver.minVersion(ours)!.version, process.version];

  it(`accept Node ${versions.join(' and ')}`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !entry.optional)
      .flatMap(([name, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!wanted || !semver.validRange(wanted)) return [];
        return versions.every((version) => semver.satisfies(version, wanted)) ? [] : [`${name.replace(/^.*node_modules\//, '')} wants node ${wanted}`];
      });
    expect(refusing).toEqual([]);
  });
});
