import { describe, expect, it } from 'vitest';
import { jobSiteName } from './job-site-name.ts';
import { projectTitleFor } from './project-title.ts';

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
