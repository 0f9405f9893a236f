import { describe, expect, it } from 'vitest';
import { projectTitleFor } from './project-title.ts';

describe('a project title staff recognise the job by', () => {
  it("takes the request's own Job: or Subject: line when the reader found only a generic title", () => {
    expect(projectTitleFor('Epoxy Floor Coating', [], 'Subject: quote request - Marlow Creamery packing room\nHi,')).toContain('Marlow Creamery packing room');
    expect(projectTitleFor('Epoxy Floor Coating', [], 'Job: 4410 Elm St\nJob site: Fenwick Bowling lanes')).toContain('Fenwick Bowling lanes');
  });

  it('keeps a specific title and adds the places the request is about', () => {
    expect(projectTitleFor('Garage Floor Coating', [], 'Subject: floor\nalso the wine cellar')).toBe('Garage Floor Coating - Wine Cellar');
  });

  it("reads '2 car' as a garage", () => {
    expect(projectTitleFor('Epoxy Floor Coating', [], 'ok 3car 33x24 flake 4.60')).toContain('Garage');
  });
});

describe('places named in two words', () => {
  it("reads 'sales floor' and 'break room' whole", () => {
    expect(projectTitleFor('Epoxy Floor Coating', [], 'sales floor 60x80 and the break room')).toBe('Epoxy Floor Coating - Sales Floor, Break Room');
  });
});

describe("a sheet's or thread's own name for the job", () => {
  it('leads the title when the title does not hold it', () => {
    expect(projectTitleFor('Lobby, Corridor - epoxy flooring', [], 'BID SHEET - Cedar Bluff Senior Living\n| Area | SF |')).toBe('Cedar Bluff Senior Living - Lobby, Corridor - epoxy flooring');
    expect(projectTitleFor('Warehouse Floor Coating', [], 'From: a@b.example\nSubject: RFQ - Harmon Tool Works - Resinous Floors\n\nPlease price')).toMatch(/^Harmon Tool Works - Warehouse Floor Coating/);
    expect(projectTitleFor('Garage Floor Coating', [], 'Subject: garage floor\nHi')).toBe('Garage Floor Coating');
  });

  it('names farm buildings', () => {
    expect(projectTitleFor('Epoxy Floor Coating', [], 'the milk house is sixteen by twenty and the parlor pit forty by eight')).toContain('Milk House');
  });
});

describe('a place named with its own word before it', () => {
  it("keeps the request's words for it ('grain shed', 'tasting room', 'feed store')", () => {
    expect(projectTitleFor('Shed Floor Coating', [], 'wants the grain shed floor sealed, 40x60 at 1.90')).toContain('Grain Shed');
    expect(projectTitleFor('Epoxy Floor Coating', [], 'Quote the tasting room 18 x 24 and the barrel storage 30 x 40')).toMatch(/Barrel Storage/);
    expect(projectTitleFor('Store Floor Coating', [], "it's for the feed store out front, 30 by 50")).toContain('Feed Store');
  });

  it('leaves words that say which one or how big, and cues, out of it', () => {
    expect(projectTitleFor('Garage Floor Coating', [], 'the big shed and our new garage')).toBe('Garage Floor Coating - Shed');
    expect(projectTitleFor('Garage Floor Coating', [], 'garage 20x20, email office at example dot com')).not.toContain('Email');
    expect(projectTitleFor('Garage Floor Coating', [], 'two car garage, 22 x 24')).toBe('Garage Floor Coating');
  });
});

describe('a place written only in shorthand', () => {
  it("keeps the request's own word beside the full one", () => {
    expect(projectTitleFor('Basement Floor Coating', [], 'bsmt 24 x 30 metallic 7.10, stairs 12 treads')).toMatch(/Basement.*Bsmt/);
    expect(projectTitleFor('Warehouse Floor Coating', [], 'whse floor 80x120 seal 1.35')).toMatch(/Whse/);
  });

  it('adds nothing when the request also writes the word in full', () => {
    expect(projectTitleFor('Basement Floor Coating', [], 'basement (bsmt on the plan) 24 x 30')).toBe('Basement Floor Coating');
  });
});

