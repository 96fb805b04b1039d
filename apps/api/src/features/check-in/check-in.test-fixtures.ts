import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendance, eventSportCategories, events, registrations, sportCategories, sports, teams, venues } from '../../db/schema/index';

let counter = 0;

/**
 * An event for check-in tests (clock default 2026-06-01T10:00Z = 15:30 in Kolkata): Football in
 * three categories at the Stadium, Chess (Men's Open) at the Club, one team in Football Men's Open.
 */
export async function createCheckInEvent(
  db: Database,
  tenant: { id: number; city: { id: number } },
  options: { startsOn?: string; endsOn?: string; opensAt?: string; closesAt?: string; rotatingCodesRequired?: boolean } = {},
) {
  const tag = `${Date.now().toString(36)}${counter++}`;
  const [event] = await db
    .insert(events)
    .values({
      tenantId: tenant.id,
      cityId: tenant.city.id,
      slug: `games-${tag}`,
      name: `Games ${tag}`,
      startsOn: options.startsOn ?? '2026-05-31',
      endsOn: options.endsOn ?? '2026-06-03',
      timeZone: 'Asia/Kolkata',
      checkInOpensAt: options.opensAt ?? '08:00',
      checkInClosesAt: options.closesAt ?? '20:00',
      codeSecret: randomBytes(32).toString('hex'),
      rotatingCodesRequired: options.rotatingCodesRequired ?? false,
    })
    .returning();
  const [stadium, club] = await db
    .insert(venues)
    .values([
      { eventId: event!.id, name: 'Stadium' },
      { eventId: event!.id, name: 'Club' },
    ])
    .returning();
  const sportRows = await db
    .insert(sports)
    .values([
      { tenantId: tenant.id, name: `Football ${tag}`, sportGroup: 'Team', isTeamSport: true },
      { tenantId: tenant.id, name: `Chess ${tag}`, sportGroup: 'Precision' },
    ])
    .returning();
  const categoryRows = await db
    .insert(sportCategories)
    .values(["Men's Open", "Women's Open", 'Veterans (35+)'].map((name) => ({ tenantId: tenant.id, name: `${name} ${tag}` })))
    .returning();
  const football = sportRows[0]!;
  const chess = sportRows[1]!;
  const esc = async (sportId: number, categoryId: number, venueId: number) =>
    (await db.insert(eventSportCategories).values({ eventId: event!.id, sportId, sportCategoryId: categoryId, venueId }).returning())[0]!;
  const footballMen = await esc(football.id, categoryRows[0]!.id, stadium!.id);
  const footballWomen = await esc(football.id, categoryRows[1]!.id, stadium!.id);
  const footballVeterans = await esc(football.id, categoryRows[2]!.id, stadium!.id);
  const chessMen = await esc(chess.id, categoryRows[0]!.id, club!.id);
  const [team] = await db
    .insert(teams)
    .values({ eventSportCategoryId: footballMen.id, name: `Acme FC ${tag}`, joinCode: `J${tag}` })
    .returning();
  return {
    event: event!,
    stadium: stadium!,
    club: club!,
    football,
    chess,
    footballMen,
    footballWomen,
    footballVeterans,
    chessMen,
    team: team!,
  };
}

export type CheckInEvent = Awaited<ReturnType<typeof createCheckInEvent>>;

export async function registerFor(db: Database, userId: number, eventSportCategoryId: number, teamId: number | null = null) {
  await db.insert(registrations).values({ userId, eventSportCategoryId, teamId });
}

export async function countAttendance(db: Database, userId: number, direction: 'check-in' | 'check-out' = 'check-in') {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.direction, direction)));
  return row!.count;
}
