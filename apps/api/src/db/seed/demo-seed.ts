import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ALL_FLAGS_ON } from '@podium/contracts/tenant/tenant-config';
import type { Database } from '../client';
import {
  blogPosts,
  cities,
  companies,
  categoryFees,
  eventSportCategories,
  events,
  fixtures,
  galleryImages,
  registrations,
  sportCategories,
  sports,
  teams,
  tenantHosts,
  tenants,
  users,
  waitlistEntries,
  venues,
  type SportGroup,
} from '../schema/index';
import { DEMO_BLOG_POSTS } from './demo-content';
import { seedDemoCouponRules } from './demo-coupon-rules';
import { seedDemoTimedEvents, seedDemoTournaments } from './demo-tournaments';
import { demoDay } from './demo-days';

export const DEMO_TENANT_SLUG = 'demo';
export const DEMO_EVENT_SLUG = 'corporate-olympics-2026';

/** The demo accounts README lists; `npm start` gives them the fixed code 123456. */
export const DEMO_ACCOUNTS = [
  { phone: '9000000001', role: 'admin', name: 'Asha Admin', email: 'admin@podium.example', company: 'Podium Sports' },
  { phone: '9000000002', role: 'staff', name: 'Sanjay Staff', email: 'staff@podium.example', company: 'Podium Sports' },
  { phone: '9000000003', role: 'participant', name: 'Priya Participant', email: 'priya@acme.example', company: 'Acme Corp' },
  { phone: '9000000004', role: 'visitor', name: 'Vikram Visitor', email: 'vikram@globex.example', company: 'Globex' },
] as const;

/** The demo platform operator (issue 29): signs in on platform.localhost, sets up two-factor authentication, then /platform. */
export const DEMO_OPERATOR = { phone: '9000000009', name: 'Olivia Operator', email: 'operator@podium.example' } as const;

export const DEMO_SPORTS: Record<SportGroup, string[]> = {
  Team: ['Football', 'Cricket', 'Basketball', 'Volleyball'],
  Individual: ['Badminton', 'Table Tennis', 'Athletics', 'Swimming'],
  Precision: ['Chess', 'Carrom', 'Darts', 'Archery'],
};

export const DEMO_CATEGORIES = [
  { name: "Men's Open", gender: 'male', minAge: null, maxAge: null },
  { name: "Women's Open", gender: 'female', minAge: null, maxAge: null },
  { name: 'Mixed Teams (21-40 years)', gender: 'mixed', minAge: 21, maxAge: 40 },
  { name: 'Veterans (35+)', gender: 'any', minAge: 35, maxAge: null },
] as const;

const DEMO_VENUES = ['Kanteerava Stadium', 'Koramangala Indoor Arena', 'Whitefield Sports Club'];
const DEMO_COMPANIES = ['Acme Corp', 'Globex', 'Initech', 'Umbrella Health', 'Stark Industries', 'Wayne Enterprises', 'Podium Sports'];

/** Which venue hosts a sport (team sports outdoors, the rest indoors or at the club). */
function venueForSport(group: SportGroup): string {
  if (group === 'Team') return DEMO_VENUES[0]!;
  if (group === 'Individual') return DEMO_VENUES[1]!;
  return DEMO_VENUES[2]!;
}

async function idOf<T extends { id: number }>(rows: T[], find: () => Promise<T[]>): Promise<number> {
  return (rows[0] ?? (await find())[0]!).id;
}

/**
 * Whether the demo tenant and its event exist (one indexed read): then a start can serve first and
 * refresh the demo (seedDemo) after, since what a first request reads is already there (issue 34).
 */
