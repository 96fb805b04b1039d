import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { addRuledCategory, createEvent, setPersonDetails } from '../../../test/event-factories';

/** The category rules over HTTP: each refusal names the sport and category and says what is wrong (issue 30). */
describe('registration eligibility messages', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let companyId: number;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    companyId = (await createCompany(harness.database.db, tenant.id, 'Eligibility Co')).id;
  });
  afterAll(() => harness.close());

  const person = async (details: { gender?: 'male' | 'female' | 'other'; dateOfBirth?: string | null }) => {
    const user = await createUser(harness.database.db, tenant.id, { companyId });
    if (Object.keys(details).length > 0) await setPersonDetails(harness.database.db, user.id, details);
    return signInAs(harness.app, user);
  };
  const register = (token: string, eventId: number, eventSportCategoryId: number) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/customer/registrations',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      payload: { eventId, entries: [{ eventSportCategoryId, mode: 'individual' }] },
    });
  /** The event (first day 2026-07-01) with Chess categories for men, for women, 35 and over, and up to 29. */
  const chessEvent = async () => {
    const { event, chessOpen } = await createEvent(harness.database.db, tenant, { startsOn: '2026-07-01' });
    const add = (rule: Parameters<typeof addRuledCategory>[3]) => addRuledCategory(harness.database.db, tenant.id, chessOpen, rule);
    const sportName = `Chess ${event.slug}`;
    return {
      event,
      sportName,
      mens: await add({ name: "Men's Open", gender: 'male' }),
      womens: await add({ name: "Women's Singles", gender: 'female' }),
      veterans: await add({ name: 'Veterans (35+)', minAge: 35 }),
      underThirty: await add({ name: 'Under-30', maxAge: 29 }),
    };
  };

  it('refuses a gendered category to another gender, naming the sport and category', async () => {
    const { event, sportName, mens, womens } = await chessEvent();
    const woman = await person({ gender: 'female' });
    const refused = await register(woman, event.id, mens.esc.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'NOT_ELIGIBLE',
      message: `${sportName} — ${mens.category.name}: this category is for men.`,
    });
    expect((await register(woman, event.id, womens.esc.id)).statusCode).toBe(201);
    const unknown = await register(await person({}), event.id, womens.esc.id);
    expect(unknown.json().message).toBe(
      `${sportName} — ${womens.category.name}: this category is for women: add your gender to your profile to enter it.`,
    );
  });

  it('says which birth dates an age band admits on the first day of the event', async () => {
    const { event, sportName, veterans, underThirty } = await chessEvent();
    const young = await register(await person({ gender: 'male', dateOfBirth: '1991-07-02' }), event.id, veterans.esc.id);
    expect(young.json()).toMatchObject({
      error: 'NOT_ELIGIBLE',
      message: `${sportName} — ${veterans.category.name}: this category is for players aged 35 or over on the first day of the event (born on or before Jul 1, 1991).`,
    });
    expect((await register(await person({ gender: 'male', dateOfBirth: '1991-07-01' }), event.id, veterans.esc.id)).statusCode).toBe(201);
    const old = await register(await person({ gender: 'other', dateOfBirth: '1996-07-01' }), event.id, underThirty.esc.id);
    expect(old.json().message).toBe(
      `${sportName} — ${underThirty.category.name}: this category is for players aged up to 29 on the first day of the event (born after Jul 1, 1996).`,
    );
    expect((await register(await person({ gender: 'other', dateOfBirth: '1996-07-02' }), event.id, underThirty.esc.id)).statusCode).toBe(
      201,
    );
  });

  it('asks for the date of birth, and registers once the profile has it', async () => {
    const { event, sportName, veterans } = await chessEvent();
    const token = await person({ gender: 'male', dateOfBirth: null });
    const refused = await register(token, event.id, veterans.esc.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `${sportName} — ${veterans.category.name}: this category is for players aged 35 or over: add your date of birth to your profile to enter it.`,
    );
    const saved = await harness.app.inject({
      method: 'PUT',
      url: '/api/customer/profile',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      payload: { name: 'Test Person', email: `dob-${event.slug}@example.com`, gender: 'male', companyId, dateOfBirth: '1980-02-29' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await register(token, event.id, veterans.esc.id)).statusCode).toBe(201);
  });
});
