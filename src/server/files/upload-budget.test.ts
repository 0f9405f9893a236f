import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { DATABASE_KINDS } from '../testing/test-databases.ts';
import { DEFAULT_UPLOAD_MEMORY_MB, LARGEST_UPLOAD_BYTES, MB, UploadBudget, UploadBusyError, uploadBudget, uploadReservationBytes } from './upload-budget.ts';
import { multipartBody } from '../testing/multipart-body.ts';

/** Lets every settled promise run its callbacks: no clock involved. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether a promise has settled yet, without waiting for it. */
function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined, error: undefined as unknown };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('the upload memory budget (issue 11, item 7: six parallel 10 x 15 MB uploads took 929 MB)', () => {
  it('lets two of the largest uploads in at a time under a 320 MB budget: the third waits, the seventh too', async () => {
    const budget = new UploadBudget(320 * MB);
    const leases = [];
    const pending = [];
    for (let i = 0; i < 7; i++) {
      const state = tracked(budget.acquire(LARGEST_UPLOAD_BYTES));
      await settle();
      if (state.settled) leases.push(state.value!);
      else pending.push(state);
    }
    expect(leases).toHaveLength(2);
    expect(pending).toHaveLength(5);
    expect(budget.bytesInUse).toBe(2 * LARGEST_UPLOAD_BYTES);
    expect(budget.waiting).toBe(5);

    leases[0]!.release();
    await settle();
    expect(pending[0]!.settled).toBe(true);
    expect(pending[1]!.settled).toBe(false);
    expect(budget.bytesInUse).toBe(2 * LARGEST_UPLOAD_BYTES);
  });

  it('the default budget takes one of the largest uploads at a time, and small ones beside it', async () => {
    const budget = new UploadBudget(DEFAULT_UPLOAD_MEMORY_MB * MB);
    const largest = await budget.acquire(LARGEST_UPLOAD_BYTES);
    const second = tracked(budget.acquire(LARGEST_UPLOAD_BYTES));
    await settle();
    expect(second.settled).toBe(false);
    largest.release();
    await settle();
    expect(second.settled).toBe(true);
    const photo = tracked(budget.acquire(4 * MB));
    await settle();
    expect(photo.settled).toBe(true);
  });

  it('never holds more than its capacity, whatever the mix of sizes', async () => {
    const budget = new UploadBudget(100);
    const sizes = [60, 30, 50, 10, 100, 5, 95, 1, 40];
    const states = sizes.map((size) => tracked(budget.acquire(size)));
    let peak = 0;
    for (let round = 0; round < sizes.length + 2; round++) {
      await settle();
      peak = Math.max(peak, budget.bytesInUse);
      expect(budget.bytesInUse).toBeLessThanOrEqual(100);
      // Release the oldest lease still held.
      const held = states.find((state) => state.settled && state.value && (state as { released?: boolean }).released !== true);
      if (held) {
        held.value!.release();
        (held as { released?: boolean }).released = true;
      }
    }
    await settle();
    expect(states.every((state) => state.settled)).toBe(true);
    expect(peak).toBeGreaterThan(60);
  });

  it('serves in order: a small upload does not jump ahead of a large one that waits', async () => {
    const budget = new UploadBudget(100);
    const first = await budget.acquire(60);
    const large = tracked(budget.acquire(80));
    const small = tracked(budget.acquire(10));
    await settle();
    expect(large.settled).toBe(false);
    expect(small.settled).toBe(false);
    first.release();
    await settle();
    expect(large.settled).toBe(true);
    expect(small.settled).toBe(true);
    expect(budget.bytesInUse).toBe(90);
  });

  it('refuses with "busy" once too many wait, instead of queueing without end', async () => {
    const budget = new UploadBudget(100, 2);
    await budget.acquire(100);
    const waiting = [tracked(budget.acquire(1)), tracked(budget.acquire(1))];
    await expect(budget.acquire(1)).rejects.toBeInstanceOf(UploadBusyError);
    await settle();
    expect(waiting.every((state) => !state.settled)).toBe(true);
  });

  it('a client that leaves while waiting gives its place up, and those behind it move on', async () => {
    const budget = new UploadBudget(100);
    const held = await budget.acquire(50);
    const controller = new AbortController();
    const leaving = tracked(budget.acquire(80, controller.signal));
    const behind = tracked(budget.acquire(40));
    await settle();
    expect(behind.settled).toBe(false);
    controller.abort(new Error('client went away'));
    await settle();
    expect(leaving.error).toBeInstanceOf(Error);
    expect(behind.settled).toBe(true);
    expect(budget.bytesInUse).toBe(90);
    held.release();
  });

  it('releasing twice gives the bytes back once; a reservation over the budget runs alone', async () => {
    const budget = new UploadBudget(100);
    const lease = await budget.acquire(1000);
    expect(lease.bytes).toBe(100);
    lease.release();
    lease.release();
    expect(budget.bytesInUse).toBe(0);
  });

  it('reserves the Content-Length when sent, else the largest upload', () => {
    expect(uploadReservationBytes('2048')).toBe(2048);
    expect(uploadReservationBytes(undefined)).toBe(LARGEST_UPLOAD_BYTES);
    expect(uploadReservationBytes('999999999999')).toBe(LARGEST_UPLOAD_BYTES);
    expect(uploadReservationBytes('-5')).toBe(LARGEST_UPLOAD_BYTES);
    expect(uploadReservationBytes('12', 5)).toBe(5);
  });
});


