import { afterEach, vi } from 'vitest';

// A console.error in a unit test is a bug we did not see: fail the test (epic-stack habit).
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});
