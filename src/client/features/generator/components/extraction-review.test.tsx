// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ExtractionRecord } from '#shared/assistant/field-sources.ts';
import { fieldChecks, splitBySpans } from '../lib/field-checks.ts';
import type { GeneratorValues } from '../lib/form-values.ts';
import { ExtractionReviewLayout } from './extraction-review.tsx';
import { LineItemFields } from './line-item-fields.tsx';

const requestText = 'Quote for Hector Alvarez, garage 20 x 25 flake at $5.50 a sq ft. Call 512-555-0147.';
const at = (words: string) => ({ start: requestText.indexOf(words), end: requestText.indexOf(words) + words.length });

const record: ExtractionRecord = {
  extractor: 'llm:qwen2.5:7b-instruct',
  requestText,
  sources: [
    { field: 'customerName', ...at('Hector Alvarez'), confidence: 0.9, flag: null },
    { field: 'customerPhone', ...at('512-555-0147'), confidence: 0.9, flag: null },
    { field: 'projectTitle', ...at('garage'), confidence: 0.5, flag: null },
    { field: 'lineItems.0.description', ...at('flake'), confidence: 0.9, flag: null },
    { field: 'lineItems.0.length', ...at('20 x 25'), confidence: 0.9, flag: null },
    { field: 'lineItems.0.width', ...at('20 x 25'), confidence: 0.9, flag: null },
    { field: 'lineItems.0.rate', start: null, end: null, confidence: 0.3, flag: '$6.50 does not appear in the request' },
  ],
  warnings: ['The AI provider did not answer (timed out after 60 s); the built-in reader made this draft — check every field.'],
};

const values: GeneratorValues = {
  customerName: 'Hector Alvarez',
  customerPhone: '(512) 555-0147',
  customerAddress: '',
  projectTitle: 'Garage Floor Coating',
  issueDate: '2026-11-23',
  validUntil: '2026-12-23',
  discountRate: '0',
  depositPercentage: '60',
  lineItems: [{ id: 'item-1', unit: 'sqft', description: 'Flake system - Garage', useDimensions: true, length: '20', width: '25', quantity: '500', rate: '6.50' }],
  options: [],
  addOns: [],
  photos: [],
};

afterEach(cleanup);

describe('fieldChecks and splitBySpans', () => {
  it('lists only filled fields that are flagged, unsure or unsourced, with the reason', () => {
    const checks = fieldChecks(record, values, 60);
    expect(checks.map((c) => [c.field, c.reason])).toEqual([
      ['projectTitle', 'The reader is unsure (50% sure).'],
      ['lineItems.0.rate', '$6.50 does not appear in the request'],
    ]);
    // A value with no source at all is listed; blank ones and the usual deposit are not.
    const unsourced = fieldChecks({ ...record, sources: [] }, values, 60).map((c) => c.field);
    expect(unsourced).toEqual(['customerName', 'customerPhone', 'projectTitle', 'lineItems.0.description', 'lineItems.0.length', 'lineItems.0.width', 'lineItems.0.rate']);
  });

  it('cuts the request at span edges, overlapping spans included, and ignores offsets past the text', () => {
    const pieces = splitBySpans('garage 20 x 25 flake', [
      { field: 'a', start: 7, end: 14, confidence: 1, flag: null },
      { field: 'b', start: 7, end: 9, confidence: 1, flag: null },
      { field: 'c', start: 15, end: 99, confidence: 1, flag: null },
    ]);
    expect(pieces).toEqual([
      { text: 'garage ', fields: [] },
      { text: '20', fields: ['a', 'b'] },
      { text: ' x 25', fields: ['a'] },
      { text: ' flake', fields: [] },
    ]);
  });
});

describe('ExtractionReviewLayout', () => {
  function renderReview() {
    render(
      <ExtractionReviewLayout record={record} values={values} defaultDeposit={60}>
        <LineItemFields item={values.lineItems[0]!} index={0} canRemove={false} onChange={() => undefined} onRemove={() => undefined} />
      </ExtractionReviewLayout>,
    );
  }

  it('shows the request with the spans highlighted, the warnings and the fields to check', () => {
    renderReview();
    const text = screen.getByRole('region', { name: 'Request text' });
    expect(text.textContent).toBe(requestText);
    expect([...text.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Hector Alvarez', 'garage', '20 x 25', 'flake', '512-555-0147']);
    expect(within(text).getByText('garage').className).toContain('is-check');
    expect(screen.getByRole('alert').textContent).toContain('the built-in reader made this draft');
    expect(screen.getByText(/^Read by the built-in reader \(standing in for the AI model qwen2\.5:7b-instruct\)\./)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Fields to check' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'To check (2)' })).toBeTruthy();
  });

  it('marks the form field to check with its reason, and its marker shows where the value is (or that it is nowhere)', () => {
    renderReview();
    const item = screen.getByRole('group', { name: 'Item 1' });
    // The rate input is described by its mark.
    const rate = within(item).getByLabelText('Rate ($/sq ft)');
    const described = document.getElementById(rate.getAttribute('aria-describedby') ?? '')!;
    expect(described.textContent).toContain('$6.50 does not appear in the request');
    // Length and width came from the request and are not marked.
    expect(within(item).getByLabelText('Length (ft)').getAttribute('aria-describedby')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Check Item 1 · Rate: show it in the request' }));
    expect(screen.getByText('Item 1 · Rate: no words of the request were found for it.')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('list', { name: 'Fields to check' })).getByRole('button', { name: /Project Title/ }));
    const selected = screen.getByRole('region', { name: 'Request text' }).querySelector('mark.is-selected');
    expect(selected?.textContent).toBe('garage');
  });
});
