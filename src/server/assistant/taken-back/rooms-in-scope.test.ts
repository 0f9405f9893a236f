import { describe, expect, it } from 'vitest';
import { roomsInScope } from './rooms-in-scope.ts';

const line = (room: string, quantity: number) => ({ description: `Flake system - ${room}`, useDimensions: false, length: null, width: null, quantity, rate: 4.5 });
const lines = [line('Sunroom', 200), line('Carport', 400), line('Mud Room', 60)];
const rooms = (text: string) => roomsInScope(text, lines).map((l) => l.description.split(' - ')[1]);

describe('the rooms the office says the quote covers', () => {
  it.each([
    ['Office: sunroom ONLY, she decided against the rest.\n\n> we have a sunroom, carport and mud room', ['Sunroom']],
    ['Quote sunroom + mud room only. 50% dep', ['Sunroom', 'Mud Room']],
    ['Per Dave - only the carport.', ['Carport']],
    ['no carport this year, price the others at 4.50', ['Sunroom', 'Mud Room']],
    ['Carport is OUT (they are selling the car), rest as measured', ['Sunroom', 'Mud Room']],
    ["they're tiling the mud room themselves", ['Sunroom', 'Carport']],
  ])('%s', (text, kept) => {
    expect(rooms(text)).toEqual(kept);
  });

  it('changes nothing when the words name no line, or would leave none', () => {
    for (const text of [
      'the carport only has one light, e-mail only please',
      'No rush this year, whenever works',
      'The carport is out back behind the shed',
      'sunroom, carport and mud room only',
    ]) expect(rooms(text)).toEqual(['Sunroom', 'Carport', 'Mud Room']);
  });
});

describe('rooms named with a word of work that is not a floor', () => {
  const named = [line('RF Test Cell', 300), line('Basement', 600), line('Covered Patio', 240), { ...line('Cove base', 90), description: 'Cove base' }];
  const kept = (text: string) => roomsInScope(text, named).map((l) => l.description);
  it("drops a room whose name holds 'test', 'base' or 'cove' like any other, and keeps the cove with the floors", () => {
    expect(kept('no test cell this year')).toEqual(['Flake system - Basement', 'Flake system - Covered Patio', 'Cove base']);
    expect(kept('Basement only, per Gina.')).toEqual(['Flake system - Basement', 'Cove base']);
    expect(kept('Covered patio is out, rest as measured')).toEqual(['Flake system - RF Test Cell', 'Flake system - Basement', 'Cove base']);
  });
});
