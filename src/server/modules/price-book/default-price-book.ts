import type { ParsedPriceBookItemInput } from '#shared/price-book/price-book.ts';

/**
 * What a typical epoxy flooring company sells, at typical 2025-2026 US rates: the list the Price
 * Book starts with (issue 15 item 1), for staff to edit to their own prices.
 */
export const DEFAULT_PRICE_BOOK: readonly ParsedPriceBookItemInput[] = [
  { name: '1-Day Polyaspartic Flake', description: 'Diamond-ground slab, polyurea base coat, full vinyl flake broadcast, UV-stable polyaspartic clear top coat; walk on it the next day', unit: 'sqft', rate: '6.50', minimumCharge: null, active: true },
  { name: 'Full Flake Epoxy', description: 'Diamond-ground slab, 100% solids epoxy base coat, full vinyl flake broadcast, clear top coat', unit: 'sqft', rate: '5.25', minimumCharge: null, active: true },
  { name: 'Metallic Epoxy', description: 'Epoxy primer, metallic pigmented epoxy worked by hand, clear urethane top coat', unit: 'sqft', rate: '8.50', minimumCharge: null, active: true },
  { name: 'Quartz Broadcast', description: 'Double broadcast of colored quartz sand in epoxy, sealed with a clear top coat; slip resistant', unit: 'sqft', rate: '7.00', minimumCharge: null, active: true },
  { name: 'Solid Color Epoxy', description: 'Two coats of 100% solids pigmented epoxy', unit: 'sqft', rate: '4.00', minimumCharge: null, active: true },
  { name: 'Diamond Grinding Prep', description: 'Diamond grinding to open the concrete profile (CSP 2-3), dust controlled', unit: 'sqft', rate: '1.25', minimumCharge: null, active: true },
  { name: 'Crack Repair', description: 'Cracks chased and filled with epoxy or polyurea crack filler, ground flush', unit: 'lf', rate: '8.00', minimumCharge: '150.00', active: true },
  { name: 'Moisture Vapor Barrier', description: 'Moisture mitigating epoxy primer under the coating', unit: 'sqft', rate: '2.50', minimumCharge: null, active: true },
  { name: 'Cove Base', description: '4 in integral cove base along the walls, coated with the floor', unit: 'lf', rate: '12.00', minimumCharge: null, active: true },
  { name: 'Stem Walls', description: 'Garage stem walls coated to match the floor', unit: 'lf', rate: '9.00', minimumCharge: null, active: true },
  { name: 'Stair Treads', description: 'Steps coated tread and riser, with nosing', unit: 'each', rate: '85.00', minimumCharge: null, active: true },
  { name: 'Floor Drain', description: 'Coating worked around a floor drain and its grate', unit: 'each', rate: '75.00', minimumCharge: null, active: true },
  { name: 'Mobilization', description: 'Crew, equipment and travel to the job site', unit: 'flat', rate: '250.00', minimumCharge: null, active: true },
];
