import { describe, expect, it } from 'vitest';
import { ALL_FLAGS_ON, type FeatureFlags } from '@podium/contracts/tenant/tenant-config';
import { visibleHeaderLinks } from './header-links';

const withModules = (modules: Partial<FeatureFlags['modules']>): FeatureFlags => ({
  ...ALL_FLAGS_ON,
  modules: { ...ALL_FLAGS_ON.modules, ...modules },
});

describe('visibleHeaderLinks', () => {
  it('shows About, Blogs, Contact Us and Events Calendar with their paths when every flag is on', () => {
    expect(visibleHeaderLinks(ALL_FLAGS_ON)).toEqual([
      { label: 'About', to: '/about' },
      { label: 'Blogs', to: '/blogs' },
      { label: 'Contact Us', to: '/Contact' },
      { label: 'Events Calendar', to: '/event-calendar' },
    ]);
  });

  it('hides each link whose flag is off', () => {
    expect(visibleHeaderLinks(withModules({ about: false, eventCalendar: false })).map((link) => link.label)).toEqual([
      'Blogs',
      'Contact Us',
    ]);
    expect(visibleHeaderLinks(withModules({ blogs: false, contact: false })).map((link) => link.label)).toEqual([
      'About',
      'Events Calendar',
    ]);
    expect(visibleHeaderLinks(withModules({ about: false, blogs: false, contact: false, eventCalendar: false }))).toEqual([]);
  });

  it('shows nothing while the flags are unknown', () => {
    expect(visibleHeaderLinks(undefined)).toEqual([]);
  });
});
