import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../../test/admin-harness';

describe("an event's settings: offline check-in (issue 13) and its time zone", () => {
  const { send } = useAdminHarness();

  it('accepts offline scans for 2 hours by default; admins turn them off or change the allowance; bad values are a 400', async () => {
    const created = await send('POST', '/api/admin/events', {
      name: 'Venue Day',
      slug: 'venue-day',
      city: 'Pune',
      startsOn: '2026-10-01',
      endsOn: '2026-10-01',
    });
    expect(created.statusCode).toBe(200);
    const event = created.json().data;
    expect(event).toMatchObject({ offlineScansAccepted: true, offlineAllowanceMinutes: 120 });

    const changed = await send('PATCH', `/api/admin/events/${event.id}`, { offlineScansAccepted: false, offlineAllowanceMinutes: 30 });
    expect(changed.json().data).toMatchObject({ offlineScansAccepted: false, offlineAllowanceMinutes: 30 });

    for (const [value, message] of [
      [0, 'offlineAllowanceMinutes: offlineAllowanceMinutes must be at least 1 (turn offlineScansAccepted off instead)'],
      [1441, 'offlineAllowanceMinutes: offlineAllowanceMinutes can be at most 1440 (a day)'],
      ['60', 'offlineAllowanceMinutes: offlineAllowanceMinutes must be a whole number of minutes'],
    ] as const) {
      const refused = await send('PATCH', `/api/admin/events/${event.id}`, { offlineAllowanceMinutes: value });
      expect(refused.statusCode, String(value)).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
    }
  });

  // Found by the session 24 red-team pass: any 1-64 characters were saved as a zone.
  it('refuses an unknown time zone with a 400 on create and on change, and keeps a real one', async () => {
    const event = { name: 'Zone Day', slug: 'zone-day', city: 'Pune', startsOn: '2026-10-01', endsOn: '2026-10-01' };
    for (const timeZone of ['Mars/Olympus_Mons', 'UTC+5:30', ' ']) {
      const refused = await send('POST', '/api/admin/events', { ...event, timeZone });
      expect(refused.statusCode, timeZone).toBe(400);
      expect(refused.json(), timeZone).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'timeZone: Enter an IANA time zone such as Asia/Kolkata.',
      });
    }
    const created = await send('POST', '/api/admin/events', { ...event, timeZone: 'Asia/Kathmandu' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const changed = await send('PATCH', `/api/admin/events/${id}`, { timeZone: 'Nowhere/Land' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'timeZone: Enter an IANA time zone such as Asia/Kolkata.',
    });
  });
});
