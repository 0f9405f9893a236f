import { describe, expect, it } from 'vitest';
import { buildAutosavePayload, changedFields } from './autosave-diff.ts';
import { buildQuotePayload } from './document-payloads.ts';
import { emptyValues, valuesFromDocument, type GeneratorValues, type LineItemValues } from './form-values.ts';
import { validateValues } from './form-validation.ts';

const today = new Date(2026, 10, 23);
const line = (id: string, description: string, quantity: string, rate: string): LineItemValues => ({ id, description, unit: 'sqft', useDimensions: false, length: '', width: '', quantity, rate });

function withOptions(): GeneratorValues {
  return {
    ...emptyValues(today),
    customerName: 'Rosa Delgado',
    projectTitle: 'Garage',
    discountRate: '5',
    depositPercentage: '50',
    lineItems: [line('prep', 'Diamond grind', '480', '0.50')],
    options: [
      { id: 'good', name: ' Good: solid color ', lineItems: [line('g', 'Solid color epoxy', '480', '4.25'), line('blank', '', '1', '0')] },
      { id: 'better', name: 'Better: full flake', lineItems: [line('b', 'Full flake epoxy', '480', '5.50')] },
    ],
    addOns: [line('cove', 'Cove base', '40', '8.10')],
  };
}

describe('options in the generator form', () => {
  it("sends each option's described lines and figures (the Service Items in every option) and the add-ons", () => {
    const payload = buildQuotePayload(withOptions());
    expect(payload.options).toEqual([
      expect.objectContaining({ id: 'good', name: 'Good: solid color', total: '2166.00', depositAmount: '1083.00' }),
      expect.objectContaining({ id: 'better', name: 'Better: full flake', total: '2736.00', depositAmount: '1368.00' }),
    ]);
    expect(payload.options?.[0]?.lineItems).toHaveLength(1);
    expect(payload.addOns).toEqual([expect.objectContaining({ description: 'Cove base', amount: '324.00' })]);
  });

  it("keeps SPEC.md's payload as it was for a quote without options", () => {
    const payload = buildQuotePayload({ ...withOptions(), options: [], addOns: [] });
    expect('options' in payload).toBe(false);
    expect('addOns' in payload).toBe(false);
  });

  it('needs no Service Item once options are offered, and reads options back from a saved draft', () => {
    const values = { ...withOptions(), lineItems: [line('x', '', '1', '0')] };
    expect(validateValues(values).lineItemsError).toBeNull();
    expect(validateValues({ ...values, options: [] }).lineItemsError).toBe('Please add at least one line item.');
    const saved = { ...buildQuotePayload(withOptions()), options: buildQuotePayload(withOptions()).options };
    const loaded = valuesFromDocument(saved, today);
    expect(loaded.options.map((option) => option.name)).toEqual(['Good: solid color', 'Better: full flake']);
    expect(loaded.addOns.map((addOn) => addOn.description)).toEqual(['Cove base']);
  });

  it('autosaves options and clears them with [] once removed', () => {
    const before = buildAutosavePayload(withOptions());
    expect(before.options).toHaveLength(2);
    const after = buildAutosavePayload({ ...withOptions(), options: [], addOns: [] });
    expect(changedFields(before, after)).toMatchObject({ options: [], addOns: [] });
  });
});
