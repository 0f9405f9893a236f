import { describe, expect, it } from 'vitest';
import { extractedDraftSchema, type ExtractedDraft } from '#shared/assistant/extracted-draft.ts';
import { computeTotals } from '#shared/money/money.ts';
import { EmbeddedExtractor, extractDraftFromText } from './embedded-extractor.ts';
import { cpuMsOf } from '#server/testing/cpu-time.ts';

interface Case {
  text: string;
  expect: Omit<ExtractedDraft, 'lineItems' | 'notes' | 'projectTitle'> & {
    title: string;
    lines: [description: string, quantity: number, rate: number][];
    total: string;
  };
}

/** Hand-written requests in the four ways staff send them. */
const CASES: Record<string, Case> = {
  'dictated, with spoken numbers, a spelled surname and a correction': {
    text: 'okay quote for marisol vega v e g a she has a three car garage thirty six by twenty four she wants metallic at nine dollars a square foot no wait eight seventy five and crack repair about forty five feet at eight a foot phone is nine one five five five five zero one two eight address twelve twenty two cactus flower lane el paso texas seven nine nine three eight',
    expect: {
      customerName: 'Marisol Vega',
      customerPhone: '9155550128',
      customerEmail: null,
      customerAddress: '1222 Cactus Flower Ln, El Paso, TX 79938',
      title: 'Garage Floor Coating',
      lines: [
        ['Metallic epoxy - Garage', 864, 8.75],
        ['Crack repair', 45, 8],
      ],
      discountRate: 0,
      depositPercentage: 60,
      total: '7920.00',
    },
  },
  'dictated, two rooms, a spoken e-mail and half down': {
    text: 'uh next up is carla jennings j e n n i n g s she has a patio about fifteen by thirty and a front porch six by twelve both in quartz at six eighty five a square foot and four steps at seventy five each her email is carla j at example dot net and phone is nine seven two five five five zero one three zero she will put down half',
    expect: {
      customerName: 'Carla Jennings',
      customerPhone: '9725550130',
      customerEmail: 'carlaj@example.net',
      customerAddress: null,
      title: 'Patio & Front Porch Floor Coating',
      lines: [
        ['Quartz system - Patio', 450, 6.85],
        ['Quartz system - Front Porch', 72, 6.85],
        ['Steps', 4, 75],
      ],
      discountRate: 0,
      depositPercentage: 50,
      total: '3875.70',
    },
  },
  'typed, two rooms with their own systems': {
    text: 'New quote for Hector Salinas, hector.salinas@example.com, (361) 555-0120. Garage 24\' x 22\' in flake at $5.45/sq ft, and the covered patio 12\' x 20\' in quartz at $6.85/sq ft. Address 618 Ocean Dr, Corpus Christi, TX 78404. 30% deposit.',
    expect: {
      customerName: 'Hector Salinas',
      customerPhone: '3615550120',
      customerEmail: 'hector.salinas@example.com',
      customerAddress: '618 Ocean Dr, Corpus Christi, TX 78404',
      title: 'Garage & Covered Patio Floor Coating',
      lines: [
        ['Flake system - Garage', 528, 5.45],
        ['Quartz system - Covered Patio', 240, 6.85],
      ],
      discountRate: 0,
      depositPercentage: 30,
      total: '4521.60',
    },
  },
  'notes, terse, with bare prices': {
    text: 'Gabe Lindqvist / 763-555-0189 / gabe.l@example.com\nwarehouse 60x90 solid epoxy $2.95\ncove 300 LF @ $8.50\nstriping 400 LF @ 1.25\nmob 450\n8% disc, 30% dep',
    expect: {
      customerName: 'Gabe Lindqvist',
      customerPhone: '7635550189',
      customerEmail: 'gabe.l@example.com',
      customerAddress: null,
      title: 'Warehouse Floor Coating',
      lines: [
        ['Solid color epoxy - Warehouse', 5400, 2.95],
        ['Cove base', 300, 8.5],
        ['Line striping', 400, 1.25],
        ['Mobilization fee', 1, 450],
      ],
      discountRate: 8,
      depositPercentage: 30,
      total: '17875.60',
    },
  },
  'e-mail, with a signature, a distractor price and the size of the house': {
    text: "From: Karen O'Malley <komalley@example.com>\nSubject: Pool deck estimate\n\nHello,\n\nWe'd like to move forward with the pool deck. It measures roughly 18' x 36'. You recommended the polyaspartic quartz at $7.40 per sq. ft. plus a $225 trip charge since we're out of your normal area. A neighbor paid $5.10 a foot somewhere else.\n\nOur house is about 2,600 square feet but we only need the deck done.\n\nWe can pay 25% up front.\n\nThanks so much,\nKaren O'Malley\n1406 Seabreeze Blvd\nFort Lauderdale, FL 33316\n954-555-0160",
    expect: {
      customerName: "Karen O'Malley",
      customerPhone: '9545550160',
      customerEmail: 'komalley@example.com',
      customerAddress: '1406 Seabreeze Blvd, Fort Lauderdale, FL 33316',
      title: 'Pool Deck Floor Coating',
      lines: [
        ['Polyaspartic quartz system - Pool Deck', 648, 7.4],
        ['Trip charge', 1, 225],
      ],
      discountRate: 0,
      depositPercentage: 25,
      total: '5020.20',
    },
  },
  'e-mail, list of systems under one room with a total in brackets': {
    text: 'Hi,\n\nWe operate a small brewery, taproom is 40 x 30 and the brewhouse is 30 x 25. Your estimator recommended:\n1) Grind and prep – $1.40/sq ft (both rooms, 1,950 sq ft)\n2) Urethane cement – $10.75/sq ft (both rooms)\n3) Cove base – 250 feet at $14/ft\n\nWe can do a 50% deposit. Please send it to hops@example.com or call 503-555-0166.\n\nNathan Greer\n2210 SE Division St, Portland, OR 97202',
    expect: {
      customerName: 'Nathan Greer',
      customerPhone: '5035550166',
      customerEmail: 'hops@example.com',
      customerAddress: '2210 SE Division St, Portland, OR 97202',
      title: 'Brewery & Taproom Floor Coating',
      lines: [
        ['Diamond grinding and surface prep - Brewery & Taproom & Brewhouse', 1950, 1.4],
        ['Urethane cement - Brewery & Taproom & Brewhouse', 1950, 10.75],
        ['Cove base', 250, 14],
      ],
      discountRate: 0,
      depositPercentage: 50,
      total: '27192.50',
    },
  },
};