export async function isDemoSeeded(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(tenants, eq(tenants.id, events.tenantId))
    .where(and(eq(tenants.slug, DEMO_TENANT_SLUG), eq(events.slug, DEMO_EVENT_SLUG)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Creates the demo tenant on localhost with its event, catalogue, teams, fixtures, results, posts
 * and gallery. Idempotent: a second run finds what exists and only moves the demo event's dates so
 * it is live (from yesterday to a month ahead) whenever someone tries the demo. One transaction;
 * each step below seeds one thing and hands the next what it needs.
 */
export async function seedDemo(db: Database, today: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { tenantId, bengaluru, companyId } = await seedDemoTenant(tx);
    const userId = await seedDemoAccounts(tx, tenantId, companyId);
    const { eventId, escId } = await seedDemoEvent(tx, tenantId, bengaluru.id, today);
    const teamOf = await seedDemoTeams(tx, escId, companyId);
    await seedDemoFees(tx, tenantId, escId);
    await seedDemoChessPlayers(tx, tenantId, escId, companyId);
    await seedDemoPlay(tx, { tenantId, eventId, today, userId, escId, teamOf });
    await seedDemoWaitingList(tx, tenantId, escId, companyId, today);
    await seedDemoContent(tx, tenantId, eventId, today);
    await seedDemoCouponRules(tx, tenantId);
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The tenant, its hostnames, cities and companies. */
async function seedDemoTenant(tx: Transaction) {
  const tenantId = await idOf(
    await tx
      .insert(tenants)
      .values({
        slug: DEMO_TENANT_SLUG,
        name: 'Podium Demo',
        isDefault: true,
        mainClubHost: 'club.podium.localhost',
        settings: { logo: '/brand/logo.svg', siteTitle: 'Podium Corporate Games', favicon: '/brand/favicon.svg' },
        featureFlags: ALL_FLAGS_ON,
        authProviders: { providers: { phoneAuth: true, google: false, microsoft: false, apple: false, facebook: false, github: false } },
        allowedSsoDomains: ['podium.example'],
      })
      .onConflictDoNothing()
      .returning(),
    () => tx.select().from(tenants).where(eq(tenants.slug, DEMO_TENANT_SLUG)),
  );
  for (const hostname of ['localhost', '127.0.0.1', 'sports.podium.localhost', 'club.podium.localhost']) {
    await tx.insert(tenantHosts).values({ hostname, tenantId }).onConflictDoNothing();
  }

  await tx
    .insert(cities)
    .values(['Bengaluru', 'Mumbai', 'Pune', 'Hyderabad'].map((name) => ({ tenantId, name })))
    .onConflictDoNothing();
  const cityRows = await tx.select().from(cities).where(eq(cities.tenantId, tenantId));
  const bengaluru = cityRows.find((city) => city.name === 'Bengaluru')!;
  await tx.update(tenants).set({ defaultCityId: bengaluru.id }).where(eq(tenants.id, tenantId));

  await tx
    .insert(companies)
    .values(DEMO_COMPANIES.map((name) => ({ tenantId, name })))
    .onConflictDoNothing();
  const companyRows = await tx.select().from(companies).where(eq(companies.tenantId, tenantId));
  const companyId = (name: string) => companyRows.find((company) => company.name === name)!.id;

  return { tenantId, bengaluru, companyId };
}

/** The demo accounts (admin, staff, members), their emails verified. */
async function seedDemoAccounts(tx: Transaction, tenantId: number, companyId: (name: string) => number) {
  for (const account of DEMO_ACCOUNTS) {
    await tx
      .insert(users)
      .values({
        tenantId,
        phone: account.phone,
        name: account.name,
        email: account.email,
        // Our own demo addresses: verified, so SSO links the demo admin and event mail reaches them.
        emailVerifiedAt: new Date(),
        gender: account.phone === '9000000003' ? 'female' : 'male',
        companyId: companyId(account.company),
        role: account.role === 'admin' || account.role === 'staff' ? account.role : 'member',
        dateOfBirth: '1992-04-12',
      })
      .onConflictDoNothing();
    // A demo database seeded before email verification existed: mark the untouched demo address verified.
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.phone, account.phone),
          eq(users.email, account.email),
          sql`${users.emailVerifiedAt} is null`,
        ),
      );
  }
  const userRows = await tx.select().from(users).where(eq(users.tenantId, tenantId));
  const userId = (phone: string) => userRows.find((user) => user.phone === phone)!.id;

  return userId;
}

/** The demo event (its dates moved to keep it live), venues, sports, categories and each event sport category. */
async function seedDemoEvent(tx: Transaction, tenantId: number, cityId: number, today: Date) {
  const eventValues = {
    tenantId,
    cityId,
    slug: DEMO_EVENT_SLUG,
    name: 'Corporate Olympics 2026',
    logoUrl: '/brand/olympics-logo.svg',
    description:
      'Twelve sports, four categories and teams from companies across Bengaluru: the Corporate Olympics is where colleagues become teammates.',
    rulesMarkdown: DEMO_RULES,
    startsOn: demoDay(today, -1),
    endsOn: demoDay(today, 30),
    codeSecret: randomBytes(32).toString('hex'),
    // The demo keeps plain printed codes on purpose (weaker than the rotating default): the README's
    // walk-through and the fake-camera check-in e2e scan a printed code.
    rotatingCodesRequired: false,
  };
  const eventId = await idOf(await tx.insert(events).values(eventValues).onConflictDoNothing().returning(), () =>
    tx
      .select()
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.slug, DEMO_EVENT_SLUG))),
  );
  await tx.update(events).set({ startsOn: eventValues.startsOn, endsOn: eventValues.endsOn }).where(eq(events.id, eventId));

  await tx
    .insert(venues)
    .values(DEMO_VENUES.map((name) => ({ eventId, name, address: `${name}, Bengaluru` })))
    .onConflictDoNothing();
  const venueRows = await tx.select().from(venues).where(eq(venues.eventId, eventId));

  for (const [group, names] of Object.entries(DEMO_SPORTS) as [SportGroup, string[]][]) {
    for (const name of names) {
      await tx
        .insert(sports)
        .values({ tenantId, name, sportGroup: group, isTeamSport: group === 'Team' })
        .onConflictDoNothing();
    }
  }
  const sportRows = await tx.select().from(sports).where(eq(sports.tenantId, tenantId));
  await tx
    .insert(sportCategories)
    .values(DEMO_CATEGORIES.map((category) => ({ tenantId, ...category })))
    .onConflictDoNothing();
  const categoryRows = await tx.select().from(sportCategories).where(eq(sportCategories.tenantId, tenantId));

  for (const sport of sportRows) {
    const venueId = venueRows.find((venue) => venue.name === venueForSport(sport.sportGroup))!.id;
    for (const category of categoryRows) {
      await tx
        .insert(eventSportCategories)
        .values({ eventId, sportId: sport.id, sportCategoryId: category.id, venueId, capacity: sport.isTeamSport ? 16 : 64 })
        .onConflictDoNothing();
    }
  }
  const escRows = await tx.select().from(eventSportCategories).where(eq(eventSportCategories.eventId, eventId));
  const escId = (sportName: string, categoryName: string) =>
    escRows.find(
      (esc) =>
        esc.sportId === sportRows.find((sport) => sport.name === sportName)!.id &&
        esc.sportCategoryId === categoryRows.find((category) => category.name === categoryName)!.id,
    )!;

  return { eventId, escId };
}

