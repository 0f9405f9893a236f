import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { wordTable } from './text/word-table.ts';

/**
 * A title staff recognise the job by: what the prose reader named it, plus the places the request
 * is about (from the lines and from the words of the request: 'dental office', 'warehouse',
 * 'bsmt'), so 'Epoxy Floor Coating' becomes 'Epoxy Floor Coating - Basement, Dental'.
 */

// Places and kinds of business a flooring request is about, with shorthand written out.
export const PLACES: Record<string, string> = wordTable({
  garage: 'Garage', gar: 'Garage', basement: 'Basement', bsmt: 'Basement', warehouse: 'Warehouse', whse: 'Warehouse', wh: 'Warehouse',
  shop: 'Shop', kitchen: 'Kitchen', patio: 'Patio', porch: 'Porch', balcony: 'Balcony', courtyard: 'Courtyard', lanai: 'Lanai',
  deck: 'Deck', carport: 'Carport', driveway: 'Driveway', showroom: 'Showroom', dealership: 'Dealership', hangar: 'Hangar',
  laundromat: 'Laundromat', laundry: 'Laundry', dental: 'Dental', dentistry: 'Dentistry', clinic: 'Clinic', medical: 'Medical',
  hospital: 'Hospital', veterinary: 'Veterinary', kennel: 'Kennel', daycare: 'Daycare', grooming: 'Grooming', school: 'School',
  montessori: 'Montessori', church: 'Church', brewery: 'Brewery', brewing: 'Brewing', taproom: 'Taproom', distillery: 'Distillery',
  winery: 'Winery', restaurant: 'Restaurant', cafe: 'Cafe', bakery: 'Bakery', coffee: 'Coffee', roastery: 'Roastery', roasting: 'Roasting',
  gym: 'Gym', fitness: 'Fitness', salon: 'Salon', barbershop: 'Barbershop', studio: 'Studio', lab: 'Lab', laboratory: 'Lab',
  plant: 'Plant', production: 'Production', fulfillment: 'Fulfillment', distribution: 'Distribution', storage: 'Storage',
  receiving: 'Receiving', mezzanine: 'Mezzanine', arena: 'Arena', rink: 'Rink', pool: 'Pool', marina: 'Marina', boathouse: 'Boathouse',
  office: 'Office', mudroom: 'Mudroom', sunroom: 'Sunroom', workshop: 'Workshop', barn: 'Barn', shed: 'Shed', condo: 'Condo',
  apartment: 'Apartment', retail: 'Retail', store: 'Store', salesfloor: 'Sales Floor', cafeteria: 'Cafeteria', lobby: 'Lobby',
  freight: 'Freight', logistics: 'Logistics', factory: 'Factory', commissary: 'Commissary', catering: 'Catering', care: 'Care',
  urgent: 'Urgent Care', pediatric: 'Pediatric', multipurpose: 'Multipurpose', sterilization: 'Sterilization', pallet: 'Pallet',
  cellar: 'Cellar', tasting: 'Tasting Room', boat: 'Boat House', hardware: 'Hardware', processing: 'Processing', seafood: 'Seafood',
  pantry: 'Pantry', restroom: 'Restroom', restrooms: 'Restrooms', bathroom: 'Bathroom', locker: 'Locker Room', hallway: 'Hallway',
  corridor: 'Corridor', foyer: 'Foyer', entryway: 'Entryway', breezeway: 'Breezeway', dock: 'Dock', cooler: 'Cooler',
  freezer: 'Freezer', classroom: 'Classroom', classrooms: 'Classrooms', gymnasium: 'Gymnasium', weight: 'Weight Room', spa: 'Spa',
  nail: 'Nail Salon', vet: 'Vet', firehouse: 'Firehouse', library: 'Library', museum: 'Museum', chapel: 'Chapel', sanctuary: 'Sanctuary',
  fellowship: 'Fellowship Hall', clubhouse: 'Clubhouse', lanes: 'Lanes', pharmacy: 'Pharmacy', grocery: 'Grocery', butcher: 'Butcher',
  taqueria: 'Taqueria', pizzeria: 'Pizzeria', diner: 'Diner', bar: 'Bar', pub: 'Pub', tavern: 'Tavern', loft: 'Loft', attic: 'Attic',
  stairwell: 'Stairwell', stairs: 'Stairs', landing: 'Landing', carwash: 'Carwash', wash: 'Wash Bay', bays: 'Bays', service: 'Service',
  exhibit: 'Exhibit Hall', fair: 'Fair', fairgrounds: 'Fairgrounds', stockroom: 'Stock Room', remodel: 'Remodel',
  basemt: 'Basement', bsmnt: 'Basement', basmt: 'Basement', parlor: 'Parlor', dairy: 'Dairy', stable: 'Stable', kennels: 'Kennels',
  surgery: 'Surgery', operatory: 'Operatory', sunporch: 'Sunporch', screenroom: 'Screen Room', gazebo: 'Gazebo', pavilion: 'Pavilion',
  saloon: 'Saloon', cantina: 'Cantina', canteen: 'Canteen', jail: 'Jail',
});