describe.each(DATABASE_KINDS)('uploads wait for the shared budget on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const upload = (i: number) =>
    t.staff({ method: 'POST', url: '/api/ai-process', ...multipartBody({ prompt: `Garage floor ${i}, 400 sq ft flake at $5` }, [{ field: 'file', filename: `notes-${i}.txt`, type: 'text/plain', data: Buffer.from(`Customer: Pat Lee ${i}\nGarage 20 x 20 ft`) }]) });

  it('an upload waits while the budget is taken, runs once it is free, and gives its share back', async () => {
    const all = await uploadBudget.acquire(uploadBudget.capacityBytes);
    try {
      const answer = tracked(upload(1));
      await vi.waitFor(() => expect(uploadBudget.waiting).toBe(1));
      await settle();
      expect(answer.settled).toBe(false);
      all.release();
      await vi.waitFor(() => expect(answer.settled).toBe(true), { timeout: 20_000 });
      expect(answer.value!.statusCode, answer.value!.body).toBeLessThan(500);
      expect(uploadBudget.bytesInUse).toBe(0);
    } finally {
      all.release();
    }
  });

  it('a PDF sent to Verify waits for the budget too, and gives its share back however it ends', async () => {
    const all = await uploadBudget.acquire(uploadBudget.capacityBytes);
    let answer;
    try {
      answer = tracked(t.staff({ method: 'POST', url: '/api/verify-pdf', payload: Buffer.from('%PDF-1.7 not really'), headers: { 'content-type': 'application/pdf' } }));
      await vi.waitFor(() => expect(uploadBudget.waiting).toBe(1));
      await settle();
      expect(answer.settled).toBe(false);
    } finally {
      all.release();
    }
    await vi.waitFor(() => expect(answer.settled).toBe(true), { timeout: 20_000 });
    expect(answer.value!.statusCode).toBeLessThan(500);
    await vi.waitFor(() => expect(uploadBudget.bytesInUse).toBe(0));
  });

  it('answers 503 "busy, try again" when too many already wait, and the waiting ones still finish', async () => {
    const all = await uploadBudget.acquire(uploadBudget.capacityBytes);
    const waiting: ReturnType<typeof tracked<Awaited<ReturnType<typeof upload>>>>[] = [];
    try {
      for (let i = 0; i < uploadBudget.maxWaiting; i++) waiting.push(tracked(upload(100 + i)));
      await vi.waitFor(() => expect(uploadBudget.waiting).toBe(uploadBudget.maxWaiting));
      const refused = await upload(999);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/busy.*try again/i);
    } finally {
      all.release();
    }
    await vi.waitFor(() => expect(waiting.every((state) => state.settled)).toBe(true), { timeout: 60_000 });
    expect(waiting.every((state) => state.value!.statusCode < 500)).toBe(true);
    expect(uploadBudget.bytesInUse).toBe(0);
  }, 90_000);
});