describe('a place that names the next one', () => {
  it('keeps both as written', () => {
    expect(projectTitleFor('Store Floor Coating', [], 'we have the farm store and the egg room', null)).toContain('Farm Store');
  });
});

describe('places named with a word of their own', () => {
  it("keeps 'rooms', 'deck', 'rack' and a working line as written, without the bare place beside them", () => {
    expect(projectTitleFor('Epoxy Floor Coating', [], 'the exam rooms total 300 sf')).toContain('Exam Rooms');
    expect(projectTitleFor('Deck Floor Coating', [], 'the pool deck is 900 sf, acrylic 3.10')).toBe('Deck Floor Coating - Pool Deck');
    expect(projectTitleFor('Epoxy Floor Coating', [], 'bottling line 12 x 40 urethane')).toContain('Bottling Line');
    expect(projectTitleFor('Epoxy Floor Coating', [], 'property line to the fence')).not.toContain('Line');
  });

  it('reads Spanish place words', () => {
    expect(projectTitleFor('Epoxy Floor Coating', [], 'la cocina mide 18 x 12')).toContain('Cocina');
  });
});

describe('more kinds of place', () => {
  it('reads a saloon, a canteen, a jail and its sally port, a fire station, bus bays', () => {
    expect(projectTitleFor('Bar Floor Coating', [], 'the old saloon on main')).toContain('Saloon');
    expect(projectTitleFor('Epoxy Floor Coating', [], 'county jail, the sally port 20 x 40')).toContain('Sally Port');
    expect(projectTitleFor('Epoxy Floor Coating', [], 'the fire house apparatus floor')).toContain('Fire Station');
    expect(projectTitleFor('Epoxy Floor Coating', [], 'the school bus bays, 8 of them')).toContain('Bus Bays');
  });
});

describe("a sheet's or a subject's name for the job", () => {
  it('passes over the trade said before it and leaves off the trade said after it', () => {
    expect(projectTitleFor('Epoxy Floor Coating', [], 'Scope Form - Epoxy Coatings - Hillcrest Rec Center Gym\nGym 60 x 90')).toContain('Hillcrest Rec Center Gym');
    expect(projectTitleFor('Epoxy Floor Coating', [], 'Subject: Bid request - Dunmore Public Library flooring\nHello')).toContain('Dunmore Public Library');
    expect(projectTitleFor('Epoxy Floor Coating', [], 'BID FORM - RESINOUS FLOORING\nLobby 20 x 30')).not.toContain('RESINOUS');
  });
});

describe('the kind of place the job is, in the title', () => {
  it('names a gallery, a tortilleria, a grow, an event space and a hunting camp', () => {
    expect(projectTitleFor('Epoxy Floor Coating', [], 'Canyon Rd gallery - Blue Mesa Fine Art\ncontact: Ines Vogel 505-555-0198\nmain floor 28 x 40 metallic 8.50')).toMatch(/gallery/i);
    expect(projectTitleFor('Epoxy Floor Coating', [], 'my name is Ramon Ruiz, I have a small tortilleria in Maryvale, the floor is about 720 square feet, urethane at 9.50. 602-555-0177')).toMatch(/tortilleria/i);
    expect(projectTitleFor('Epoxy Floor Coating', [], 'Dara Okafor, new owner of the old feed store downtown (turning it into an event space). Main floor 3,150 sf metallic 7.60. 256-555-0126')).toMatch(/event space/i);
    expect(projectTitleFor('Epoxy Floor Coating', [], 'GROW - Dos Rios Cultivation\nflower rm A 24 x 48 novolac 7.40')).toMatch(/grow/i);
    expect(projectTitleFor('Epoxy Floor Coating', [], 'okay the lund hunting shack erik lund l u n d floor is ten by fourteen solid at three twenty five phone two one eight five five five zero one two three')).toMatch(/hunting/i);
  });
});
