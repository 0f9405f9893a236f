import { describe, expect, it } from 'vitest';
import { businessAfterTownHeading, isTownOfTheJob, personAfterTownHeading } from './town-heading.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const nameOf = (text: string): string | null => extractDraftFromText(text).customerName;

describe('a note headed by the town of the job', () => {
  it('gives the business or the person after the dash', () => {
    expect(nameOf('DULUTH - Harbor Light Bakery\n218-555-0101\n12 E Superior St Duluth MN 55802\nkitchen 20 x 30 quartz 6.20')).toBe('Harbor Light Bakery');
    expect(nameOf('Fargo -- Ingrid Solvang\n701-555-0144\n1402 University Dr S, Fargo ND 58103\ngarage 24x24 flake 4.40')).toBe('Ingrid Solvang');
    expect(nameOf('notes\nLas Cruces - Tomasa (T O M A S A) Villanueva\n575-555-0117\n2250 Missouri Ave Las Cruces 88011\npatio 14 x 20 flake 4.85')).toBe('Tomasa Villanueva');
  });

  it('never names the town itself, on a line of its own', () => {
    expect(nameOf('LINCOLN\nMarta Kowalczyk\n402-555-0190\n2010 S 27th St Lincoln NE 68502\nbasement 30 x 28 solid 3.75')).toBe('Marta Kowalczyk');
  });

  it('leaves a contact named in the note to the person readers', () => {
    expect(nameOf('DULUTH - Harbor Light Bakery\nGus Lindahl 218-555-0101\n12 E Superior St Duluth MN 55802\nkitchen 20 x 30 quartz 6.20')).toBe('Gus Lindahl');
  });

  it('reads no heading whose first words are not the town of the address, nor a job after the town', () => {
    const address = '\n218-555-0101\n12 E Superior St Duluth MN 55802\n';
    expect(businessAfterTownHeading(`Pella - Harbor Light Bakery${address}`)).toBeNull();
    expect(businessAfterTownHeading(`Duluth - Garage Floor${address}`)).toBeNull();
    expect(personAfterTownHeading(`Duluth - Harbor Light Bakery${address}`)).toBeNull();
    expect(businessAfterTownHeading(`Duluth - Ingrid Solvang${address}`)).toBeNull();
  });
});

describe('the town of the job', () => {
  it('is written again before its state or a ZIP of that state', () => {
    expect(isTownOfTheJob('RAPID CITY', '3511 Jackson Blvd Rapid City SD 57702')).toBe(true);
    expect(isTownOfTheJob('Sioux Falls', '6604 W 41st St Sioux Falls 57106')).toBe(true);
  });

  it('is not a business sharing a town name, nor a name before a role', () => {
    expect(isTownOfTheJob('Willow Creek', '3100 Willow Creek Dr, Folsom, CA 95630')).toBe(false);
    expect(isTownOfTheJob('Sarah Whitefeather', 'Sarah Whitefeather, PM\n400 Main St, Bemidji MN 56601')).toBe(false);
    expect(isTownOfTheJob('Omaha', '8120 Blondo St, Lincoln NE 68134')).toBe(false);
  });
});
