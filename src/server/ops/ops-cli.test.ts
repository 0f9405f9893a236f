import { describe, expect, it } from 'vitest';
import { OpsError, parseOpsArgs, redactUrl } from './ops-cli.ts';

describe('operations scripts', () => {
  it('read FILE relative to where the command was typed, and --force', () => {
    expect(parseOpsArgs(['backups/a.gz'], '/home/office')).toEqual({ file: '/home/office/backups/a.gz', force: false });
    expect(parseOpsArgs(['--force', '/srv/b.gz'], '/home/office')).toEqual({ file: '/srv/b.gz', force: true });
    expect(parseOpsArgs([], '/x')).toEqual({ file: undefined, force: false });
    expect(() => parseOpsArgs(['--yes'], '/x')).toThrow(OpsError);
  });

  it('never print a database password', () => {
    expect(redactUrl('postgres://quotes:s3cret@db.internal:5432/quotes')).toBe('postgres://quotes:***@db.internal:5432/quotes');
    expect(redactUrl('not a url')).toBe('DATABASE_URL');
  });
});