type EscOf = Awaited<ReturnType<typeof seedDemoEvent>>['escId'];

/** Four company teams in Football and Cricket Men's Open and Volleyball Mixed. */
async function seedDemoTeams(tx: Transaction, escId: EscOf, companyId: (name: string) => number) {
  // Teams: Football and Cricket Men's Open, Volleyball Mixed, four companies each.
  const teamPlans = [
    { sport: 'Football', category: "Men's Open", companies: ['Acme Corp', 'Globex', 'Initech', 'Stark Industries'] },
    { sport: 'Cricket', category: "Men's Open", companies: ['Globex', 'Wayne Enterprises', 'Umbrella Health', 'Acme Corp'] },
    {
      sport: 'Volleyball',
      category: 'Mixed Teams (21-40 years)',
      companies: ['Initech', 'Umbrella Health', 'Stark Industries', 'Wayne Enterprises'],
    },
  ];
  for (const plan of teamPlans) {
    const esc = escId(plan.sport, plan.category);
    for (const company of plan.companies) {
      const suffix = plan.sport === 'Football' ? 'FC' : plan.sport === 'Cricket' ? 'XI' : 'Spikers';
      await tx
        .insert(teams)
        .values({
          eventSportCategoryId: esc.id,
          name: `${company} ${suffix}`,
          companyId: companyId(company),
          joinCode: randomBytes(4).toString('hex').toUpperCase(),
        })
        .onConflictDoNothing();
    }
  }
  const teamRows = await tx.select().from(teams);
  const teamOf = (sport: string, category: string, company: string) =>
    teamRows.find((team) => team.eventSportCategoryId === escId(sport, category).id && team.companyId === companyId(company))!;

  return teamOf;
}

