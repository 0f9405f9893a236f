import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';

/**
 * Decision 010: zod stays out of every browser bundle (it is ~90 KB gzipped and does not
 * tree-shake); the client imports the shared schemas' types only. Read from the built client's
 * source maps, which list the modules inside each chunk.
 */
test('no chunk of the staff app or the signing page holds zod', () => {
  const assets = path.join(process.cwd(), 'dist/client/assets');
  const maps = readdirSync(assets).filter((name) => name.endsWith('.js.map'));
  expect(maps.length).toBeGreaterThan(5);
  const withZod = maps.filter((name) => (JSON.parse(readFileSync(path.join(assets, name), 'utf8')) as { sources: string[] }).sources.some((source) => /node_modules[\\/]zod[\\/]/.test(source)));
  expect(withZod).toEqual([]);
});