// Spanish places, as customers write to a Texas office ('la cocina mide 20 x 15', 'tienda 30x40'): for the title
// only (a business is named with them, 'Iglesia Bautista Nueva Vida', so they are no ordinary words of a name).
const SPANISH_PLACES: Record<string, string> = wordTable({ cocina: 'Cocina', tienda: 'Tienda', restaurante: 'Restaurante', cochera: 'Cochera', bodega: 'Bodega', iglesia: 'Iglesia' });
// Kinds of place that are also words of business names ('Hanmi Market', 'Sage & Silver Gallery'), so they are not
// in PLACES (which the name readers take for ordinary words): for the title only.
const TITLE_PLACES: Record<string, string> = wordTable({ gallery: 'Gallery', tortilleria: 'Tortilleria', panaderia: 'Panaderia', market: 'Market', shack: 'Shack', cabin: 'Cabin', venue: 'Venue', grow: 'Grow' });
const placeOf = (word: string): string | undefined => PLACES[word] ?? SPANISH_PLACES[word] ?? TITLE_PLACES[word];

// Places named in two words ('sales floor', 'break room'), read before the single words.
const TWO_WORD_PLACES: [RegExp, string][] = [
  [/\bsales\s+floor\b/i, 'Sales Floor'], [/\bstock\s*room\b/i, 'Stock Room'], [/\bbreak\s*room\b/i, 'Break Room'],
  [/\bdining\s+room\b/i, 'Dining Room'], [/\bliving\s+room\b/i, 'Living Room'], [/\bmud\s*room\b/i, 'Mudroom'],
  [/\btap\s*room\b/i, 'Taproom'], [/\bserver\s+room\b/i, 'Server Room'], [/\bmechanical\s+room\b/i, 'Mechanical Room'],
  [/\bwine\s+cellar\b/i, 'Wine Cellar'], [/\bboat\s*house\b/i, 'Boat House'], [/\bpole\s+barn\b/i, 'Pole Barn'],
  [/\bmilk\s*house\b/i, 'Milk House'], [/\bpump\s*house\b/i, 'Pump House'], [/\bpool\s*house\b/i, 'Pool House'], [/\bgreen\s*house\b/i, 'Greenhouse'],
  [/\banimal\s+hospital\b/i, 'Animal Hospital'], [/\bwash\s+bay\b/i, 'Wash Bay'], [/\bfire\s+(?:station|house|hall)\b/i, 'Fire Station'],
  [/\bsally\s+port\b/i, 'Sally Port'], [/\bevent\s+(?:space|venue|hall|center)\b/i, 'Event Space'], [/\bfish\s*house\b/i, 'Fish House'],
  [/\bice\s*house\b/i, 'Ice House'], [/\bhunting\s+(?:shack|camp|cabin|lodge)\b/i, 'Hunting Camp'],
];

