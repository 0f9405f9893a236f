import type { ExtractedLineItem } from '../../shared/assistant/extracted-draft.ts';

/**
 * A title staff recognise the job by: what the prose reader named it, plus the places the request
 * is about (from the lines and from the words of the request: 'dental office', 'warehouse',
 * 'bsmt'), so 'Epoxy Floor Coating' becomes 'Epoxy Floor Coating - Basement, Dental'.
 */

// Places and kinds of business a flooring request is about, with shorthand written out.
export const PLACES: Record<string, string> = {
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
};

export function projectTitleFor(title: string, lines: readonly ExtractedLineItem[], text: string): string {
  const have = title.toLowerCase();
  const extra: string[] = [];
  const add = (place: string): void => {
    if (extra.length < 4 && !have.includes(place.toLowerCase()) && !extra.includes(place)) extra.push(place);
  };
  for (const line of lines) {
    for (const word of line.description.toLowerCase().split(/[^a-z]+/)) if (PLACES[word]) add(PLACES[word]);
  }
  for (const m of text.slice(0, 5000).matchAll(/[A-Za-z]+/g)) {
    const place = PLACES[m[0].toLowerCase()];
    if (place) add(place);
  }
  if (extra.length === 0) return title;
  return `${title} - ${extra.join(', ')}`.slice(0, 200);
}
