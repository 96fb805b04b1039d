/**
 * Every /api/staff and /api/admin route, found in the app's own OpenAPI document (a new route is
 * covered without editing this file, except for its sample body): no session 401, a member 403,
 * staff 403 on admin routes, another tenant's admin refused on our host and not finding our data
 * on their own host; and every route staff may call about one event (the consoles' and the
 * attendance codes under /api/events) refuses a staff member assigned to another event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import {
  fixtures,
  attendance,
  registrations,
  paymentOrders,
  blogPosts,
  galleryImages,
  couponRules,
  identityProviders,
  staffEventAssignments,
  announcements,
  timedHeats,
  timedLanes,
  timedRounds,
} from '../../db/schema/index';
import { createCheckInEvent, type CheckInEvent } from '../../features/check-in/check-in.test-fixtures';

interface Route {
  method: string;
  path: string;
}

describe('staff and admin routes refuse whoever may not use them', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;
  let routes: Route[];
  const tokens: Record<'member' | 'staff' | 'staffElsewhere' | 'admin' | 'otherAdmin', string> = {
    member: '',
    staff: '',
    staffElsewhere: '',
    admin: '',
    otherAdmin: '',
  };
  let allRoutes: Route[];
  let ids: Record<string, number | string>;
  let samples: Record<string, unknown>;

  beforeAll(async () => {
    harness = await createTestApp();
    const db = harness.database.db;
    tenant = await createTenant(db);
    other = await createTenant(db);
    games = await createCheckInEvent(db, tenant);
    const member = await createUser(db, tenant.id);
    tokens.member = await signInAs(harness.app, member);
    tokens.staff = await signInAs(harness.app, await createUser(db, tenant.id, { role: 'staff' }));
    tokens.admin = await signInAs(harness.app, await createUser(db, tenant.id, { role: 'admin' }));
    // Staff of another event of the same site: every call about `games` is none of their business.
    const elsewhere = await createCheckInEvent(db, tenant);
    const staffElsewhere = await createUser(db, tenant.id, { role: 'staff' });
    await db.insert(staffEventAssignments).values({ userId: staffElsewhere.id, eventId: elsewhere.event.id });
    tokens.staffElsewhere = await signInAs(harness.app, staffElsewhere);
    tokens.otherAdmin = await signInAs(harness.app, await createUser(db, other.id, { role: 'admin' }));
    const company = await createCompany(db, tenant.id);
    const [fixture] = await db
      .insert(fixtures)
      .values({ eventSportCategoryId: games.footballMen.id, venueId: games.stadium.id, startsAt: new Date('2026-06-01T05:00:00Z') })
      .returning();
    // A heat of a timed category (issue 32): staff enter its results by its id.
    const [round] = await db
      .insert(timedRounds)
      .values({ eventSportCategoryId: games.footballMen.id, number: 1, name: 'Final', lanes: 8, seeding: 'random' })
      .returning();
    const [heat] = await db
      .insert(timedHeats)
      .values({
        roundId: round!.id,
        eventSportCategoryId: games.footballMen.id,
        number: 1,
        name: 'Final',
        startsAt: new Date('2026-06-01T05:00:00Z'),
        venueId: games.stadium.id,
      })
      .returning();
    await db.insert(timedLanes).values({ heatId: heat!.id, lane: 4, teamId: games.team.id });
    const [record] = await db
      .insert(attendance)
      .values({
        tenantId: tenant.id,
        eventId: games.event.id,
        userId: member.id,
        eventSportCategoryId: games.footballMen.id,
        eventDay: '2026-06-01',
        attendanceType: 'visitor',
      })
      .returning();
    const [registration] = await db
      .insert(registrations)
      .values({ userId: member.id, eventSportCategoryId: games.footballMen.id, teamId: games.team.id, status: 'pending' })
      .returning();
    const [post] = await db
      .insert(blogPosts)
      .values({ tenantId: tenant.id, slug: 'opening-day', title: 'Opening day', bodyMarkdown: '# Hi' })
      .returning();
    const [announcement] = await db
      .insert(announcements)
      .values({
        tenantId: tenant.id,
        eventId: games.event.id,
        audience: 'event',
        title: 'Welcome',
        body: 'Gates open at 8.',
        isPinned: true,
      })
      .returning();
    const [image] = await db
      .insert(galleryImages)
      .values({ eventId: games.event.id, url: '/api/uploads/gallery/1-0000000000000000.jpg', width: 10, height: 10 })
      .returning();
    const [rule] = await db
      .insert(couponRules)
      .values({ tenantId: tenant.id, trigger: 'medal', title: 'Medal treat', partner: 'Cafe', value: '1 coffee' })
      .returning();
    const [provider] = await db
      .insert(identityProviders)
      .values({ tenantId: tenant.id, connection: 'github', clientId: 'podium' })
      .returning();
    // A paid order (issue 15): refunds name it by its uuid.
    const [order] = await db
      .insert(paymentOrders)
      .values({
        tenantId: tenant.id,
        userId: member.id,
        eventId: games.event.id,
        amountMinor: 49_900,
        currency: 'INR',
        provider: 'demo',
        status: 'paid',
        expiresAt: new Date('2026-06-01T05:15:00Z'),
      })
      .returning();
    ids = {
      orderId: order!.id,
      ruleId: rule!.id,
      providerId: provider!.id,
      postId: post!.id,
      imageId: image!.id,
      registrationId: registration!.id,
      teamId: games.team.id,
      eventId: games.event.id,
      venueId: games.club.id,
      eventSportCategoryId: games.chessMen.id,
      fixtureId: fixture!.id,
      heatId: heat!.id,
      userId: member.id,
      companyId: company.id,
      attendanceId: record!.id,
      announcementId: announcement!.id,
    };
    samples = {
      'POST /api/admin/events': { name: 'Winter Games', slug: 'winter-games', city: 'Pune', startsOn: '2026-12-01', endsOn: '2026-12-02' },
      'PATCH /api/admin/events/{eventId}': { name: 'Renamed Games' },
      'POST /api/admin/events/{eventId}/venues': { name: 'Hall B' },
      'PATCH /api/admin/events/{eventId}/venues/{venueId}': { name: 'Hall C' },
      'POST /api/admin/events/{eventId}/categories': { sportName: 'Carrom', categoryName: 'Open', venueId: games.club.id },
      'PATCH /api/admin/events/{eventId}/categories/{eventSportCategoryId}': { capacity: 10 },
      'POST /api/admin/events/{eventId}/fixtures': { eventSportCategoryId: games.footballMen.id, startsAt: '2026-06-01T10:00:00+05:30' },
      'PATCH /api/admin/events/{eventId}/fixtures/{fixtureId}': { homeScore: '1' },
      'PUT /api/admin/events/{eventId}/categories/{eventSportCategoryId}/placings': { placings: [] },
      'POST /api/admin/events/{eventId}/categories/{eventSportCategoryId}/draw': {
        format: 'round_robin',
        seeding: 'registration',
        dryRun: true,
      },
      'PUT /api/admin/events/{eventId}/categories/{eventSportCategoryId}/draw/tie-breakers': { tieBreakers: { preset: 'fifa' } },
      'POST /api/admin/events/{eventId}/categories/{eventSportCategoryId}/draw/next-round': {},
      'POST /api/admin/events/{eventId}/categories/{eventSportCategoryId}/rounds': {
        resultType: 'score',
        startsAt: '2026-06-02T10:00:00+05:30',
        dryRun: true,
      },
      'POST /api/admin/events/{eventId}/schedule': {
        eventSportCategoryIds: [games.footballMen.id],
        venueIds: [games.club.id],
        days: [{ date: '2026-06-01', from: '09:00', to: '18:00' }],
        slotMinutes: 60,
        minRestMinutes: 0,
        dryRun: true,
      },
      'PUT /api/staff/fixtures/{fixtureId}/score': { status: 'live', home: 0, away: 0 },
      'PUT /api/staff/heats/{heatId}/results': { results: [{ lane: 4, mark: '10.87' }] },
      'POST /api/staff/fixtures/{fixtureId}/opponent-missing': { teamId: games.team.id },
      'POST /api/staff/events/{eventId}/announcements': { audience: 'staff', title: 'Briefing', body: 'Briefing at 8.' },
      'PATCH /api/staff/events/{eventId}/announcements/{announcementId}': { isPinned: false },
      'POST /api/admin/events/{eventId}/registrations/{registrationId}/move': { teamId: games.team.id },
      'POST /api/admin/events/{eventId}/registrations/import': { csv: 'phone,name,sport,category', dryRun: true },
      'PATCH /api/admin/users/{userId}/role': { role: 'member' },
      'POST /api/admin/users/{userId}/erase': { reason: 'Asked by email' },
      'PUT /api/admin/users/{userId}/events': { eventIds: [] },
      'POST /api/admin/blog-posts': { title: 'News', slug: 'news', bodyMarkdown: 'Hello' },
      'PATCH /api/admin/blog-posts/{postId}': { title: 'Opening day!' },
      'POST /api/admin/coupon-rules': { trigger: 'check-in', title: 'Thanks', partner: 'Cafe', value: '10% off' },
      'PATCH /api/admin/coupon-rules/{ruleId}': { isActive: false },
      'POST /api/admin/identity-providers': { connection: 'google', clientId: 'podium-google', clientSecret: 'google-client-secret' },
      'PATCH /api/admin/identity-providers/{providerId}': { isEnabled: false },
      'POST /api/admin/companies/{companyId}/merge': { intoCompanyId: company.id + 1000 },
      'PATCH /api/admin/tenant-settings': { maintenance: false },
      'PUT /api/admin/payments/fees/{eventSportCategoryId}': { amount: 49_900 },
      'GET /api/admin/payments/fees': { eventId: String(games.event.id) },
      'POST /api/admin/payments/orders/{orderId}/refund': { reason: 'Goodwill' },
      'POST /api/staff/events/{eventId}/checkins': { userId: member.id, eventSportCategoryId: games.footballMen.id, reason: 'Lost phone' },
      'POST /api/staff/checkins/{attendanceId}/undo': { reason: 'Wrong person' },
      'POST /api/staff/checkins/scan': {
        code: 'PODIUM-USER.1.1.aaaaaaaaaaaaaaaaaaaaaa',
        eventId: games.event.id,
        sportId: games.football.id,
        venueId: games.stadium.id,
      },
      'GET /api/staff/events/{eventId}/people': { search: 'Test' },
      'GET /api/staff/events/{eventId}/standings': { eventSportCategoryId: String(games.chessMen.id) },
      'POST /api/staff/kiosk-sessions': { eventId: games.event.id, sportId: games.football.id, venue: 'Stadium' },
      'GET /api/events/{eventId}/checkin-codes/poster.pdf': { venue: 'Stadium' },
      'GET /api/events/{eventId}/checkin-codes/rotating': { sportId: String(games.football.id), venue: 'Stadium' },
    };
    const document = harness.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    allRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );
    routes = allRoutes.filter(({ path }) => path.startsWith('/api/admin/') || path.startsWith('/api/staff/'));
  });
  afterAll(() => harness.close());

  const call = (route: Route, token: string | undefined, host = tenant.hostname) => {
    const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => String(ids[name]));
    const sample = samples[`${route.method} ${route.path}`];
    const isQuery = route.method === 'GET' || route.method === 'DELETE';
    return harness.app.inject({
      method: route.method as 'GET',
      url: isQuery && sample ? `${url}?${new URLSearchParams(sample as Record<string, string>)}` : url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(isQuery ? {} : { payload: (sample ?? {}) as object }),
    });
  };

  it('finds the whole console in the OpenAPI document', () => {
    expect(routes.filter((route) => route.path.startsWith('/api/admin/')).length).toBeGreaterThanOrEqual(20);
    expect(routes.filter((route) => route.path.startsWith('/api/staff/')).length).toBeGreaterThanOrEqual(9);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/staff/events/{eventId}/attendance.csv' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/audit-log' });
  });

  it('answers 401 without a session, and to a token of another tenant', async () => {
    for (const route of routes) {
      const anonymous = await call(route, undefined);
      expect(anonymous.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, error: 'UNAUTHENTICATED' });
      expect((await call(route, tokens.otherAdmin)).statusCode, `${route.method} ${route.path} (other tenant's admin)`).toBe(401);
    }
  });

  it('answers 403 with a message to a member, and to staff on admin routes', async () => {
    for (const route of routes) {
      const member = await call(route, tokens.member);
      expect(member.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(member.json().message).toMatch(/Only (event staff and admins|admins of this site) can do this/);
      if (route.path.startsWith('/api/admin/')) {
        const staff = await call(route, tokens.staff);
        expect(staff.statusCode, `${route.method} ${route.path} (staff)`).toBe(403);
        expect(staff.json().message).toContain('Only admins of this site can do this');
      }
    }
  });

  it("does not find this tenant's events, people or records for another tenant's admin on their own site", async () => {
    for (const route of routes.filter((candidate) => candidate.path.includes('{'))) {
      const response = await call(route, tokens.otherAdmin, other.hostname);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(404);
    }
    const events = await call({ method: 'GET', path: '/api/admin/events' }, tokens.otherAdmin, other.hostname);
    expect(events.json().data).toEqual([]);
    const people = await call({ method: 'GET', path: '/api/admin/users' }, tokens.otherAdmin, other.hostname);
    expect(people.json().data.map((user: { id: number }) => user.id)).not.toContain(ids.userId);
    const log = await call({ method: 'GET', path: '/api/admin/audit-log' }, tokens.otherAdmin, other.hostname);
    expect(log.json().data).toEqual([]);
  });

  it('lets staff use staff routes and admins use both', async () => {
    for (const route of routes.filter((candidate) => candidate.method === 'GET' && !candidate.path.endsWith('/stream'))) {
      const token = route.path.startsWith('/api/staff/') ? tokens.staff : tokens.admin;
      const response = await call(route, token);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(200);
    }
  });

  it('refuses a staff member assigned to another event on every staff route about this event', async () => {
    // Staff routes about one event: the path names the event (or a record, fixture or category of
    // it) or the body carries its id, and a member is refused (found by asking, so a staff route
    // outside /api/staff is walked too). Admin routes are refused to all staff already (above).
    const aboutOneEvent = (route: Route) =>
      /\{(eventId|attendanceId|fixtureId|heatId|eventSportCategoryId)\}/.test(route.path) ||
      Object.hasOwn((samples[`${route.method} ${route.path}`] ?? {}) as object, 'eventId');
    const staffRoutes: Route[] = [];
    // Public routes are nobody's staff route (and a public live stream would never answer).
    const candidates = allRoutes.filter(
      (candidate) => !candidate.path.startsWith('/api/admin/') && !candidate.path.startsWith('/api/public/') && aboutOneEvent(candidate),
    );
    for (const route of candidates) {
      if ((await call(route, tokens.member)).statusCode === 403) staffRoutes.push(route);
    }
    expect(staffRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/events/{eventId}/checkin-codes' },
        { method: 'GET', path: '/api/events/{eventId}/checkin-codes/poster.pdf' },
        { method: 'GET', path: '/api/events/{eventId}/checkin-codes/rotating' },
        { method: 'GET', path: '/api/staff/events/{eventId}/attendance.csv' },
        { method: 'POST', path: '/api/staff/checkins/scan' },
        { method: 'POST', path: '/api/staff/checkins/{attendanceId}/undo' },
        { method: 'POST', path: '/api/staff/kiosk-sessions' },
        { method: 'PUT', path: '/api/staff/fixtures/{fixtureId}/score' },
        { method: 'PUT', path: '/api/staff/heats/{heatId}/results' },
      ]),
    );
    for (const route of staffRoutes) {
      const refused = await call(route, tokens.staffElsewhere);
      expect(refused.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(refused.json().message, `${route.method} ${route.path}`).toContain('You are not staff at this event');
    }
  });
});
