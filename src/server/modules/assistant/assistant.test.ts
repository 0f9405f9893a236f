import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '#server/assistant/create-extractor.ts';
import { makeDocx, makePdf, makePng, makeXlsx, makeZip, officeShell, deflateZeros } from '#server/files/test-support/make-sample-files.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { multipartBody } from '#server/testing/multipart-body.ts';


describe.each(DATABASE_KINDS)('AI assistant routes (embedded extractor) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const draftOf = async (id: string) => (await t.staff({ method: 'GET', url: `/api/drafts/${id}` })).json();

  it('turns typed text into a draft with exact figures', async () => {
    const res = await t.staff({
      method: 'POST',
      url: '/api/extract-from-text',
      payload: { text: 'Quote for Hector Alvarez, garage 20 x 25 flake system at $5.50 a square foot, phone 512-555-0147, 10% off' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const draft = await draftOf(body.draft.id);
    expect(draft).toMatchObject({ customerName: 'Hector Alvarez', customerPhone: '(512) 555-0147', discountRate: '10.00', subtotal: '2750.00', total: '2475.00', depositAmount: '1485.00' });
    expect(draft.lineItems[0]).toMatchObject({ useDimensions: true, length: 20, width: 25, quantity: 500, rate: 5.5 });
    // The same request again opens the same draft rather than a copy.
    const again = await t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text: 'Quote for Hector Alvarez, garage 20 x 25 flake system at $5.50 a square foot, phone 512-555-0147, 10% off' } });
    expect(again.json().draft.id).toBe(body.draft.id);
  });

  it('answers 400 for empty text and 422 when nothing can be understood', async () => {
    const empty = await t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('text is required');
    const nothing = await t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text: 'hello there' } });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe('No data generated from AI request');
  });

  it.each([
    ['a PDF', 'request.pdf', 'application/pdf', () => makePdf(['Customer: Priya Natarajan', 'Garage 24 x 26 quartz at $7.25 per sq ft'])],
    ['a DOCX', 'notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', async () => makeDocx(['Customer: Priya Natarajan', 'Garage 24 x 26 quartz at $7.25 per sq ft'])],
    ['an XLSX', 'measure.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', () => makeXlsx([['Customer', 'Priya Natarajan'], ['Garage 24 x 26 quartz', '$7.25 per sq ft']])],
    ['an XLSX measurement table', 'takeoff.xlsx', 'application/octet-stream', () => makeXlsx([['Customer', 'Priya Natarajan'], ['Area', 'Length', 'Width', 'Rate'], ['Garage quartz', 24, 26, 7.25]])],
    ['a CSV', 'measure.csv', 'text/csv', async () => Buffer.from('Customer,Priya Natarajan\nGarage 24 x 26 quartz,$7.25 per sq ft\n')],
    ['a PNG of printed text', 'notepad.png', 'image/png', () => makePng(['Customer: Priya Natarajan', 'Garage 24 x 26 quartz at $7.25 per sq ft'])],
  ])('reads %s and makes the draft', async (_label, filename, type, make) => {
    const body = multipartBody({ prompt: '' }, [{ field: 'file', filename, type, data: await make() }]);
    const res = await t.staff({ method: 'POST', url: '/api/ai-process', ...body });
    expect(res.statusCode, res.body).toBe(200);
    const draft = await draftOf(res.json().draft.id);
    expect(draft.customerName).toBe('Priya Natarajan');
    expect(draft.lineItems[0]).toMatchObject({ quantity: 624, rate: 7.25, amount: '4524.00' });
    // Each case makes its own draft; archive it so the next identical request is not a duplicate.
    await t.staff({ method: 'PATCH', url: `/api/drafts/${draft.id}/archive` });
  });

  it('refuses a file whose bytes are not an allowed type with 415 naming the file', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    const res = await t.staff({ method: 'POST', url: '/api/ai-process', ...multipartBody({ prompt: 'see file' }, [{ field: 'file', filename: 'notes.txt', type: 'text/plain', data: exe }]) });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('notes.txt');
  });

  it('refuses a zip bomb disguised as DOCX without unpacking it', async () => {
    const zeros = await deflateZeros(400 * 1024 * 1024);
    const bomb = makeZip(officeShell('docx', [{ name: 'word/document.xml', content: '<x/>' }, { name: 'word/media/bomb.bin', deflated: { data: zeros, declaredSize: 400 * 1024 * 1024 } }]));
    const res = await t.staff({ method: 'POST', url: '/api/ai-process', ...multipartBody({ prompt: '' }, [{ field: 'file', filename: 'quote.docx', type: 'application/octet-stream', data: bomb }]) });
    expect([413, 422]).toContain(res.statusCode);
    expect(res.json().message).toContain('quote.docx');
  });

  it('refuses a file over 15 MB and more than 10 files with 413', async () => {
    const big = await t.staff({ method: 'POST', url: '/api/ai-process', ...multipartBody({ prompt: 'x' }, [{ field: 'file', filename: 'big.txt', type: 'text/plain', data: Buffer.alloc(15 * 1024 * 1024 + 1, 'a') }]) });
    expect(big.statusCode).toBe(413);
    const many = Array.from({ length: 11 }, (_, i) => ({ field: 'file', filename: `n${i}.txt`, type: 'text/plain', data: Buffer.from('garage 10 x 10 at $5') }));
    const tooMany = await t.staff({ method: 'POST', url: '/api/ai-process', ...multipartBody({ prompt: 'x' }, many) });
    expect(tooMany.statusCode).toBe(413);
  });

  it('answers 400 with nothing to work on, 415 for JSON, and 503 for voice when no transcription is set up', async () => {
    expect((await t.staff({ method: 'POST', url: '/api/ai-process', ...multipartBody({ prompt: '  ' }, []) })).statusCode).toBe(400);
    expect((await t.staff({ method: 'POST', url: '/api/ai-process', payload: { prompt: 'x' } })).statusCode).toBe(415);
    const voice = await t.staff({ method: 'POST', url: '/api/transcribe', ...multipartBody({}, [{ field: 'audio', filename: 'recording.wav', type: 'audio/wav', data: Buffer.alloc(100) }]) });
    expect(voice.statusCode).toBe(503);
    expect(voice.json().message).toContain('not set up');
  });
});

