import { describe, expect, it } from 'vitest';
import { buildAutosavePayload, changedFields, hasAutosaveContent } from './autosave-diff.ts';
import { emptyValues } from './form-values.ts';
import { TODAY, filled, item } from './form-values.fixtures.ts';

describe('autosave', () => {
  it('autosaves type quote, taxRate 8.25 and the non-empty fields only', () => {
    const payload = buildAutosavePayload(filled({ customerAddress: '', customerPhone: '555-0100' }));
    expect(payload).toMatchObject({ type: 'quote', taxRate: '8.25', customerName: 'Dana Ruiz', customerPhone: '555-0100' });
    expect(payload).not.toHaveProperty('customerAddress');
  });

  it('autosaves a New Invoice form as an invoice draft, never a draft of another kind', () => {
    expect(buildAutosavePayload(filled(), 'invoice').type).toBe('invoice');
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
