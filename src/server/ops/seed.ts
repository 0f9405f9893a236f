import { sql } from 'drizzle-orm';
import { addDaysIso, todayIn } from '#shared/dates/dates.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import type { Settings } from '#shared/settings/settings.ts';
import { draftInputSchema, invoiceInputSchema, quoteInputSchema } from '#shared/documents/schemas.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { createDraft, setDraftStatus, updateDraft } from '../modules/documents/drafts.ts';
import { createInvoice } from '../modules/documents/invoices.ts';
import { createDepositInvoice } from '../modules/documents/invoices-from-quote.ts';
import { setInvoiceStatus } from '../modules/documents/invoice-payments.ts';
import { createQuote, reviseQuote } from '../modules/documents/quotes.ts';
import { saveSettings } from '../modules/settings/settings-store.ts';
import { findSignableLink, generateSigningLink, recordView, requestChanges, signQuote, type ClientInfo } from '../modules/signing/signing-links.ts';
import { drawnSignatureDataUrl } from './demo-signature.ts';
import type { LineUnit } from '#shared/documents/line-units.ts';

/**
 * `npm run seed`: a realistic demo office (a Texas epoxy contractor and a few dozen customers) made
 * through the same service functions the API calls, so every figure, number and audit record is
 * what real use would leave. Refuses a database that already holds documents or settings.
 */

export class SeedError extends Error {
  override name = 'SeedError';
}

export interface SeedSummary {
  customers: number;
  drafts: number;
  archivedDrafts: number;
  quotes: number;
  linkQuotes: number;
  signed: number;
  invoices: number;
}