/** Entry fees (issue 15). */
async function seedDemoFees(tx: Transaction, tenantId: number, escId: EscOf) {
  // Entry fees (issue 15): Table Tennis Men's Open costs ₹499 per person (docs/payments.md).
  await tx
    .insert(categoryFees)
    .values({
      eventSportCategoryId: escId('Table Tennis', "Men's Open").id,
      tenantId,
      amountMinor: 49_900,
      currency: 'INR',
      chargedPer: 'person',
    })
    .onConflictDoNothing();
}

/** Seven chess players of several companies in Chess Men's Open: the demo's Swiss (an odd field, so a bye each round). */
export const DEMO_CHESS_PLAYERS = [
  { phone: '9000000101', name: 'Anand Rao', company: 'Globex' },
  { phone: '9000000102', name: 'Meera Iyer', company: 'Initech' },
  { phone: '9000000103', name: 'Rohan Das', company: 'Acme Corp' },
  { phone: '9000000104', name: 'Kavya Nair', company: 'Umbrella Health' },
  { phone: '9000000105', name: 'Arjun Menon', company: 'Stark Industries' },
  { phone: '9000000106', name: 'Divya Shah', company: 'Wayne Enterprises' },
  { phone: '9000000107', name: 'Farhan Ali', company: 'Globex' },
] as const;

/**
 * Six table tennis players over 35 in Table Tennis Veterans (35+): the demo's double elimination (two
 * byes). Not Table Tennis Men's Open: that is the demo's paid category (₹499), still open for members to
 * register, and a draw closes its category.
 */
export const DEMO_TABLE_TENNIS_PLAYERS = [
  { phone: '9000000111', name: 'Karthik Reddy', company: 'Initech' },
  { phone: '9000000112', name: 'Sameer Joshi', company: 'Acme Corp' },
  { phone: '9000000113', name: 'Nikhil Verma', company: 'Stark Industries' },
  { phone: '9000000114', name: 'Vivek Pillai', company: 'Umbrella Health' },
  { phone: '9000000115', name: 'Imran Khan', company: 'Wayne Enterprises' },
  { phone: '9000000116', name: 'Suresh Kumar', company: 'Globex' },
] as const;

/**
 * Fourteen sprinters in Athletics Men's Open (the demo's 100 m: two heats and a final) and six archers
 * in Archery Veterans (35+) (a scored final), issue 32. Not Archery Men's Open: browser tests register
 * members there (offline start, payment setup).
 */
export const DEMO_SPRINTERS = [
  { phone: '9000000121', name: 'Aditya Kulkarni', company: 'Acme Corp' },
  { phone: '9000000122', name: 'Bharat Singh', company: 'Globex' },
  { phone: '9000000123', name: 'Chirag Patel', company: 'Initech' },
  { phone: '9000000124', name: 'Deepak Yadav', company: 'Umbrella Health' },
  { phone: '9000000125', name: 'Eshan Ghosh', company: 'Stark Industries' },
  { phone: '9000000126', name: 'Gaurav Mishra', company: 'Wayne Enterprises' },
  { phone: '9000000127', name: 'Harish Naidu', company: 'Acme Corp' },
  { phone: '9000000128', name: 'Ishaan Bose', company: 'Globex' },
  { phone: '9000000129', name: 'Jatin Malhotra', company: 'Initech' },
  { phone: '9000000130', name: 'Kunal Desai', company: 'Umbrella Health' },
  { phone: '9000000131', name: 'Lokesh Gowda', company: 'Stark Industries' },
  { phone: '9000000132', name: 'Manish Tiwari', company: 'Wayne Enterprises' },
  { phone: '9000000133', name: 'Naveen Chandra', company: 'Acme Corp' },
  { phone: '9000000134', name: 'Omkar Jadhav', company: 'Globex' },
] as const;