describe('extractDraftFromText', () => {
  it.each(Object.entries(CASES))('%s', (_name, { text, expect: want }) => {
    const draft = extractDraftFromText(text);
    expect(extractedDraftSchema.parse(draft)).toEqual(draft);
    expect({
      customerName: draft.customerName,
      customerPhone: draft.customerPhone,
      customerEmail: draft.customerEmail,
      customerAddress: draft.customerAddress,
      discountRate: draft.discountRate,
      depositPercentage: draft.depositPercentage,
    }).toEqual({
      customerName: want.customerName,
      customerPhone: want.customerPhone,
      customerEmail: want.customerEmail,
      customerAddress: want.customerAddress,
      discountRate: want.discountRate,
      depositPercentage: want.depositPercentage,
    });
    expect(draft.projectTitle).toBe(want.title);
    expect(draft.lineItems.map((l) => [l.description, l.quantity, l.rate])).toEqual(want.lines);
    expect(computeTotals(draft).total).toBe(want.total);
  });

  it('keeps schedule remarks as notes and nothing else', () => {
    expect(extractDraftFromText('Studio 1,150 sq ft, quartz at $7.35/sq ft. The landlord wants it done by June 15, so flag the schedule.').notes).toBe(
      'The landlord wants it done by June 15, so flag the schedule.',
    );
    expect(extractDraftFromText('Garage 20x20 flake $5.50/sf').notes).toBeNull();
  });

  it('is deterministic and fast', () => {
    const texts = Object.values(CASES).map((c) => c.text);
    const first = texts.map((t) => extractDraftFromText(t));
    const timings: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      texts.forEach((text, i) => {
        let draft: unknown;
        // CPU time: the reader's own cost, which other processes on a busy machine do not stretch.
        timings.push(cpuMsOf(() => (draft = extractDraftFromText(text))));
        expect(draft).toEqual(first[i]);
      });
    }
    timings.sort((a, b) => a - b);
    // DESIGN.md's goal is a median under 20 ms; the margin absorbs a busy test machine.
    expect(timings[Math.floor(timings.length / 2)]).toBeLessThan(50);
  });

  it('stays valid and quick on a long pasted document', () => {
    const long = Array.from({ length: 300 }, (_, i) => `Unit ${i + 1}: garage ${20 + (i % 5)} x 22, flake at $5.${10 + (i % 80)}/sq ft.`).join('\n');
    let draft = extractDraftFromText('');
    expect(cpuMsOf(() => (draft = extractDraftFromText(long)))).toBeLessThan(5000);
    expect(extractedDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.lineItems).toHaveLength(200);
  });

  it('returns a valid, empty draft for text with nothing in it', async () => {
    const { draft } = await new EmbeddedExtractor().extract({ text: 'hello there' });
    expect(draft).toEqual({
      customerName: null,
      customerPhone: null,
      customerEmail: null,
      customerAddress: null,
      projectTitle: 'Epoxy Floor Coating',
      lineItems: [],
      discountRate: 0,
      depositPercentage: 60,
      notes: null,
    });
  });
});

