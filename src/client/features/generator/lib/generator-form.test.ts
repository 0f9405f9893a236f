import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES,
  buildAutosavePayload,
  buildInvoicePayload,
  buildQuotePayload,
  changedFields,
  emptyValues,
  firstError,
  hasAutosaveContent,
  newLineItem,
  totalsOf,
  validateValues,
  valuesFromDocument,
  type GeneratorValues,
  type LineItemValues,
} from './generator-form.ts';

const TODAY = new Date(2026, 2, 9);

const item = (over: Partial<LineItemValues> = {}): LineItemValues => ({ ...newLineItem(), id: 'item-1', ...over });

const filled = (over: Partial<GeneratorValues> = {}): GeneratorValues => ({
  ...emptyValues(TODAY),
  customerName: 'Dana Ruiz',
  projectTitle: 'Garage floor',
  lineItems: [item({ description: 'Metallic epoxy', useDimensions: true, length: '24', width: '26', rate: '6.05' })],
  ...over,
});

describe('a new form', () => {
  it('starts today, valid for 30 days, 60% deposit, with one blank item of quantity 1 and rate 0', () => {
    const values = emptyValues(TODAY);
    expect(values.issueDate).toBe('2026-03-09');
    expect(values.validUntil).toBe('2026-04-08');
    expect(values.depositPercentage).toBe('60');
    expect(values.discountRate).toBe('0');
    expect(values.lineItems).toHaveLength(1);
    expect(values.lineItems[0]).toMatchObject({ description: '', useDimensions: false, quantity: '1', rate: '0' });
    expect(values.lineItems[0]?.id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('takes the validity and deposit from the company settings', () => {
    const values = emptyValues(TODAY, { quoteValidityDays: 60, defaultDepositPercentage: 50 });
    expect(values.validUntil).toBe('2026-05-08');
    expect(values.depositPercentage).toBe('50');
  });
});

describe('validation (SPEC.md section 5)', () => {
  it.each([
    ['customerName', { customerName: '  ' }, VALIDATION_MESSAGES.customerName],
    ['projectTitle', { projectTitle: '' }, 'Project title is required'],
    ['issueDate', { issueDate: '' }, 'Issue date is required'],
    ['validUntil', { validUntil: '' }, 'Valid until date is required'],
    ['discountRate', { discountRate: '-1' }, VALIDATION_MESSAGES.discountRate],
    ['discountRate', { discountRate: '100.01' }, VALIDATION_MESSAGES.discountRate],
    ['depositPercentage', { depositPercentage: '101' }, VALIDATION_MESSAGES.depositPercentage],
  ] as const)('%s: %j gives %j', (field, change, message) => {
    const result = validateValues(filled(change));
    expect(result.valid).toBe(false);
    expect(result.fieldErrors[field]).toBe(message);
  });

  it.each([
    [{ customerPhone: '', customerAddress: '' }],
    [{ discountRate: '' }],
    [{ discountRate: '100' }],
    [{ depositPercentage: '' }],
    [{ depositPercentage: '0' }],
  ])('%j is fine', (change) => {
    expect(validateValues(filled(change)).valid).toBe(true);
  });

  it('uses the exact SPEC.md texts', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      customerName: 'Customer name is required',
      projectTitle: 'Project title is required',
      issueDate: 'Issue date is required',
      validUntil: 'Valid until date is required',
      lineItems: 'Please add at least one line item.',
    });
  });

  it.each([
    ['no items', []],
    ['only blank descriptions', [item({ description: '   ', rate: '5' }), item({ id: 'b' })]],
  ])('blocks %s with the line item message', (_case, lineItems) => {
    const result = validateValues(filled({ lineItems }));
    expect(result.lineItemsError).toBe('Please add at least one line item.');
    expect(result.valid).toBe(false);
  });

  it('names the first problem in the order of the form', () => {
    expect(firstError(validateValues(filled({ customerName: '', validUntil: '' })))).toBe('Customer name is required');
    expect(firstError(validateValues(filled({ lineItems: [] })))).toBe('Please add at least one line item.');
    expect(firstError(validateValues(filled()))).toBeNull();
  });
});

describe('live totals', () => {
  it('computes two items, one by dimensions, with discount and deposit', () => {
    const totals = totalsOf(
      filled({
        discountRate: '10',
        lineItems: [item({ description: 'Garage', useDimensions: true, length: '24', width: '26', rate: '6.05' }), item({ id: 'b', description: 'Stairs', quantity: '76', rate: '9' })],
      }),
    );
    expect(totals).toMatchObject({ subtotal: '4459.20', discountAmount: '445.92', total: '4013.28', depositAmount: '2407.97', balanceDue: '1605.31' });
  });

  it('counts non-numeric input as 0', () => {
    expect(totalsOf(filled({ lineItems: [item({ description: 'x', quantity: 'abc', rate: '5' })] })).subtotal).toBe('0.00');
  });
});