export const DEMO_ARCHERS = [
  { phone: '9000000135', name: 'Pranav Hegde', company: 'Initech' },
  { phone: '9000000136', name: 'Rajat Saxena', company: 'Umbrella Health' },
  { phone: '9000000137', name: 'Siddharth Rao', company: 'Stark Industries' },
  { phone: '9000000138', name: 'Tarun Bhatt', company: 'Wayne Enterprises' },
  { phone: '9000000139', name: 'Uday Kamath', company: 'Acme Corp' },
  { phone: '9000000140', name: 'Varun Sethi', company: 'Globex' },
] as const;

async function seedDemoChessPlayers(tx: Transaction, tenantId: number, escId: EscOf, companyId: (name: string) => number) {
  const entries = [
    ...DEMO_CHESS_PLAYERS.map((player) => ({ ...player, esc: escId('Chess', "Men's Open"), dateOfBirth: null })),
    ...DEMO_TABLE_TENNIS_PLAYERS.map((player) => ({ ...player, esc: escId('Table Tennis', 'Veterans (35+)'), dateOfBirth: '1983-04-12' })),
    ...DEMO_SPRINTERS.map((player) => ({ ...player, esc: escId('Athletics', "Men's Open"), dateOfBirth: '1994-02-10' })),
    ...DEMO_ARCHERS.map((player) => ({ ...player, esc: escId('Archery', 'Veterans (35+)'), dateOfBirth: '1984-08-21' })),
  ];
  for (const player of entries) {
    await tx
      .insert(users)
      .values({
        tenantId,
        phone: player.phone,
        name: player.name,
        gender: 'male',
        dateOfBirth: player.dateOfBirth,
        companyId: companyId(player.company),
        role: 'member',
      })
      .onConflictDoNothing();
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.phone, player.phone)));
    await tx.insert(registrations).values({ userId: user!.id, eventSportCategoryId: player.esc.id }).onConflictDoNothing();
  }
}

/** The demo participant's registration and, once, the tournaments: draws, schedule and results. */
async function seedDemoPlay(
  tx: Transaction,
  {
    tenantId,
    eventId,
    today,
    userId,
    escId,
    teamOf,
  }: {
    tenantId: number;
    eventId: number;
    today: Date;
    userId: (phone: string) => number;
    escId: EscOf;
    teamOf: Awaited<ReturnType<typeof seedDemoTeams>>;
  },
) {
  // The demo participant plays Football (Men's Open) for Acme Corp FC.
  const footballMen = escId('Football', "Men's Open");
  await tx
    .insert(registrations)
    .values({
      userId: userId('9000000003'),
      eventSportCategoryId: footballMen.id,
      teamId: teamOf('Football', "Men's Open", 'Acme Corp').id,
    })
    .onConflictDoNothing();
  // She also played Cricket (Men's Open) for Acme Corp XI, a category already decided: a medallist
  // who can download a certificate on My registrations (issue 32).
  await tx
    .insert(registrations)
    .values({
      userId: userId('9000000003'),
      eventSportCategoryId: escId('Cricket', "Men's Open").id,
      teamId: teamOf('Cricket', "Men's Open", 'Acme Corp').id,
    })
    .onConflictDoNothing();

  const existingFixtures = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(fixtures)
    .where(eq(fixtures.eventSportCategoryId, footballMen.id));
  if ((existingFixtures[0]?.count ?? 0) === 0) {
    // Drawn, scheduled and scored by the tournament engine; medals follow from the results.
    await seedDemoTournaments(
      tx,
      { tenantId, eventId, admin: { id: userId('9000000001'), role: 'admin' }, today },
      {
        football: footballMen,
        cricket: escId('Cricket', "Men's Open"),
        volleyball: escId('Volleyball', 'Mixed Teams (21-40 years)'),
        chess: escId('Chess', "Men's Open"),
        tableTennis: escId('Table Tennis', 'Veterans (35+)'),
      },
    );
  }
  // Timed and measured events (issue 32), once (its own check, so a demo seeded before them gets them too).
  await seedDemoTimedEvents(
    tx,
    { tenantId, eventId, admin: { id: userId('9000000001'), role: 'admin' }, today },
    { sprint: escId('Athletics', "Men's Open"), archery: escId('Archery', 'Veterans (35+)') },
  );
}

