import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { OpenAiStub, sendJson } from '#server/assistant/test-support/openai-stub.ts';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/constants.ts';
import { expect, test } from './support/fixtures.ts';
import { gate, parseMultipart, speechWav, uniqueSurname, wavFacts, type WavFacts } from './support/voice.ts';

/**
 * Issue 5: the /voice screen. A real recording from Chromium's fake microphone (fed with speech
 * made by espeak-ng) goes through the real server to a local OpenAI-protocol stub; typing and the
 * chat view go through the real server's embedded extractor.
 */

// The default e2e browser with a fake microphone (a beep) that needs no permission prompt.
const FAKE_MEDIA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA] } });

const SPOKEN = 'Quote for Maria Lopez, phone five one two five five five zero one three four, two car garage twenty four by twenty, metallic epoxy at six fifty a square foot';
/** What Whisper answers for that sentence. */
const HEARD = 'Quote for Maria Lopez, phone 512-555-0134, two-car garage 24 by 20, metallic epoxy at $6.50 a square foot.';

const recordButton = (page: Page) => page.getByRole('button', { name: 'Click to start recording' });
const recordingButton = (page: Page) => page.getByRole('button', { name: 'Speak now, click next when finished' });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Holds the server's answer to `path` until the returned function is called. */
async function holdResponse(page: Page, path: string): Promise<() => void> {
  const held = gate();
  await page.route(`**${path}`, async (route) => {
    await held.wait;
    await route.continue();
  });
  return held.open;
}

async function recordFor(page: Page, milliseconds: number): Promise<void> {
  await recordButton(page).click();
  await expect(recordingButton(page)).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await expect(meter).toBeVisible();
  // The meter moves with the sound coming in.
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 5000 }).toBeGreaterThan(0);
  await page.waitForTimeout(milliseconds); // the recording's own length
}

async function expectEditView(page: Page, customerName: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/generated-quotes$/);
  await expect(page.getByLabel('Customer Name')).toHaveValue(customerName);
}

async function expectDimensionItem(page: Page, item: number, { length, width, area, rate }: { length: string; width: string; area: string; rate: RegExp }): Promise<void> {
  const group = page.getByRole('group', { name: `Item ${item}` });
  await expect(group.getByRole('switch', { name: 'Use Dimensions' })).toBeChecked();
  await expect(group.getByLabel('Length (ft)')).toHaveValue(length);
  await expect(group.getByLabel('Width (ft)')).toHaveValue(width);
  await expect(group.getByText(area, { exact: true })).toBeVisible();
  await expect(group.getByLabel('Rate ($/sq ft)')).toHaveValue(rate);
}

