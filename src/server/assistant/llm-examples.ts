import type { ExtractedDraft } from '#shared/assistant/extracted-draft.ts';
import type { ProviderQuote } from './quoted-sources.ts';

/**
 * Few-shot examples sent before every request to the LLM (issue 12 item 6). Small local models
 * (7B-class on the office's machine) follow an example far better than a rule, so each one shows a
 * hard habit of real requests: a dictated self-correction and a price in words, a flat fee against
 * a per-item count, a forwarded e-mail whose customer is not the person who forwarded it. Kept short:
 * every token here is paid on every request.
 */
export interface FewShotExample {
  request: string;
  answer: ExtractedDraft & { sources: ProviderQuote[] };
}

export const FEW_SHOT_EXAMPLES: readonly FewShotExample[] = [
  {
    request:
      'ok new one, this is for tom becker, phone is 6 1 2 5 5 5 0 1 9 8, garage is about 22 by 24 no wait 22 by 26, full flake at five and a quarter a foot, and they want ten percent off',
    answer: {
      customerName: 'Tom Becker',
      customerPhone: '6125550198',
      customerEmail: null,
      customerAddress: null,
      projectTitle: 'Garage Floor Coating',
      lineItems: [{ description: 'Full flake system - Garage', useDimensions: true, length: 22, width: 26, quantity: 572, rate: 5.25 }],
      discountRate: 10,
      depositPercentage: 60,
      notes: null,
      sources: [
        { field: 'customerName', quote: 'tom becker' },
        { field: 'customerPhone', quote: '6 1 2 5 5 5 0 1 9 8' },
        { field: 'projectTitle', quote: 'garage' },
        { field: 'lineItems.0.description', quote: 'full flake' },
        { field: 'lineItems.0.length', quote: '22 by 26' },
        { field: 'lineItems.0.width', quote: '22 by 26' },
        { field: 'lineItems.0.rate', quote: 'five and a quarter a foot' },
        { field: 'discountRate', quote: 'ten percent off' },
        { field: 'depositPercentage', quote: null },
      ],
    },
  },
  {
    request:
      'Cust: Okafor, Grace - grace.okafor@mail.com\nBasement 640 sq ft solid epoxy @ $3.90/sf\n(3 steps) - $150 flat\n2 floor drains @ $85 ea\n50% dn',
    answer: {
      customerName: 'Grace Okafor',
      customerPhone: null,
      customerEmail: 'grace.okafor@mail.com',
      customerAddress: null,
      projectTitle: 'Basement Floor Coating',
      lineItems: [
        { description: 'Solid color epoxy - Basement', useDimensions: false, length: null, width: null, quantity: 640, rate: 3.9 },
        { description: 'Steps (3)', useDimensions: false, length: null, width: null, quantity: 1, rate: 150 },
        { description: 'Floor drains', useDimensions: false, length: null, width: null, quantity: 2, rate: 85 },
      ],
      discountRate: 0,
      depositPercentage: 50,
      notes: null,
      sources: [
        { field: 'customerName', quote: 'Okafor, Grace' },
        { field: 'customerEmail', quote: 'grace.okafor@mail.com' },
        { field: 'projectTitle', quote: 'Basement' },
        { field: 'lineItems.0.description', quote: 'Basement 640 sq ft solid epoxy' },
        { field: 'lineItems.0.quantity', quote: '640 sq ft' },
        { field: 'lineItems.0.rate', quote: '$3.90/sf' },
        { field: 'lineItems.1.description', quote: '(3 steps)' },
        { field: 'lineItems.1.quantity', quote: '$150 flat' },
        { field: 'lineItems.1.rate', quote: '$150 flat' },
        { field: 'lineItems.2.description', quote: '2 floor drains' },
        { field: 'lineItems.2.quantity', quote: '2 floor drains' },
        { field: 'lineItems.2.rate', quote: '$85 ea' },
        { field: 'depositPercentage', quote: '50% dn' },
      ],
    },
  },
  {
    request:
      'Can you price this one? -Jen\n\n---------- Forwarded message ---------\nFrom: Luis Ramírez <lramirez@fastmail.com>\nHi, we need our shop floor done, 40 x 60, metallic epoxy. Your rep said $6.75/sq ft. Also 200 ft of cove base at $9.\nLuis Ramírez\n2210 Elm St, Tulsa, OK 74104\n(918) 555-0144',
    answer: {
      customerName: 'Luis Ramírez',
      customerPhone: '9185550144',
      customerEmail: 'lramirez@fastmail.com',
      customerAddress: '2210 Elm St, Tulsa, OK 74104',
      projectTitle: 'Shop Floor Coating',
      lineItems: [
        { description: 'Metallic epoxy - Shop', useDimensions: true, length: 40, width: 60, quantity: 2400, rate: 6.75 },
        { description: 'Cove base', useDimensions: false, length: null, width: null, quantity: 200, rate: 9 },
      ],
      discountRate: 0,
      depositPercentage: 60,
      notes: null,
      sources: [
        { field: 'customerName', quote: 'Luis Ramírez' },
        { field: 'customerPhone', quote: '(918) 555-0144' },
        { field: 'customerEmail', quote: 'lramirez@fastmail.com' },
        { field: 'customerAddress', quote: '2210 Elm St, Tulsa, OK 74104' },
        { field: 'projectTitle', quote: 'shop floor' },
        { field: 'lineItems.0.description', quote: 'metallic epoxy' },
        { field: 'lineItems.0.length', quote: '40 x 60' },
        { field: 'lineItems.0.width', quote: '40 x 60' },
        { field: 'lineItems.0.rate', quote: '$6.75/sq ft' },
        { field: 'lineItems.1.description', quote: 'cove base' },
        { field: 'lineItems.1.quantity', quote: '200 ft of cove base' },
        { field: 'lineItems.1.rate', quote: 'at $9' },
      ],
    },
  },
];