/** Carrom players of the demo waiting list: no demo sign-in, they only fill the category and its list. */
const DEMO_CARROM_PLAYERS = [
  { phone: '9000000011', name: 'Rahul Rao', company: 'Initech', place: 'registered' },
  { phone: '9000000012', name: 'Arjun Mehta', company: 'Globex', place: 'registered' },
  { phone: '9000000013', name: 'Karan Shah', company: 'Wayne Enterprises', place: 'waiting' },
] as const;

/**
 * A waiting list (issue 33 §5): Carrom, Veterans (35+) holds 2 players and is full, and one more waits
 * for a place; a member who opens it sees "Join waiting list" and comes in second. (Not Men's Open:
 * the tournament console's browser test enters four people there.)
 */
async function seedDemoWaitingList(tx: Transaction, tenantId: number, escId: EscOf, companyId: (name: string) => number, today: Date) {
  const carrom = escId('Carrom', 'Veterans (35+)');
  await tx.update(eventSportCategories).set({ capacity: 2 }).where(eq(eventSportCategories.id, carrom.id));
  for (const player of DEMO_CARROM_PLAYERS) {
    await tx
      .insert(users)
      .values({
        tenantId,
        phone: player.phone,
        name: player.name,
        gender: 'male',
        companyId: companyId(player.company),
        dateOfBirth: '1990-06-01',
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.phone, player.phone)));
    if (player.place === 'registered') {
      await tx.insert(registrations).values({ userId: row!.id, eventSportCategoryId: carrom.id }).onConflictDoNothing();
    } else {
      await tx.insert(waitlistEntries).values({ userId: row!.id, eventSportCategoryId: carrom.id, joinedAt: today }).onConflictDoNothing();
    }
  }
}

/** Blog posts and, once, the gallery. */
async function seedDemoContent(tx: Transaction, tenantId: number, eventId: number, today: Date) {
  for (const { daysAgo, ...post } of DEMO_BLOG_POSTS) {
    await tx
      .insert(blogPosts)
      .values({ tenantId, eventId, ...post, publishedAt: new Date(today.getTime() - daysAgo * 86_400_000) })
      .onConflictDoNothing();
  }

  const existingImages = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(galleryImages)
    .where(eq(galleryImages.eventId, eventId));
  if ((existingImages[0]?.count ?? 0) === 0) {
    const captions = [
      'Opening ceremony',
      'Football semi-final',
      'Cricket final over',
      'Volleyball rally',
      'Badminton doubles',
      'Cricket medal ceremony',
    ];
    await tx.insert(galleryImages).values(
      captions.map((caption, index) => ({
        eventId,
        url: `/gallery/photo-${index + 1}.svg`,
        caption,
        width: 1200,
        height: 800,
        sortOrder: index,
      })),
    );
  }
}

const DEMO_RULES = `## Rules & Regulations

1. Every player must be a full-time employee of the company they represent and carry a company ID card.
2. Check in at the venue by scanning the attendance QR code at least 20 minutes before your fixture.
3. A team may register up to 3 substitutes; substitutes must also register on Podium.
4. Age categories are checked against the date of birth on your profile on the first day of the event.
5. The referee's decision is final. Appeals go to the organising committee in writing within one hour.
6. Fair play: abusive behaviour leads to disqualification of the player and may lead to the team's disqualification.`;