describe('payloads', () => {
  const values = filled({
    customerPhone: ' ',
    discountRate: '5',
    lineItems: [item({ description: ' Metallic epoxy ', useDimensions: true, length: '22.5', width: '10', rate: '4' }), item({ id: 'blank', description: '', rate: '99' })],
  });

  it('builds the quote payload with 2-decimal money strings and drops blank items', () => {
    expect(buildQuotePayload(values)).toEqual({
      type: 'quote',
      customerName: 'Dana Ruiz',
      customerPhone: null,
      customerAddress: null,
      projectTitle: 'Garage floor',
      issueDate: '2026-03-09',
      validUntil: '2026-04-08',
      lineItems: [{ id: 'item-1', description: 'Metallic epoxy', useDimensions: true, length: 22.5, width: 10, quantity: 225, rate: '4.00', amount: '900.00' }],
      subtotal: '900.00',
      total: '855.00',
      balanceDue: '342.00',
      discountRate: '5.00',
      depositAmount: '513.00',
      depositPaid: '0.00',
      depositPercentage: '60.00',
    });
  });

  it('builds the invoice payload: unpaid, nothing received, tied to its draft', () => {
    const invoice = buildInvoicePayload(values, '6f1c2b9e-8d2a-4c1e-9b7a-1c2d3e4f5a6b');
    expect(invoice).toMatchObject({ status: 'unpaid', depositReceived: '0.00', total: '855.00', depositAmount: '513.00', draftId: '6f1c2b9e-8d2a-4c1e-9b7a-1c2d3e4f5a6b' });
    expect(invoice).not.toHaveProperty('validUntil');
    expect(buildInvoicePayload(values, null)).not.toHaveProperty('draftId');
  });

  it('autosaves type quote, taxRate 8.25 and the non-empty fields only', () => {
    const payload = buildAutosavePayload(filled({ customerAddress: '', customerPhone: '555-0100' }));
    expect(payload).toMatchObject({ type: 'quote', taxRate: '8.25', customerName: 'Dana Ruiz', customerPhone: '555-0100' });
    expect(payload).not.toHaveProperty('customerAddress');
  });

  it('has nothing to autosave until a person types something', () => {
    expect(hasAutosaveContent(emptyValues(TODAY))).toBe(false);
    expect(hasAutosaveContent({ ...emptyValues(TODAY), customerPhone: '5' })).toBe(true);
    expect(hasAutosaveContent({ ...emptyValues(TODAY), lineItems: [item({ description: 'Floor' })] })).toBe(true);
  });

  it('sends only what changed, and clears what was emptied', () => {
    const before = buildAutosavePayload(filled({ customerPhone: '555-0100' }));
    const after = buildAutosavePayload(filled({ customerName: 'Dana R.', lineItems: [] }));
    expect(changedFields(before, after)).toEqual({ customerName: 'Dana R.', customerPhone: '', lineItems: [] });
    expect(changedFields(before, before)).toEqual({});
    expect(changedFields(null, after)).toEqual(after);
  });
});

describe('loading a saved document', () => {
  it('reads line totals from amount, the title from projectDescription when missing, and percentages as typed', () => {
    const values = valuesFromDocument(
      {
        customerName: 'Lee',
        projectTitle: null,
        projectDescription: 'Patio',
        issueDate: '2026-01-02',
        validUntil: null,
        discountRate: '12.50',
        depositPercentage: '50.00',
        lineItems: [{ id: 'abc', description: 'Coat', useDimensions: true, length: 10, width: 12, quantity: 120, rate: 3, amount: '360.00' }],
      },
      TODAY,
    );
    expect(values).toMatchObject({ customerName: 'Lee', projectTitle: 'Patio', issueDate: '2026-01-02', validUntil: '2026-04-08', discountRate: '12.5', depositPercentage: '50' });
    expect(values.lineItems).toEqual([{ id: 'abc', description: 'Coat', useDimensions: true, length: '10', width: '12', quantity: '120', rate: '3' }]);
  });

  it('gives a document without items one blank item', () => {
    expect(valuesFromDocument({ customerName: 'Lee' }, TODAY).lineItems).toHaveLength(1);
    expect(valuesFromDocument(null, TODAY).customerName).toBe('');
  });
});
