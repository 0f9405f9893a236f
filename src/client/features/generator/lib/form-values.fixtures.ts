import { emptyValues, newLineItem, type GeneratorValues, type LineItemValues } from './form-values.ts';

/** The form values the generator's lib tests start from. */
export const TODAY = new Date(2026, 2, 9);

export const item = (over: Partial<LineItemValues> = {}): LineItemValues => ({ ...newLineItem(), id: 'item-1', ...over });

export const filled = (over: Partial<GeneratorValues> = {}): GeneratorValues => ({
  ...emptyValues(TODAY),
  customerName: 'Dana Ruiz',
  projectTitle: 'Garage floor',
  lineItems: [item({ description: 'Metallic epoxy', useDimensions: true, length: '24', width: '26', rate: '6.05' })],
  ...over,
});
