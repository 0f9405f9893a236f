import { describe, expect, it } from 'vitest';
import { NOT_FLOOR } from './vocabulary.ts';

describe('NOT_FLOOR: work that is not a floor, not a place whose name holds the word', () => {
  it.each(['Cove base', 'Coved base 6 in', 'Crack repair', 'Stair treads', 'Steps', 'Trench drains', 'Mobilization', 'Trip charge', 'Moisture test', 'Moisture testing (3 tests)', 'Old tile demo', 'Sump cover', 'Rubber base', 'Disposal fee'])(
    'not a floor: %s',
    (description) => expect(NOT_FLOOR.test(description)).toBe(true),
  );
  it.each(['Epoxy - RF Test Cell', 'Quartz - Test Kitchen', 'Flake - Demo Room', 'Solid color epoxy - Basement', 'Flake system - Covered Back Patio', 'Metallic - Basemt', 'Flake - Stairwell', 'Urethane cement - Drain Room', 'Epoxy - Engine Test Bay'])(
    'a floor: %s',
    (description) => expect(NOT_FLOOR.test(description)).toBe(false),
  );
});
