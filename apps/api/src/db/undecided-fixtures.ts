import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * True (as SQL) while the category whose id is `escColumn` still has a fixture that decides its
 * placings unfinished: a knockout fixture of a draw, a hand-typed fixture whose round is not
 * 'Group', or a group fixture of a draw with no knockout (a round robin decides by its table).
 * The public results and medal tally hide placings of such a category. A SQL fragment shared by the
 * events' public reads and the results console, so it lives with the schema, not in one feature.
 */
export function hasUndecidedFixtures(escColumn: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from fixtures f
    where f.event_sport_category_id = ${escColumn}
      and f.status <> 'finished'
      and (
        f.stage = 'knockout'
        or (f.stage is null and f.round <> 'Group')
        or (f.stage = 'group' and not exists (
          select 1 from fixtures k where k.event_sport_category_id = f.event_sport_category_id and k.stage = 'knockout'))
      )
  )`;
}