describe('a deposit of 0 on the draft', () => {
  it('keeps a said 0% deposit instead of the default', async () => {
    const { extractDraftFromText } = await import('./embedded-extractor.ts');
    const draft = extractDraftFromText('Garage 20x20 flake at 5.25 a foot. Repeat customer, 0% deposit.');
    expect(draft.depositPercentage).toBe(0);
    expect(extractDraftFromText('Garage 20x20 flake at 5.25 a foot.').depositPercentage).toBe(60);
  });
});

describe('a go-between passing a job along', () => {
  it("takes the person the job is for, and leaves out the agent's own phone and e-mail", async () => {
    const { extractDraftFromText } = await import('./embedded-extractor.ts');
    const draft = extractDraftFromText('Realtor Dana Price (dana@kwrealty.com, 405-555-0101) sent this over for her buyer, Marcus Bell. Garage 24x24 flake 5.25/sf.');
    expect(draft.customerName).toBe('Marcus Bell');
    expect(draft.customerPhone).toBeNull();
    expect(draft.customerEmail).toBeNull();
  });

  it("keeps the customer's own details when they are written after the customer", async () => {
    const { extractDraftFromText } = await import('./embedded-extractor.ts');
    const draft = extractDraftFromText('Agent Tom Reyes sent this over for his client, Ana Ortiz (ana.ortiz@gmail.com, 405-555-0123). Basement 30x20 metallic 8/sf.');
    expect(draft.customerName).toBe('Ana Ortiz');
    expect(draft.customerPhone).toBe('4055550123');
    expect(draft.customerEmail).toBe('ana.ortiz@gmail.com');
  });
});

describe("a request with words that name an object's own methods", () => {
  it.each(['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'])("reads '%s' as a word, not a lookup", (word) => {
    const text = `Garage floor 24x30 flake at 4.50 for Dana Whitley, 512-555-0141, 1804 Brushy Creek Rd, Cedar Park, TX 78613. The ${word} will be there; ${word}: ${word}s, TX ${word}`;
    const draft = extractDraftFromText(text);
    expect(draft.customerName).toBe('Dana Whitley');
    expect(draft.customerAddress).toBe('1804 Brushy Creek Rd, Cedar Park, TX 78613');
    expect(computeTotals({ lineItems: draft.lineItems, discountRate: draft.discountRate, depositPercentage: 60 }).subtotal).toBe('3240.00');
  });
});
