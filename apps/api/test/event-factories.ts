import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  couponRules,
  eventSportCategories,
  events,
  fixtures,
  placings,
  sportCategories,
  sports,
  teams,
  users,
  venues,
} from '../src/db/schema/index';

/**
 * An event in a tenant's city with one venue, a team sport and an individual sport, and the
 * categories asked for. Dates are YYYY-MM-DD (the test clock decides what is open).
 */
export async function createEvent(
  db: Database,
  tenant: { id: number; city: { id: number } },
  options: {
    slug?: string;
    startsOn?: string;
    endsOn?: string;
    teamCapacity?: number | null;
    soloCapacity?: number | null;
    teamSizeMax?: number | null;
    rulesMarkdown?: string;
  } = {},
) {
  const slug = options.slug ?? `games-${randomBytes(3).toString('hex')}`;
  const [event] = await db
    .insert(events)
    .values({
      tenantId: tenant.id,
      cityId: tenant.city.id,
      slug,
      name: `Games ${slug}`,
      startsOn: options.startsOn ?? '2026-07-01',
      endsOn: options.endsOn ?? '2026-07-10',
      rulesMarkdown: options.rulesMarkdown ?? '',
      codeSecret: randomBytes(16).toString('hex'),
      // Plain codes, so tests can check in without a kiosk (new events default to rotating codes).
      rotatingCodesRequired: false,
    })
    .returning();
  const [venue] = await db.insert(venues).values({ eventId: event!.id, name: 'Main Arena', address: 'Road 1' }).returning();
  const [football] = await db
    .insert(sports)
    .values({ tenantId: tenant.id, name: `Football ${slug}`, sportGroup: 'Team', isTeamSport: true })
    .returning();
  const [chess] = await db
    .insert(sports)
    .values({ tenantId: tenant.id, name: `Chess ${slug}`, sportGroup: 'Precision' })
    .returning();
  const [open] = await db
    .insert(sportCategories)
    .values({ tenantId: tenant.id, name: `Open ${slug}`, gender: 'any' })
    .returning();
  const [veterans] = await db
    .insert(sportCategories)
    .values({ tenantId: tenant.id, name: `Veterans ${slug}`, gender: 'any', minAge: 35 })
    .returning();
  const esc = async (sportId: number, categoryId: number, capacity: number | null) =>
    (
      await db
        .insert(eventSportCategories)
        .values({
          eventId: event!.id,
          sportId,
          sportCategoryId: categoryId,
          venueId: venue!.id,
          capacity,
          teamSizeMax: options.teamSizeMax ?? null,
        })
        .returning()
    )[0]!;
  return {
    event: event!,
    venue: venue!,
    footballOpen: await esc(football!.id, open!.id, options.teamCapacity ?? 8),
    footballVeterans: await esc(football!.id, veterans!.id, options.teamCapacity ?? 8),
    chessOpen: await esc(chess!.id, open!.id, options.soloCapacity ?? 16),
  };
}

/**
 * One more category with an age or gender rule, played in an existing sport and venue of the event
 * (`like` is a category row of that event, e.g. `chessOpen`).
 */
export async function addRuledCategory(
  db: Database,
  tenantId: number,
  like: { eventId: number; sportId: number; venueId: number },
  rule: { name: string; gender?: 'male' | 'female' | 'mixed' | 'any'; minAge?: number; maxAge?: number },
) {
  const [category] = await db
    .insert(sportCategories)
    .values({
      tenantId,
      name: `${rule.name} ${randomBytes(3).toString('hex')}`,
      gender: rule.gender ?? 'any',
      minAge: rule.minAge,
      maxAge: rule.maxAge,
    })
    .returning();
  const [esc] = await db
    .insert(eventSportCategories)
    .values({ eventId: like.eventId, sportId: like.sportId, sportCategoryId: category!.id, venueId: like.venueId })
    .returning();
  return { category: category!, esc: esc! };
}

export async function setPersonDetails(
  db: Database,
  userId: number,
  values: { dateOfBirth?: string | null; gender?: 'male' | 'female' | 'other'; companyId?: number },
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function createCouponRule(db: Database, tenantId: number, trigger: 'registration' | 'check-in' | 'medal' = 'registration') {
  const [rule] = await db
    .insert(couponRules)
    .values({ tenantId, trigger, title: '10% off sports gear', partner: 'Stride Sports', value: '10%', validDays: 30 })
    .returning();
  return rule!;
}

export async function createTeam(db: Database, eventSportCategoryId: number, name: string, companyId: number | null) {
  const [team] = await db
    .insert(teams)
    .values({ eventSportCategoryId, name, companyId, joinCode: randomBytes(4).toString('hex').toUpperCase() })
    .returning();
  return team!;
}

export async function createFixture(
  db: Database,
  values: {
    eventSportCategoryId: number;
    venueId: number;
    startsAt: string;
    homeTeamId?: number;
    awayTeamId?: number;
    status?: 'scheduled' | 'live' | 'finished';
  },
) {
  const [fixture] = await db
    .insert(fixtures)
    .values({ ...values, startsAt: new Date(values.startsAt) })
    .returning();
  return fixture!;
}

export async function createPlacing(db: Database, eventSportCategoryId: number, teamId: number, place: number) {
  await db.insert(placings).values({ eventSportCategoryId, teamId, place });
}