/** A small deterministic generator: the same demo every time. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const FIRST = ['Maria', 'James', 'Linda', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'David', 'Elizabeth', 'Carlos', 'Susan', 'Daniel', 'Jessica', 'Matthew', 'Sarah', 'Anthony', 'Karen', 'Joshua', 'Nancy', 'Andrew', 'Lisa', 'Kevin', 'Betty', 'Brian', 'Sandra', 'Jorge', 'Ashley', 'Tyler', 'Kimberly', 'Luis', 'Donna', 'Brandon', 'Emily', 'Ramon', 'Michelle', 'Travis'];
const LAST = ['Gonzalez', 'Nguyen', 'Smith', 'Hernandez', 'Johnson', 'Martinez', 'Williams', 'Garcia', 'Brown', 'Lopez', 'Davis', 'Rodriguez', 'Miller', 'Perez', 'Wilson', 'Sanchez', 'Anderson', 'Ramirez', 'Taylor', 'Torres', 'Thomas', 'Flores', 'Moore', 'Rivera', 'Jackson', 'Gomez', 'White', 'Diaz', 'Harris', 'Reyes', 'Clark', 'Cruz', 'Lewis', 'Morales', 'Walker', 'Ortiz'];
const STREETS = ['Live Oak St', 'Pecan Valley Dr', 'Bluebonnet Ln', 'Ranch Rd 620', 'Mockingbird Ln', 'Cypress Creek Pkwy', 'Lone Star Blvd', 'Guadalupe St', 'Post Oak Blvd', 'Mesquite Trl', 'Brazos Ave', 'Longhorn Dr', 'Cedar Ridge Dr', 'San Jacinto Blvd', 'Hill Country Blvd'];
// City, ZIP, area code: real places, fictional streets and numbers.
const CITIES: ReadonlyArray<readonly [string, string, string]> = [
  ['Austin', '78745', '512'],
  ['Round Rock', '78664', '512'],
  ['Georgetown', '78628', '512'],
  ['San Marcos', '78666', '512'],
  ['San Antonio', '78209', '210'],
  ['New Braunfels', '78130', '830'],
  ['Houston', '77008', '713'],
  ['Katy', '77494', '281'],
  ['Sugar Land', '77479', '281'],
  ['Dallas', '75214', '214'],
  ['Plano', '75024', '972'],
  ['Frisco', '75034', '469'],
  ['Fort Worth', '76107', '817'],
  ['Waco', '76710', '254'],
];

interface Job {
  title: string;
  items: Array<{ description: string; unit?: LineUnit; length?: number; width?: number; quantity?: number; rate: number }>;
  notes?: string;
}

function jobFor(random: ReturnType<typeof generator>): Job {
  const garageLength = random.pick([20, 22, 24, 26]);
  const garageWidth = random.pick([20, 22, 24]);
  const jobs: Job[] = [
    {
      title: 'Garage Floor Coating',
      items: [
        { description: 'Polyaspartic flake system - Garage', length: garageLength, width: garageWidth, rate: random.pick([5.75, 6.05, 6.5]) },
        { description: 'Cove base', unit: 'lf', quantity: random.int(60, 90), rate: 9 },
        { description: 'Crack repair', unit: 'lf', quantity: random.int(10, 40), rate: 4.5 },
      ],
      notes: 'Flake colour: Gravel blend. Cure 24 hours before foot traffic, 72 hours before vehicles.',
    },
    {
      title: 'Basement & Laundry Room Floor Coating',
      items: [
        { description: 'Moisture vapor barrier - Basement', length: random.int(25, 40), width: random.int(18, 30), rate: 2.25 },
        { description: 'Epoxy flake system - Basement', length: 30, width: 24, rate: 5.25 },
        { description: 'Epoxy flake system - Laundry room', length: 10, width: 8, rate: 6.5 },
      ],
    },
    {
      title: 'Patio Resurfacing',
      items: [
        { description: 'Concrete grinding and prep - Patio', length: random.int(16, 24), width: random.int(12, 20), rate: 1.5 },
        { description: 'Polyaspartic flake system - Patio (UV stable)', length: 20, width: 16, rate: 6.75 },
        { description: 'Step treads', unit: 'each', quantity: random.int(3, 6), rate: 65 },
      ],
    },
    {
      title: 'Metallic Epoxy Showroom Floor',
      items: [
        { description: 'Metallic epoxy system - Showroom', length: random.int(40, 60), width: random.int(30, 45), rate: random.pick([8.5, 9.25, 10]) },
        { description: 'Urethane topcoat', quantity: 1800, rate: 1.75 },
        { description: 'Mobilization fee', unit: 'flat', quantity: 1, rate: 350 },
      ],
      notes: 'Colour: Silver pearl with charcoal veining. Work scheduled over a weekend to keep the showroom open.',
    },
    {
      title: 'Commercial Kitchen Floor',
      items: [
        { description: 'Urethane cement system - Kitchen', length: random.int(25, 35), width: random.int(18, 25), rate: 11.5 },
        { description: 'Integral cove base, 6 in', unit: 'lf', quantity: random.int(90, 140), rate: 14 },
        { description: 'Drain detailing', unit: 'each', quantity: random.int(2, 5), rate: 125 },
      ],
      notes: 'Health inspection on the 14th: finish and cure before then.',
    },
    {
      title: 'Warehouse Floor Coating',
      items: [
        { description: 'Diamond grinding - Warehouse', length: random.int(80, 120), width: random.int(50, 70), rate: 0.95 },
        { description: '100% solids epoxy, 2 coats - Warehouse', length: 100, width: 60, rate: 3.85 },
        { description: 'Safety line striping, 4 in', unit: 'lf', quantity: random.int(300, 600), rate: 2.25 },
      ],
    },
    {
      title: 'Pool Deck Coating',
      items: [
        { description: 'Slip-resistant polyaspartic - Pool deck', length: random.int(30, 45), width: random.int(12, 20), rate: 7.25 },
        { description: 'Crack repair', unit: 'lf', quantity: random.int(20, 60), rate: 4.5 },
      ],
    },
  ];
  return random.pick(jobs);
}

interface Customer {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  customerAddress: string;
}

function customers(random: ReturnType<typeof generator>, count: number): Customer[] {
  const list: Customer[] = [];
  for (let i = 0; i < count; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const [city, zip, area] = random.pick(CITIES);
    list.push({
      customerName: `${first} ${last}`,
      // 555-0100 to 555-0199 are reserved for fiction: nobody's real number.
      customerPhone: `(${area}) 555-01${String(i).padStart(2, '0')}`,
      customerEmail: `${first}.${last}@example.com`.toLowerCase(),
      customerAddress: `${random.int(100, 9899)} ${random.pick(STREETS)}, ${city}, TX ${zip}`,
    });
  }
  return list;
}

const DEMO_SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  companyName: 'Lone Star Epoxy Floors',
  companyPhone: '(512) 555-0100',
  companyEmail: 'office@lonestar-epoxy.example',
  companyAddress: '4100 Industrial Blvd, Suite 200, Austin, TX 78744',
  timeZone: 'America/Chicago',
};

const PHONE: ClientInfo = { ip: '198.51.100.24', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' };
const OFFICE: ClientInfo = { ip: '203.0.113.10', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };

/** What makes a database "not empty" for the seed: documents, links or a saved company profile. */
export async function existingContent(db: Db): Promise<string[]> {
  const [row] = rowsOf<Record<string, number | string>>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM drafts) AS drafts, (SELECT count(*)::int FROM quotes) AS quotes,
             (SELECT count(*)::int FROM invoices) AS invoices, (SELECT count(*)::int FROM signing_links) AS signing_links,
             (SELECT count(*)::int FROM settings) AS settings`),
  );
  return Object.entries(row ?? {})
    .filter(([, n]) => Number(n) > 0)
    .map(([table, n]) => `${n} ${table.replace('_', ' ')}`);
}

/**
 * Fills an empty database with the demo office. Running it again on the seeded database (or on
 * any database in use) refuses with a SeedError and changes nothing.
 */
export async function seedDemoData(db: Db, options: { today?: string } = {}): Promise<SeedSummary> {
  const found = await existingContent(db);
  if (found.length > 0) throw new SeedError(`The database is not empty (${found.join(', ')}): npm run seed fills an empty database only. Nothing was changed.`);

  const random = generator(20_261_122);
  const today = options.today ?? todayIn(DEMO_SETTINGS.timeZone);
  const people = customers(random, 36);
  const summary: SeedSummary = { customers: people.length, drafts: 0, archivedDrafts: 0, quotes: 0, linkQuotes: 0, signed: 0, invoices: 0 };
  let next = 0;
  const nextCustomer = () => people[next++]!;
  const document = (customer: Customer, daysAgo: number, extra: Record<string, unknown> = {}) => {
    const job = jobFor(random);
    const issueDate = addDaysIso(today, -daysAgo);
    return {
      ...customer,
      projectTitle: job.title,
      issueDate,
      validUntil: addDaysIso(issueDate, DEMO_SETTINGS.quoteValidityDays),
      lineItems: job.items.map((item) => ({ description: item.description, unit: item.unit ?? 'sqft', useDimensions: item.length !== undefined, length: item.length, width: item.width, quantity: item.quantity ?? (item.length ?? 0) * (item.width ?? 0), rate: item.rate })),
      discountRate: random.pick([0, 0, 0, 5, 10]),
      depositPercentage: random.pick([50, 60, 60, 60]),
      notes: job.notes ?? null,
      ...extra,
    };
  };

  await saveSettings(db, DEMO_SETTINGS);

  // Oldest first, so the lists (newest first) read like a real month: finished work at the bottom.
  for (let i = 0; i < 4; i += 1) {
    const invoice = await createInvoice(db, invoiceInputSchema.parse({ ...document(nextCustomer(), 45 - i * 3), dueDate: addDaysIso(today, -15 - i * 3) }));
    if (i < 3) await setInvoiceStatus(db, invoice.id, 'paid');
    summary.invoices += 1;
  }

  for (let i = 0; i < 3; i += 1) {
    const draft = await createDraft(db, draftInputSchema.parse(document(nextCustomer(), 40 - i)));
    await setDraftStatus(db, draft.id, 'archived');
    summary.archivedDrafts += 1;
  }

  for (let i = 0; i < 7; i += 1) {
    await createQuote(db, quoteInputSchema.parse(document(nextCustomer(), 28 - i * 2)));
    summary.quotes += 1;
  }

  // Link quotes: signed (with a deposit invoice for some), viewed, requested changes, sent.
  for (let i = 0; i < 4; i += 1) {
    const customer = nextCustomer();
    const quote = await createQuote(db, quoteInputSchema.parse(document(customer, 20 - i)));
    const link = await generateSigningLink(db, quote.id, OFFICE);
    await recordView(db, link.shareableLink, PHONE);
    await recordView(db, link.shareableLink, PHONE);
    const now = new Date(`${today}T12:00:00Z`);
    await signQuote(db, await findSignableLink(db, link.shareableLink, now), { name: customer.customerName, signature: drawnSignatureDataUrl(customer.customerName) }, PHONE, { now });
    summary.quotes += 1;
    summary.linkQuotes += 1;
    summary.signed += 1;
    if (i < 2) {
      const invoice = await createDepositInvoice(db, quote.id);
      if (i === 0) await setInvoiceStatus(db, invoice.id, 'paid');
      summary.invoices += 1;
    }
  }

  const changes = nextCustomer();
  const original = await createQuote(db, quoteInputSchema.parse(document(changes, 14)));
  const originalLink = await generateSigningLink(db, original.id, OFFICE);
  await recordView(db, originalLink.shareableLink, PHONE);
  await requestChanges(db, originalLink.shareableLink, { name: changes.customerName, message: 'Could you add the two steps into the mudroom and use the Domino flake colour?' }, PHONE);
  // The revision the office sends back: one more line, issued as -R1 with its own link.
  const revision = await reviseQuote(db, original.id);
  const revised = await updateDraft(db, revision.id, draftInputSchema.partial().parse({ lineItems: [...revision.lineItems, { description: 'Step treads - Mudroom', unit: 'each', useDimensions: false, quantity: 2, rate: 65 }], notes: 'Flake colour: Domino.' }));
  const revisedQuote = await createQuote(db, quoteInputSchema.parse({ ...revised, draftId: revised.id }));
  await generateSigningLink(db, revisedQuote.id, OFFICE);
  summary.quotes += 2;
  summary.linkQuotes += 2;

  for (let i = 0; i < 5; i += 1) {
    const quote = await createQuote(db, quoteInputSchema.parse(document(nextCustomer(), 9 - i)));
    const link = await generateSigningLink(db, quote.id, OFFICE);
    if (i < 2) await recordView(db, link.shareableLink, PHONE);
    summary.quotes += 1;
    summary.linkQuotes += 1;
  }

  for (let i = 0; i < 3; i += 1) {
    await createInvoice(db, invoiceInputSchema.parse({ ...document(nextCustomer(), 4 - i), dueDate: addDaysIso(today, 14) }));
    summary.invoices += 1;
  }

  // Drafts as the office leaves them: some complete, some half typed by autosave.
  for (let i = 0; i < 9; i += 1) {
    const customer = nextCustomer();
    const complete = document(customer, 0, { issueDate: null, validUntil: null });
    const body = i % 3 === 2 ? { customerName: customer.customerName, customerPhone: customer.customerPhone, projectTitle: complete.projectTitle, lineItems: complete.lineItems.slice(0, 1) } : complete;
    await createDraft(db, draftInputSchema.parse(body));
    summary.drafts += 1;
  }
  return summary;
}