describe('AI assistant routes with an OpenAI-compatible provider', () => {
  let provider: Server;
  let t: TestApp;
  const seen: { path: string; body: string }[] = [];
  beforeAll(async () => {
    provider = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('latin1') });
        res.setHeader('content-type', 'application/json');
        if (req.url?.endsWith('/audio/transcriptions')) return res.end(JSON.stringify({ text: 'quote for ana ruiz garage twenty by twenty at five dollars' }));
        const draft = { customerName: 'Ana Ruiz', customerPhone: null, customerEmail: null, customerAddress: null, projectTitle: 'Garage Floor Coating', lineItems: [{ description: 'Flake system - Garage', useDimensions: true, length: 20, width: 20, quantity: 400, rate: 5 }], discountRate: 0, depositPercentage: 60, notes: null };
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(draft) }, finish_reason: 'stop' }] }));
      });
    });
    provider.listen(0, '127.0.0.1');
    await once(provider, 'listening');
    const baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
    t = await buildTestApp('pglite', { deps: { assistant: createAssistant({ baseUrl, apiKey: 'sk-test', model: 'test-model', transcribeModel: 'whisper-test', timeoutMs: 5000 }) } });
  });
  afterAll(async () => {
    await t?.close();
    provider?.close();
  });

  it('transcribes recording.wav through /audio/transcriptions', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/transcribe', ...multipartBody({}, [{ field: 'audio', filename: 'recording.wav', type: 'audio/wav', data: Buffer.from('RIFF....WAVEfmt ') }]) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'quote for ana ruiz garage twenty by twenty at five dollars' });
    expect(seen.at(-1)!.path).toBe('/v1/audio/transcriptions');
    expect(seen.at(-1)!.body).toContain('whisper-test');
  });

  it('makes the draft from the model\'s structured answer, with our own money code', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text: 'quote for ana ruiz garage twenty by twenty at five dollars' } });
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)!.path).toBe('/v1/chat/completions');
    const draft = (await t.staff({ method: 'GET', url: `/api/drafts/${res.json().draft.id}` })).json();
    expect(draft).toMatchObject({ customerName: 'Ana Ruiz', total: '2000.00', depositAmount: '1200.00' });
  });
});
