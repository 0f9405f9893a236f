import { sql } from 'drizzle-orm';
import { addDaysIso, todayIn } from '#shared/dates/dates.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import type { Settings } from '#shared/settings/settings.ts';
import { draftInputSchema, invoiceInputSchema, quoteInputSchema, type PaymentData } from '#shared/documents/schemas.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { createDraft, setDraftStatus, updateDraft } from '../modules/documents/drafts.ts';
import { createInvoice } from '../modules/documents/invoices.ts';
import { createDepositInvoice } from '../modules/documents/invoices-from-quote.ts';
import { recordPayment } from '../modules/documents/invoice-payments.ts';
import { nextDocumentNumber, type NumberedKind } from '../modules/documents/document-numbers.ts';
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

type PaymentMethod = PaymentData['method'];

/**
 * The seed makes every document through the services, which stamp it 'now'; these put each one at
 * its place in the demo year: created_at, the issue/due dates, views, signatures, change requests
 * and payments, all on the same day as the story says. A document created in an earlier year than
 * its number says is renumbered at once (before any link freezes it), giving the current year's
 * counter its number back, so both years stay gapless.
 */
function backdating(db: Db, today: string) {
  const day = (daysAgo: number): string => addDaysIso(today, -daysAgo);
  // Office hours in Texas (UTC-6/-5): 15:00Z is 9 or 10 in the morning.
  const moment = (date: string, hourUtc = 15, minute = 0): Date => new Date(`${date}T${String(hourUtc).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);
  const yearOf = (number: string): number => Number(/-(\d{4})-/.exec(number)?.[1] ?? 0);

  async function renumber(kind: NumberedKind, id: string, number: string, date: string): Promise<string> {
    const year = Number(date.slice(0, 4));
    if (yearOf(number) === year) return number;
    return db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE document_counters SET last_value = last_value - 1 WHERE kind = ${kind} AND year = ${yearOf(number)}`);
      const next = await nextDocumentNumber(tx, kind, year);
      if (kind === 'quote') await tx.execute(sql`UPDATE quotes SET quote_number = ${next}, search_text = replace(search_text, ${number.toLowerCase()}, ${next.toLowerCase()}) WHERE id = ${id}`);
      else await tx.execute(sql`UPDATE invoices SET invoice_number = ${next}, search_text = replace(search_text, ${number.toLowerCase()}, ${next.toLowerCase()}) WHERE id = ${id}`);
      return next;
    });
  }

  return {
    day,
    moment,
    async quote<T extends { id: string; quoteNumber: string }>(quote: T, issued: string): Promise<T> {
      const quoteNumber = await renumber('quote', quote.id, quote.quoteNumber, issued);
      await db.execute(sql`UPDATE quotes SET created_at = ${moment(issued, 15, 30)} WHERE id = ${quote.id}`);
      return { ...quote, quoteNumber };
    },
    async invoice<T extends { id: string; invoiceNumber: string }>(invoice: T, issued: string, dueDate?: string): Promise<T> {
      const invoiceNumber = await renumber('invoice', invoice.id, invoice.invoiceNumber, issued);
      await db.execute(sql`UPDATE invoices SET created_at = ${moment(issued, 16)}, issue_date = ${issued} WHERE id = ${invoice.id}`);
      if (dueDate) await db.execute(sql`UPDATE invoices SET due_date = ${dueDate} WHERE id = ${invoice.id}`);
      return { ...invoice, invoiceNumber };
    },
    async draft(id: string, created: string, lastModified: string): Promise<void> {
      await db.execute(sql`UPDATE drafts SET created_at = ${moment(created, 17)}, last_modified = ${moment(lastModified < created ? created : lastModified, 21)} WHERE id = ${id}`);
    },
    async payment(invoiceId: string, amount: string, paidOn: string, method: PaymentMethod): Promise<void> {
      await recordPayment(db, invoiceId, { amount: Number(amount), paidOn, method, note: null });
      await db.execute(sql`UPDATE payments SET created_at = ${moment(paidOn, 18)} WHERE invoice_id = ${invoiceId} AND paid_on = ${paidOn}`);
    },
    /** The link's own times and its audit trail's, in the order they happened. */
    async link(token: string, times: { created: Date; viewed?: Date[]; signed?: Date; changesRequested?: Date }): Promise<void> {
      const viewed = times.viewed ?? [];
      await db.execute(sql`UPDATE signing_links SET created_at = ${times.created}, first_viewed_at = ${viewed[0] ?? null}, last_viewed_at = ${viewed.at(-1) ?? null}, signed_at = coalesce(${times.signed ?? null}::timestamptz, signed_at) WHERE token = ${token}`);
      await this.events(token, 'created', times.created);
      const ids = rowsOf<{ id: number }>(await db.execute(sql`SELECT e.id FROM signing_events e JOIN signing_links l ON l.id = e.link_id WHERE l.token = ${token} AND e.kind = 'viewed' ORDER BY e.id`));
      for (const [index, row] of ids.entries()) {
        const at = viewed[Math.min(index, viewed.length - 1)];
        if (at) await db.execute(sql`UPDATE signing_events SET at = ${at} WHERE id = ${row.id}`);
      }
      if (times.signed) {
        await this.events(token, 'signed', times.signed);
        await db.execute(sql`UPDATE quotes SET signed_at = ${times.signed} FROM signing_links l WHERE l.token = ${token} AND quotes.id = l.quote_id`);
      }
      if (times.changesRequested) await this.events(token, 'changes_requested', times.changesRequested);
    },
    async events(token: string, kind: string, at: Date): Promise<void> {
      await db.execute(sql`UPDATE signing_events SET at = ${at} FROM signing_links l WHERE l.token = ${token} AND signing_events.link_id = l.id AND signing_events.kind = ${kind}`);
    },
  };
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
  const dated = backdating(db, today);

  // A year of work, oldest first: each kind's numbers then rise with its dates, and a document
  // from last year carries last year's number. Old quotes nobody signed, paid invoices, archived
  // drafts; then the recent months' signed work, a change request and its revision, links out now.
  const oldQuotes = [360, 330, 290, 250, 200, 150, 110];
  const oldInvoices = [340, 280, 220, 160];
  const archivedDays = [300, 240, 180];

  for (const [i, daysAgo] of oldInvoices.entries()) {
    const issued = dated.day(daysAgo);
    const invoice = await createInvoice(db, invoiceInputSchema.parse({ ...document(nextCustomer(), daysAgo), dueDate: addDaysIso(issued, 30) }));
    await dated.invoice(invoice, issued);
    // The last one is still open, a month past due: the dashboard's Needs attention shows it.
    if (i < oldInvoices.length - 1) await dated.payment(invoice.id, invoice.balanceDue, addDaysIso(issued, random.int(8, 26)), random.pick(['Check', 'Zelle', 'Bank transfer'] as const));
    summary.invoices += 1;
  }

  for (const daysAgo of archivedDays) {
    const draft = await createDraft(db, draftInputSchema.parse(document(nextCustomer(), daysAgo)));
    await setDraftStatus(db, draft.id, 'archived');
    await dated.draft(draft.id, dated.day(daysAgo), dated.day(daysAgo - random.int(10, 40)));
    summary.archivedDrafts += 1;
  }

  for (const daysAgo of oldQuotes) {
    const quote = await createQuote(db, quoteInputSchema.parse(document(nextCustomer(), daysAgo)));
    await dated.quote(quote, dated.day(daysAgo));
    summary.quotes += 1;
  }

  // Link quotes: signed (with a deposit invoice for some), viewed, requested changes, sent.
  for (const [i, daysAgo] of [95, 75, 60, 45].entries()) {
    const customer = nextCustomer();
    const issued = dated.day(daysAgo);
    const quote = await dated.quote(await createQuote(db, quoteInputSchema.parse(document(customer, daysAgo))), issued);
    const link = await generateSigningLink(db, quote.id, OFFICE);
    await recordView(db, link.shareableLink, PHONE);
    await recordView(db, link.shareableLink, PHONE);
    const signedOn = addDaysIso(issued, random.int(3, 9));
    const now = dated.moment(signedOn, 19);
    await signQuote(db, await findSignableLink(db, link.shareableLink, now), { name: customer.customerName, signature: drawnSignatureDataUrl(customer.customerName) }, PHONE, { now });
    await dated.link(link.shareableLink, { created: dated.moment(issued, 17), viewed: [dated.moment(addDaysIso(issued, 1), 20), dated.moment(signedOn, 18)], signed: now });
    summary.quotes += 1;
    summary.linkQuotes += 1;
    summary.signed += 1;
    if (i < 2) {
      const invoiceDay = addDaysIso(signedOn, 1);
      const invoice = await dated.invoice(await createDepositInvoice(db, quote.id), invoiceDay, addDaysIso(invoiceDay, 7));
      if (i === 0) await dated.payment(invoice.id, invoice.balanceDue, addDaysIso(invoiceDay, 4), 'Zelle');
      summary.invoices += 1;
    }
  }

  const changes = nextCustomer();
  const changesIssued = dated.day(30);
  const original = await dated.quote(await createQuote(db, quoteInputSchema.parse(document(changes, 30))), changesIssued);
  const originalLink = await generateSigningLink(db, original.id, OFFICE);
  await recordView(db, originalLink.shareableLink, PHONE);
  await requestChanges(db, originalLink.shareableLink, { name: changes.customerName, message: 'Could you add the two steps into the mudroom and use the Domino flake colour?' }, PHONE);
  await dated.link(originalLink.shareableLink, { created: dated.moment(changesIssued, 17), viewed: [dated.moment(addDaysIso(changesIssued, 2), 21)], changesRequested: dated.moment(addDaysIso(changesIssued, 2), 21, 20) });
  // The revision the office sends back: one more line, issued as -R1 with its own link.
  const revisedOn = addDaysIso(changesIssued, 4);
  const revision = await reviseQuote(db, original.id);
  const revised = await updateDraft(db, revision.id, draftInputSchema.partial().parse({ lineItems: [...revision.lineItems, { description: 'Step treads - Mudroom', unit: 'each', useDimensions: false, quantity: 2, rate: 65 }], notes: 'Flake colour: Domino.' }));
  const revisedQuote = await dated.quote(await createQuote(db, quoteInputSchema.parse({ ...revised, issueDate: revisedOn, validUntil: addDaysIso(revisedOn, DEMO_SETTINGS.quoteValidityDays), draftId: revised.id })), revisedOn);
  const revisedLink = await generateSigningLink(db, revisedQuote.id, OFFICE);
  await dated.link(revisedLink.shareableLink, { created: dated.moment(revisedOn, 17) });
  // The sending of the revision is when the old link was superseded.
  await dated.events(originalLink.shareableLink, 'superseded', dated.moment(revisedOn, 17));
  summary.quotes += 2;
  summary.linkQuotes += 2;

  for (const [i, daysAgo] of [20, 14, 9, 5, 2].entries()) {
    const issued = dated.day(daysAgo);
    const quote = await dated.quote(await createQuote(db, quoteInputSchema.parse(document(nextCustomer(), daysAgo))), issued);
    const link = await generateSigningLink(db, quote.id, OFFICE);
    if (i < 2) await recordView(db, link.shareableLink, PHONE);
    await dated.link(link.shareableLink, { created: dated.moment(issued, 17), viewed: i < 2 ? [dated.moment(addDaysIso(issued, 1), 20)] : [] });
    summary.quotes += 1;
    summary.linkQuotes += 1;
  }

  // A garage quote offering three systems and an add-on, viewed yesterday: the customer chooses on the signing page.
  const chooser = nextCustomer();
  const optionsIssued = dated.day(1);
  const garage = (description: string, rate: number) => ({ description: `${description} - Garage`, unit: 'sqft' as const, useDimensions: true, length: 24, width: 22, quantity: 528, rate });
  const optionsQuote = await dated.quote(
    await createQuote(
      db,
      quoteInputSchema.parse({
        ...document(chooser, 1),
        projectTitle: 'Garage Floor Coating - Choice of Systems',
        lineItems: [],
        options: [
          { name: 'Good: solid colour epoxy', lineItems: [garage('Solid colour epoxy, 2 coats', 3.75)] },
          { name: 'Better: full flake', lineItems: [garage('Epoxy full flake system', 5.25)] },
          { name: 'Best: polyaspartic full flake', lineItems: [garage('Polyaspartic full flake system', 6.5)] },
        ],
        addOns: [{ description: 'Stem wall coating', unit: 'lf', useDimensions: false, quantity: 64, rate: 6 }],
        notes: 'Choose one system; the stem wall coating can be added to any of them.',
      }),
    ),
    optionsIssued,
  );
  const optionsLink = await generateSigningLink(db, optionsQuote.id, OFFICE);
  await recordView(db, optionsLink.shareableLink, PHONE);
  await dated.link(optionsLink.shareableLink, { created: dated.moment(optionsIssued, 17), viewed: [dated.moment(optionsIssued, 22)] });
  summary.quotes += 1;
  summary.linkQuotes += 1;

  for (const daysAgo of [12, 6, 3]) {
    const issued = dated.day(daysAgo);
    await dated.invoice(await createInvoice(db, invoiceInputSchema.parse({ ...document(nextCustomer(), daysAgo), dueDate: addDaysIso(issued, 14) })), issued);
    summary.invoices += 1;
  }

  // Drafts as the office leaves them: some complete, some half typed by autosave, mostly recent.
  for (const [i, daysAgo] of [45, 21, 14, 8, 5, 3, 1, 0].entries()) {
    const customer = nextCustomer();
    const complete = document(customer, 0, { issueDate: null, validUntil: null });
    const body = i % 3 === 2 ? { customerName: customer.customerName, customerPhone: customer.customerPhone, projectTitle: complete.projectTitle, lineItems: complete.lineItems.slice(0, 1) } : complete;
    const draft = await createDraft(db, draftInputSchema.parse(body));
    await dated.draft(draft.id, dated.day(daysAgo), dated.day(Math.max(0, daysAgo - random.int(0, 3))));
    summary.drafts += 1;
  }
  return summary;
}