// A sheet's or a thread's own name for the job: 'BID SHEET - Ridgeview Animal Hospital', 'Subject: Bid
// Request - Clearwater Foods Distribution - Resinous Flooring', '## Estimate - Bluegill Fish House'.
// ('Bid Form - Resinous Flooring - Pinecrest Middle School Science Wing': the trade said first is no name of the job;
// 'Subject: Quote request - Lincoln Heights Elementary flooring': nor is the trade said after it.)
const NAMED_JOB = /^[ \t>#]*(?:(?:(?:[Bb][Ii][Dd]|[Ss][Cc][Oo][Pp][Ee])[ \t]+(?:[Ss][Hh][Ee][Ee][Tt]|[Ff][Oo][Rr][Mm])|[Bb][Ii][Dd]|[Ee]stimate|ESTIMATE|[Qq]uote|QUOTE|[Pp]roposal|PROPOSAL|[Tt]akeoff|TAKEOFF|RFQ)[ \t]*[-:–—][ \t]*|[Ss]ubject[ \t]*:[ \t]*(?:(?:[Rr][Ee]|[Ff][Ww][Dd]?)[ \t]*:[ \t]*)*(?:(?:[Bb]id|[Qq]uote|[Pp]ricing|[Ee]stimate|RFQ|[Pp]roposal)(?:[ \t]+[Rr]equest)?[ \t]*[-:–—][ \t]*)?)(?:(?:\p{L}+[ \t]+){0,2}(?:[Ff]looring|FLOORING|[Cc]oatings?|COATINGS?)[ \t]*[-:–—][ \t]*)?((?:\p{Lu}[\p{L}'’&.-]*[ \t]+){1,5}\p{Lu}[\p{L}'’&.-]*)(?=[ \t]*(?:(?:[Ff]looring|[Ff]loors?|[Cc]oating)[ \t]*)?(?:[-:–—|,(]|$))/mu;

// 'Job: Thibodeaux Seafood processing room', 'Subject: pricing - Dollar Mart remodel, store #4471':
// the request's own name for the job, when the reader found no better one.
const JOB_LINE = /^[ \t>]*(?:job(?:\s+name)?|project(?:\s+name)?|subject|re|job\s+site)[ \t]*:[ \t]*(?:(?:re|fwd?|fw)[ \t]*:[ \t]*)*([^\n]{3,90})/gim;
const GENERIC_TITLE = /^(?:epoxy\s+)?floor(?:ing)?\s+coating$/i;
// A size ('2 car', '3car') says garage.
const CAR_GARAGE = /\b[1-4][ \t-]?car\b/i;

// A place word with a word of its own before it: 'machine shed', 'press room', 'farm store'.
// ('the bulb farm', 'Pine Hollow campground': the place the whole job is at.)
// The place is looked ahead at, so a place can be the next one's modifier ('the farm store').
// ('procedure rooms', 'treatment rms', 'pool deck', 'wash rack', 'bus bays', 'canning line': a line only after what it does.)
const MODIFIED_PLACE = /(?<![\p{L}'’-])(\p{L}[\p{Ll}-]{2,})[ \t]+(?=(rooms?|rms|shed|store|storage|house|barn|shop|bay|building|kitchen|office|station|yard|hall|farm|ranch|campground|orchard|nursery|dairy|vineyard|marina|lodge|club|center|centre|deck|rack|line|bays)\b)/giu;
// Words before a place that say which one or how big, not what it is.
const NOT_MODIFIER =
  /^(?:email|e-mail|mail|the|and|our|my|his|her|their|your|its|this|that|these|those|for|with|from|into|onto|new|old|big|small|little|large|huge|tiny|main|front|back|rear|side|upper|lower|north|south|east|west|first|second|third|one|two|three|four|five|six|car|cars|whole|entire|same|other|each|both|all|existing|just|only|also|then|plus|and|but|need|needs|want|wants|coat|coated|redo|done|was|were|has|have|had|are|about|like|per|each|sq|ft|feet|foot|square|total|inside|outside|over|under|near|behind|next|detached|attached|unfinished|finished|full|half|open|empty|entire|existing|current|another|every|some|any|more|less|extra|rest|remaining|bigger|smaller|larger|tandem|double|triple|single|oversized|separate|public|private|common|shared|dirty|clean|concrete|epoxy|floor|floors|flooring|coating|garage|basement)$/i;
const titleWord = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

export function projectTitleFor(found: string, lines: readonly ExtractedLineItem[], text: string, site: string | null = null): string {
  let title = found;
  if (GENERIC_TITLE.test(title.trim())) {
    for (const m of text.slice(0, 3000).matchAll(JOB_LINE)) {
      const named = m[1]!
        .replace(/^(?:(?:pricing|quote|quote\s+request|request|estimate|bid|rfq|new\s+submission|new\s+lead)\b[^-:–—]{0,20}[-:–—][ \t]*)/i, '')
        .replace(/\s+/g, ' ')
        .trim();
      // A job named by its address or a number alone says nothing about the work.
      if (/[a-z]{3}/i.test(named) && !/^\d/.test(named)) {
        title = `${named} - ${title}`.slice(0, 200);
        break;
      }
    }
  }
  // The job's own name, when the title does not hold it yet.
  const named = NAMED_JOB.exec(text.slice(0, 3000))?.[1]?.trim();
  if (named && !title.toLowerCase().includes(named.toLowerCase()) && !/^(?:re|fwd?|quote|estimate|bid|new|garage|basement)\b/i.test(named) && !/\b(?:flooring|coatings?)$/i.test(named)) title = `${named} - ${title}`.slice(0, 200);
  // The business or place the job is for ('Riverside Lofts'), when no name of the job says it.
  if (site && !title.toLowerCase().includes(site.toLowerCase())) title = `${site} - ${title}`.slice(0, 200);
  const have = title.toLowerCase();
  const extra: string[] = [];
  const add = (place: string): void => {
    // 'Cellar' after 'Wine Cellar' says nothing more.
    if (extra.length < 4 && !have.includes(place.toLowerCase()) && !extra.some((e) => e.toLowerCase().includes(place.toLowerCase()))) extra.push(place);
  };
  for (const line of lines) {
    for (const word of line.description.toLowerCase().split(/[^a-z]+/)) {
      const place = placeOf(word);
      if (place) add(place);
    }
  }
  for (const [pattern, place] of TWO_WORD_PLACES) if (pattern.test(text.slice(0, 5000))) add(place);
  for (const m of text.slice(0, 5000).matchAll(/[A-Za-z]+/g)) {
    const place = placeOf(m[0].toLowerCase());
    if (place) add(place);
  }
  if (CAR_GARAGE.test(text.slice(0, 5000))) add('Garage');
  // A place named with its own word before it ('the machine shed', 'cutting room', 'farm store',
  // 'camp house'): the name as the request writes it, after the places above.
  const asWritten: string[] = [];
  for (const m of text.slice(0, 5000).matchAll(MODIFIED_PLACE)) {
    const [modifier, place] = [m[1]!, m[2]!];
    if (asWritten.length >= 2 || NOT_MODIFIER.test(modifier) || PLACES[modifier.toLowerCase()] === PLACES[place.toLowerCase()] && PLACES[place.toLowerCase()] !== undefined) continue;
    if (place.toLowerCase() === 'line' && !/ing$/i.test(modifier)) continue;
    const phrase = `${titleWord(modifier)} ${titleWord(place)}`;
    const all = `${have} ${extra.join(' ')} ${asWritten.join(' ')}`.toLowerCase();
    if (!all.includes(phrase.toLowerCase())) asWritten.push(phrase);
  }
  // 'Pool' says nothing more beside 'Pool Deck'.
  const inPhrase = (place: string): boolean => asWritten.some((p) => p.toLowerCase().split(' ').includes(place.toLowerCase()));
  extra.splice(0, extra.length, ...extra.filter((place) => !inPhrase(place)), ...asWritten);
  // A place written in shorthand ('bsmt', 'whse') and never in full: the title keeps the request's own
  // word beside the full one, so staff find the job by what the request says.
  const said = new Set([...text.slice(0, 5000).matchAll(/[A-Za-z]+/g)].map((m) => m[0].toLowerCase()));
  for (const word of said) {
    const place = PLACES[word];
    if (!place || word.length < 4 || place.toLowerCase().replace(/\s+/g, '') === word || said.has(place.toLowerCase())) continue;
    const all = `${title} ${extra.join(' ')}`.toLowerCase();
    if (all.includes(place.toLowerCase()) && !all.includes(word)) extra.push(`${word.charAt(0).toUpperCase()}${word.slice(1)}`);
  }
  if (extra.length === 0) return title;
  return `${title} - ${extra.join(', ')}`.slice(0, 200);
}
