import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo event's path (apps/api/src/db/seed/demo-seed.ts). */
export const DEMO_EVENT = '/bengaluru-corporate-olympics-2026';

type EventDetail = {
  id: number;
  sportList: Array<{ id: number; name: string }>;
  categories: Array<{ id: number; name: string }>;
  sportCategories: Array<{ id: number; sportId: number; categoryId: number }>;
};

/** The demo event's id and the id of one of its sport categories ('Darts', "Men's Open"), read over HTTP. */
export async function demoCategory(request: APIRequestContext, sportName: string, categoryName: string) {
  const event = (await (await request.get(`/api/public/events/by-path${DEMO_EVENT}`)).json()).data as EventDetail;
  const sport = event.sportList.find((candidate) => candidate.name === sportName)!;
  const category = event.categories.find((candidate) => candidate.name === categoryName)!;
  const esc = event.sportCategories.find((candidate) => candidate.sportId === sport.id && candidate.categoryId === category.id)!;
  return { eventId: event.id, eventSportCategoryId: esc.id };
}

/** Opens the demo event's registration form the way a member does: the event site's Register Now. */
export async function openDemoRegistration(page: Page): Promise<void> {
  await page.goto(DEMO_EVENT);
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/co-register\?eventId=\d+$/, { timeout: 20_000 });
}
