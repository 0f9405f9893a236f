import { describe, expect, it } from 'vitest';
import { jobSiteName } from './job-site-name.ts';
import { projectTitleFor } from '../project-title.ts';

describe('the business or place a job is for', () => {
  it('is the words the sender e-mail domain spells', () => {
    expect(jobSiteName('Harbor Point Marina - dock office\nTess Caldwell, 555-0141, tess@harborpointmarina.com\nshop 30x40 @ 4.10', 'Tess Caldwell')).toBe('Harbor Point Marina');
    expect(jobSiteName('Hi, this is Omar from Bluestem Feed & Seed (omar@bluestemfeedseed.net). The warehouse is 40 x 60.', 'Omar')).toBe('Bluestem Feed & Seed');
  });

  it('ignores mailboxes anyone can have, a person whose domain is their name, and our own trade', () => {
    expect(jobSiteName('Garage 24x24 flake 4.50. Dana Whitfield, dana.whitfield@gmail.com', 'Dana Whitfield')).toBeNull();
    expect(jobSiteName('Garage 24x24. Reply to Gil Ocampo <gil@gilocampo.com>', 'Gil Ocampo')).toBeNull();
    expect(jobSiteName('From: Summit Floors <bids@summitfloors.com>\nGarage 24x24', null)).toBeNull();
  });

  it('starts the title, once', () => {
    const site = jobSiteName('Carla Reyes, Mesa Verde Lofts, carla@mesaverdelofts.org\nstair landings 6 @ 85', 'Carla Reyes');
    expect(site).toBe('Mesa Verde Lofts');
    expect(projectTitleFor('Landing Floor Coating', [], 'stair landings', site)).toBe('Mesa Verde Lofts - Landing Floor Coating');
    expect(projectTitleFor('Mesa Verde Lofts stairs', [], 'stair landings', site)).toBe('Mesa Verde Lofts stairs');
  });
});

describe('a business that is the customer too', () => {
  it('still names the job', () => {
    expect(jobSiteName('Prairie Gold Grain Co-op  (no contact name - main office)\nscale house 20 x 30 seal 1.60\nph 620-555-0144', 'Prairie Gold Grain Co-op')).toBe('Prairie Gold Grain Co-op');
  });
  it('but a person named by their own domain is not a job site', () => {
    expect(jobSiteName('From: Jane Smith <jane@janesmith.com>\nGarage 20x20 flake please', 'Jane Smith')).toBeNull();
  });
});

describe('the business a job is known by, more ways', () => {
  it('is the business the person owns or runs', () => {
    expect(jobSiteName('Lena Ortiz runs Copper Kettle Bakery - kitchen 20x24 quartz 6.10. 201-555-0110.', 'Lena Ortiz')).toBe('Copper Kettle Bakery');
  });
  it("is the employer on a signer's title line", () => {
    expect(jobSiteName('Thanks,\nRaj Patel\nFacilities Manager, Eastgate Office Park LLC\n316-555-0100', 'Raj Patel')).toBe('Eastgate Office Park LLC');
  });
  it('is the business a label names as the customer', () => {
    expect(jobSiteName('Customer: Brookside Assisted Living. Day room quartz 5.90.', 'Brookside Assisted Living')).toBe('Brookside Assisted Living');
  });
});

describe('a place the whole job is at, in lower case', () => {
  it('is in the title', () => {
    expect(projectTitleFor('Shed Floor Coating', [], 'this is the tulip farm out east, the packing shed is 40 x 60', null)).toContain('Tulip Farm');
  });
});

describe('a business named after its kind, or managed by the writer', () => {
  it('names the job', () => {
    expect(jobSiteName('Quote for our bakery, Sweet Crumb, kitchen 20x24 quartz 6.10.', null)).toBe('Sweet Crumb');
    expect(jobSiteName('Hi, I manage the Pine Ridge Townhomes pool house. 20x30.', 'Dee Lund')).toBe('Pine Ridge Townhomes');
  });
});

describe('a lodge or club said in lower case', () => {
  it('is in the title', () => {
    expect(projectTitleFor('Hall Floor Coating', [], 'this is ray from the moose lodge, the hall is 60 by 40', null)).toContain('Moose Lodge');
  });
});

describe('the business the customer says they are with', () => {
  it("is the name right after theirs ('at', 'from', 'with'), never their town", () => {
    expect(jobSiteName('hey its Lena Ortiz at Copperline Climbing, the bouldering room 30x40', 'Lena Ortiz')).toBe('Copperline Climbing');
    expect(jobSiteName('Lena Ortiz from the Blue Mule tavern here, bar floor 20x50', 'Lena Ortiz')).toBe('Blue Mule');
    expect(jobSiteName('Lena Ortiz from Cedar Park, garage 20x20, 9 Elm St, Austin TX 78701', 'Lena Ortiz')).toBeNull();
  });

  it('is a business written with its legal form', () => {
    expect(jobSiteName('The customer is Harlow Pallet Works LLC (yard boss Ted Ames). Dock 40 x 60.', 'Ted Ames')).toBe('Harlow Pallet Works LLC');
  });
});

describe('a role before a person is no label naming the business', () => {
  it("names the job by the heading's business, not by the person after '- owner'", () => {
    const text = 'Panaderia Santa Rosa - owner Marisol Quintana Ibarra. 520-555-0147. 88 W Main St Tucson 85701. Bake room 20x24 urethane 10.40/sf.';
    expect(jobSiteName(text, 'Marisol Quintana Ibarra')).toBe('Panaderia Santa Rosa');
  });

  it("still reads a business after 'Owner:' with its mark", () => {
    expect(jobSiteName('Owner: Granite Peak Storage LLC\nPhone 801-555-0139\nUnits 1-4, 10x20 each', 'Granite Peak Storage LLC')).toBe('Granite Peak Storage LLC');
  });
});
