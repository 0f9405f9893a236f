import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, firstError, validateValues } from './form-validation.ts';
import { filled, item } from './form-values.fixtures.ts';

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