test.describe('with a transcription model (own server, OpenAI stub, speech from espeak-ng)', () => {
  const stub = new OpenAiStub();
  let server: ServerProcess;
  let browser: Browser;
  let directory: string;
  let spoken: WavFacts;
  const accessCode = 'voice-e2e-code';
  /** What the stub saw of each transcription request. */
  let received: Array<{ path: string; model: string | null; filename: string | null; wav: WavFacts | null }> = [];
  let answer: (respond: (status: number, body: unknown) => void) => Promise<void> = async () => undefined;

  test.beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'epoxy-voice-e2e-'));
    const wav = speechWav(directory, SPOKEN);
    spoken = wavFacts(wav.bytes);
    await stub.start();
    stub.handler = async (request, response) => {
      const parts = request.path.endsWith('/audio/transcriptions') ? parseMultipart(request.body, request.headers['content-type']) : [];
      const file = parts.find((part) => part.name === 'file');
      received.push({
        path: `${request.method} ${request.path}`,
        model: parts.find((part) => part.name === 'model')?.data.toString() ?? null,
        filename: file?.filename ?? null,
        wav: file ? wavFacts(file.data) : null,
      });
      await answer((status, body) => sendJson(response, status, body));
    };
    server = await startServerProcess({
      DATA_DIR: join(directory, 'data'),
      ACCESS_CODE: accessCode,
      AI_BASE_URL: stub.baseUrl,
      AI_API_KEY: 'test-key',
      AI_TRANSCRIBE_MODEL: 'whisper-1',
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA, `--use-file-for-fake-audio-capture=${wav.path}`],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    if (server) await server.exited;
    await stub.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    received = [];
  });

  async function openVoiceScreen(): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/voice');
    await page.getByLabel('Enter Access Code').fill(accessCode);
    await page.getByRole('button', { name: 'Access Portal' }).click();
    await expect(page.getByRole('heading', { name: 'AI Quote Assistant', level: 1 })).toBeVisible();
    return page;
  }

  test('speak, check the transcript, Send to AI: the draft opens with the customer and the garage item', async () => {
    expect(spoken).toMatchObject({ riffWave: true, format: 1 });
    expect(spoken.seconds).toBeGreaterThan(4);
    const transcribed = gate();
    answer = async (respond) => {
      await transcribed.wait;
      respond(200, { text: HEARD });
    };
    const page = await openVoiceScreen();
    // The screen says plainly who transcribes: the model and the server's host, never the key.
    await expect(page.getByText(`Transcription: whisper-1 at ${new URL(stub.baseUrl).host}`, { exact: true })).toBeVisible();
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (/\/api\/(transcribe|extract-from-text|ai-process)$/.test(request.url())) sent.push(request);
    });

    await expect(nextButton(page)).toHaveCount(0);
    await recordFor(page, 3000);
    await nextButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Transcribing...' })).toBeVisible();
    transcribed.open();

    const dialog = page.getByRole('dialog', { name: 'Voice Transcript' });
    await expect(dialog).toBeVisible();
    const transcript = dialog.getByLabel('Transcript');
    await expect(transcript).toHaveValue(HEARD);

    // What the server handed on to the model: the browser's own recording of the speech.
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.path).toBe('POST /v1/audio/transcriptions');
    expect(call?.model).toBe('whisper-1');
    expect(call?.filename).toBe('recording.wav');
    expect(call?.wav).toMatchObject({ riffWave: true, format: 1, channels: 1, bitsPerSample: 16 });
    expect(call?.wav?.seconds).toBeGreaterThan(2);
    expect(call?.wav?.seconds).toBeLessThan(10);
    // Not silence: speech comes through as a clear signal.
    expect(call?.wav?.peak).toBeGreaterThan(2000);
    expect(call?.wav?.rms).toBeGreaterThan(200);
    // And what the browser sent to our server.
    const upload = sent.find((request) => request.url().endsWith('/api/transcribe'));
    expect(upload?.method()).toBe('POST');
    expect(await upload?.headerValue('idempotency-key')).toBeTruthy();
    // (Chromium does not show file-backed request bodies to Playwright: the stub's view above is the bytes.)
    expect(await upload?.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);

    // The transcript can be corrected and saved before it goes.
    const corrected = `${HEARD} Start next Monday.`;
    await transcript.fill(corrected);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await transcript.fill('   ');
    await expect(dialog.getByRole('button', { name: 'Send to AI' })).toBeDisabled();
    await transcript.fill(corrected);
    await expect(dialog.getByRole('button', { name: 'Add Files', exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Add files', { exact: true })).toHaveAttribute('accept', 'image/*,.pdf,.doc,.docx,.txt');

    const release = await holdResponse(page, '/api/extract-from-text');
    await dialog.getByRole('button', { name: 'Send to AI' }).click();
    const loader = page.getByRole('dialog', { name: 'Generating Your Quote' });
    await expect(loader).toBeVisible();
    await expect(loader.getByText('AI is analyzing your requirements...')).toBeVisible();
    await expect(loader.getByText('Processing Audio')).toBeVisible();
    await expect(loader.getByText('Generating Quote', { exact: true })).toBeVisible();
    release();

    await expectEditView(page, 'Maria Lopez');
    await expect(loader).toHaveCount(0);
    await expectDimensionItem(page, 1, { length: '24', width: '20', area: '480.0', rate: /^6\.50?$/ });
    const extract = sent.find((request) => request.url().endsWith('/api/extract-from-text'));
    expect(extract?.postDataJSON()).toEqual({ text: corrected });
    expect(await extract?.headerValue('idempotency-key')).toBeTruthy();
    expect(sent.filter((request) => request.url().endsWith('/api/transcribe'))).toHaveLength(1);
    await page.context().close();
  });

  test('the model fails: a toast says so and the screen is back to idle', async () => {
    answer = async (respond) => respond(500, { error: { message: 'model overloaded' } });
    const page = await openVoiceScreen();
    // Issue 14: no native alert() any more; the message is the page's own toast.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });

    await recordFor(page, 2000);
    // Stopped with the record button itself: transcription starts on its own.
    await recordingButton(page).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Error transcribing audio. Please try again.')).toBeVisible({ timeout: 15_000 });
    expect(alerts).toEqual([]);
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received[0]?.wav).toMatchObject({ riffWave: true, format: 1 });

    await expect(recordButton(page)).toBeEnabled();
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toHaveCount(0);
    await expect(nextButton(page)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Voice Transcript' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Type' })).toBeEnabled();
    await page.context().close();
  });
});

test('no transcription model on the server: the screen says so before any recording, says which transcriber is used, and offers typing', async ({ page }) => {
  const transcribeCalls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/transcribe')) transcribeCalls.push(response.status());
  });
  await page.goto('/voice');
  await expect(page.getByRole('heading', { name: 'AI Quote Assistant', level: 1 })).toBeVisible();

  // GET /api/assistant said there is none: no recording is spent finding out.
  const notice = page.getByRole('status').filter({ hasText: 'Voice transcription is not set up on this server' });
  await expect(notice).toBeVisible();
  await expect(page.getByText(/^Transcription: (your browser’s speech recognition|none available, type your request or attach files)$/)).toBeVisible();
  expect(transcribeCalls).toEqual([]);
  await expect(page.getByRole('dialog', { name: 'Voice Transcript' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Type' }).click();
  await expect(page.getByRole('dialog', { name: 'Type Your Request' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Type Your Request' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Type Your Request' })).toHaveCount(0);

  await page.reload();
  await expect(notice).toBeVisible();
  expect(transcribeCalls).toEqual([]);
});

/**
 * Stands in for the browser's own speech recognition (Chromium's needs Google's service, which
 * the test machine cannot reach): it either hears `heard` or fails with `error`.
 */
function fakeBrowserRecognition(outcome: { heard: string } | { error: string }): void {
  class FakeRecognition {
    continuous = false;
    interimResults = false;
    lang = '';
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start(): void {
      const scope = window as unknown as { recognitionStarts?: number };
      scope.recognitionStarts = (scope.recognitionStarts ?? 0) + 1;
    }
    stop(): void {
      setTimeout(() => {
        if ('heard' in outcome) {
          const result = Object.assign([{ transcript: outcome.heard }], { isFinal: true });
          this.onresult?.({ resultIndex: 0, results: [result] });
        } else {
          this.onerror?.({ error: outcome.error });
        }
        this.onend?.();
      }, 100);
    }
    abort(): void {
      this.onend?.();
    }
  }
  Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
}

async function withoutServerTranscription(page: Page): Promise<number[]> {
  const transcribeCalls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/transcribe')) transcribeCalls.push(response.status());
  });
  await page.goto('/voice');
  await expect(page.getByRole('status').filter({ hasText: 'Voice transcription is not set up on this server' })).toBeVisible();
  expect(transcribeCalls).toEqual([]);
  return transcribeCalls;
}

test("no transcription model: the browser's own speech recognition fills the transcript, and the audio is not uploaded", async ({ page }) => {
  await page.addInitScript(fakeBrowserRecognition, { heard: 'Garage twenty by twenty at five dollars a square foot' });
  const transcribeCalls = await withoutServerTranscription(page);
  await expect(page.getByRole('status').filter({ hasText: 'Your browser’s own speech recognition is used instead' })).toBeVisible();

  await recordFor(page, 1000);
  await nextButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Voice Transcript' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue('Garage twenty by twenty at five dollars a square foot');
  expect(await page.evaluate(() => (window as unknown as { recognitionStarts?: number }).recognitionStarts)).toBe(1);
  expect(transcribeCalls).toEqual([]);
});

test("no transcription model and the browser's recognition fails: a toast says to type, and typing still works", async ({ page }) => {
  await page.addInitScript(fakeBrowserRecognition, { error: 'network' });
  // Issue 14 item 7: the page's own toast, never the browser's native alert().
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const transcribeCalls = await withoutServerTranscription(page);

  await recordFor(page, 1000);
  await nextButton(page).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Your browser’s speech recognition did not work. Please type your request instead.')).toBeVisible();
  expect(alerts).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: 'Your browser’s speech recognition did not work either: type your request or attach files instead.' })).toBeVisible();
  await expect(recordButton(page)).toBeDisabled();
  await expect(page.getByRole('dialog', { name: 'Voice Transcript' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Type' }).click();
  await expect(page.getByRole('dialog', { name: 'Type Your Request' })).toBeVisible();
  expect(transcribeCalls).toEqual([]);
});

test('typed request: Type, describe the job, Send to AI, and the draft opens', async ({ page }) => {
  const customer = `Dana ${uniqueSurname()}`;
  await page.goto('/voice');
  await page.getByRole('button', { name: 'Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Type Your Request' });
  await expect(dialog).toBeVisible();
  const text = dialog.getByPlaceholder('Describe your epoxy project');
  await expect(dialog.getByRole('button', { name: 'Send to AI' })).toBeDisabled();
  await text.fill(`Quote for ${customer}, phone 512-555-0177, basement 30 by 20, flake epoxy at $4.25 a square foot`);

  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/extract-from-text')) requests.push(request);
  });
  const release = await holdResponse(page, '/api/extract-from-text');
  await dialog.getByRole('button', { name: 'Send to AI' }).click();
  await expect(page.getByRole('dialog', { name: 'Generating Your Quote' })).toBeVisible();
  release();

  await expectEditView(page, customer);
  await expectDimensionItem(page, 1, { length: '30', width: '20', area: '600.0', rate: /^4\.25$/ });
  expect(requests).toHaveLength(1);
  expect(await requests[0]?.headerValue('idempotency-key')).toBeTruthy();
});

