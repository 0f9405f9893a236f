import { crc32, deflateSync } from 'node:zlib';
import type { Invoice, LineItem, Quote } from '#shared/documents/schemas.ts';
import { computeLine, computeTotals, toBig, toMoneyString } from '#shared/money/money.ts';
import { type Settings } from '#shared/settings/settings.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';

/** Documents for the PDF tests and the render benchmark; figures come from the shared money code. */

type ItemSpec = Pick<LineItem, 'description'> & Partial<Pick<LineItem, 'unit' | 'useDimensions' | 'length' | 'width' | 'quantity' | 'rate'>>;

export function makeLineItem(spec: ItemSpec, index = 0): LineItem {
  const useDimensions = spec.useDimensions ?? false;
  const unit = spec.unit ?? 'sqft';
  const line = computeLine({ unit, useDimensions, length: spec.length, width: spec.width, quantity: spec.quantity ?? 1, rate: spec.rate ?? 0 });
  return {
    id: `item${String(index).padStart(17, '0')}`,
    description: spec.description,
    unit,
    useDimensions,
    length: useDimensions ? (spec.length ?? 0) : null,
    width: useDimensions ? (spec.width ?? 0) : null,
    quantity: Number(line.quantity),
    rate: Number(line.rate),
    amount: line.amount,
  };
}

export const FIXTURE_ITEMS: ItemSpec[] = [
  { description: 'Garage floor: diamond grind, crack repair and full-flake epoxy system', useDimensions: true, length: 22, width: 24, rate: 4.75 },
  { description: 'Stem wall coating, 8 in. high', unit: 'lf', quantity: 46, rate: 5.35 },
  { description: 'Polyaspartic clear topcoat, UV stable', useDimensions: true, length: 22, width: 24, rate: 0.0 },
];

function figures(items: LineItem[], discountRate: string, depositPercentage: string) {
  return computeTotals({ lineItems: items, discountRate, depositPercentage });
}

export function makeQuote(overrides: Partial<Quote> & { items?: ItemSpec[] } = {}): Quote {
  const { items = FIXTURE_ITEMS, ...rest } = overrides;
  const lineItems = rest.lineItems ?? items.map(makeLineItem);
  const totals = figures(lineItems, rest.discountRate ?? '5', rest.depositPercentage ?? '60');
  return {
    id: '7c1f3f4e-3c51-4d55-9c3e-0a4a7f1f2b11',
    quoteNumber: 'Q-2026-0001',
    customerName: 'Dana Whitfield',
    customerEmail: 'dana.whitfield@example.com',
    customerPhone: '(555) 201-3344',
    customerAddress: '1840 Mesquite Trail, Round Rock, TX 78664',
    projectTitle: 'Three-car garage epoxy floor',
    issueDate: '2026-03-05',
    validUntil: '2026-04-04',
    notes: null,
    createdAt: '2026-03-05T15:04:05.000Z',
    depositPaid: '0.00',
    status: 'pending',
    customerSignature: null,
    signedAt: null,
    signedName: null,
    revisionOf: null,
    revisionNumber: 0,
    draftId: null,
    ...totals,
    ...rest,
    lineItems,
  };
}

export function makeInvoice(overrides: Partial<Invoice> & { items?: ItemSpec[] } = {}): Invoice {
  const { items = FIXTURE_ITEMS, ...rest } = overrides;
  const lineItems = rest.lineItems ?? items.map(makeLineItem);
  const totals = figures(lineItems, rest.discountRate ?? '0', rest.depositPercentage ?? '60');
  return {
    id: '0d0b8f5e-1a2b-4c3d-8e9f-a0b1c2d3e4f5',
    invoiceNumber: 'INV-2026-0007',
    customerName: 'Marcus Ortega',
    customerEmail: null,
    customerPhone: '(555) 877-1200',
    customerAddress: '77 Industrial Pkwy, Unit 4, Austin, TX 78744',
    projectTitle: 'Warehouse showroom floor',
    issueDate: '2026-03-12',
    dueDate: '2026-03-26',
    kind: 'standard',
    depositReceived: '1000.00',
    status: 'partially_paid',
    scopeItems: null,
    quoteId: null,
    voidReason: null,
    voidedAt: null,
    replacedBy: null,
    replaces: null,
    notes: null,
    createdAt: '2026-03-12T16:00:00.000Z',
    ...totals,
    // The deposit received is a payment: Balance Due = total - payments.
    amountPaid: rest.depositReceived ?? '1000.00',
    balanceDue: toMoneyString(toBig(totals.total).minus(toBig(rest.amountPaid ?? rest.depositReceived ?? '1000.00'))),
    ...rest,
    lineItems,
  };
}

export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...DEFAULT_SETTINGS, companyAddress: '4100 Commerce Blvd, Austin, TX 78701', companyEmail: 'office@premierepoxy.example', ...overrides };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA PNG with a drawn stroke, like the signing canvas sends (400 x 200, transparent). */
export function makeSignaturePng(width = 400, height = 200): Buffer {
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let x = 20; x < width - 20; x += 1) {
    const y = Math.round(height / 2 + Math.sin(x / 18) * (height / 5));
    for (let dy = -1; dy <= 1; dy += 1) {
      const offset = (y + dy) * stride + 1 + x * 4;
      raw.set([0x10, 0x20, 0x60, 0xff], offset);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const toPngDataUrl = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;