test('chat view: nothing entered, nothing to send', async ({ page }) => {
  await page.goto('/voice');
  const chat = page.getByRole('region', { name: 'AI Quote Generator' });
  const generate = chat.getByRole('button', { name: 'Generate Quote with AI' });
  await expect(generate).toBeDisabled();
  await chat.getByLabel('Describe the project').fill('   ');
  await expect(generate).toBeDisabled();
});

test('chat view: a prompt and a measurement sheet become a draft; a removed file is not sent', async ({ page }) => {
  const customer = `Jordan ${uniqueSurname()}`;
  await page.goto('/voice');
  const chat = page.getByRole('region', { name: 'AI Quote Generator' });
  await chat.getByLabel('Describe the project').fill(`Quote for ${customer}, phone 512-555-0199, basement and laundry room, measurements in the attached sheet`);
  await chat.getByLabel('Attach files').setInputFiles([
    { name: 'measurements.csv', mimeType: 'text/csv', buffer: Buffer.from('Area,Length (ft),Width (ft),Rate\nBasement,30,20,4.25\nLaundry room,10,8,5.00\n') },
    { name: 'old-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Shop floor 50 by 40 at $3.00 a square foot\n') },
  ]);
  const previews = chat.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
  await expect(previews).toHaveCount(2);
  await expect(previews.filter({ hasText: 'measurements.csv' })).toBeVisible();
  await chat.getByRole('button', { name: 'Remove old-notes.txt' }).click();
  await expect(previews).toHaveCount(1);
  await expect(previews.filter({ hasText: 'old-notes.txt' })).toHaveCount(0);

  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai-process')) requests.push(request);
  });
  await chat.getByRole('button', { name: 'Generate Quote with AI' }).click();

  await expectEditView(page, customer);
  await expectDimensionItem(page, 1, { length: '30', width: '20', area: '600.0', rate: /^4\.25$/ });
  await expectDimensionItem(page, 2, { length: '10', width: '8', area: '80.0', rate: /^5(\.00?)?$/ });
  await expect(page.getByRole('group', { name: 'Item 3' })).toHaveCount(0);

  // The removed file's shop floor is not among the items (above); Chromium does not show file-backed request bodies.
  expect(requests).toHaveLength(1);
  expect(await requests[0]!.headerValue('idempotency-key')).toBeTruthy();
  expect(await requests[0]!.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
});
