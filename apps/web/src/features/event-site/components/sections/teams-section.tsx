import { useMemo, useState } from 'react';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { useEventTeams } from '../../api/get-event-teams';
import { SectionState } from '../section-state';
import { Panel } from '../../../../components/ui/panel';
import { NativeSelect } from '../../../../components/ui/controls';

/** Teams by sport and category, each with its company and members' names and companies. */
/** A roster the site keeps private (teams only) or with members who hide their names (issue 31 §4). */
function notShownText(notShown: number, shown: number): string {
  const players = notShown === 1 ? '1 player' : `${notShown} players`;
  return shown === 0 ? `${players}, names not shown publicly` : `and ${players} who keep their names private`;
}

export function TeamsSection({ event }: { event: EventDetail }) {
  const teams = useEventTeams(event.id);
  const teamList = teams.data;
  const [sportId, setSportId] = useState<number | undefined>();
  const sportName = (id: number) => event.sportList.find((sport) => sport.id === id)?.name ?? '';
  const categoryName = (id: number) => event.categories.find((category) => category.id === id)?.name ?? '';
  const groups = useMemo(() => {
    const byCategory = new Map<number, NonNullable<typeof teamList>>();
    for (const team of teamList ?? []) {
      if (sportId && team.sportId !== sportId) continue;
      byCategory.set(team.eventSportCategoryId, [...(byCategory.get(team.eventSportCategoryId) ?? []), team]);
    }
    return [...byCategory.values()];
  }, [teamList, sportId]);

  return (
    <div className="space-y-6">
      <label className="flex w-full flex-col gap-1 text-sm font-medium sm:max-w-xs">
        Sport
        <NativeSelect
          value={sportId ?? ''}
          onChange={(change) => setSportId(change.target.value ? Number(change.target.value) : undefined)}
        >
          <option value="">All sports</option>
          {event.sportList.map((sport) => (
            <option key={sport.id} value={sport.id}>
              {sport.name}
            </option>
          ))}
        </NativeSelect>
      </label>
      <SectionState isLoading={teams.isLoading} error={teams.error} isEmpty={groups.length === 0} emptyText="No teams have registered yet.">
        {groups.map((group) => (
          <section
            key={group[0]!.eventSportCategoryId}
            aria-label={`${sportName(group[0]!.sportId)} ${categoryName(group[0]!.categoryId)}`}
          >
            <h2 className="text-lg font-bold">
              {sportName(group[0]!.sportId)} <span className="font-medium text-slate-500">· {categoryName(group[0]!.categoryId)}</span>
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.map((team) => (
                <Panel as="li" padding="sm" key={team.id}>
                  <p className="font-semibold text-ink">{team.name}</p>
                  {team.company && <p className="text-sm text-brand-600">{team.company.name}</p>}
                  {team.members.length > 0 ? (
                    <ul className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
                      {team.members.map((member, index) => (
                        <li key={index} className="flex justify-between gap-2">
                          <span>{member.name}</span>
                          {member.company && <span className="truncate text-slate-500">{member.company}</span>}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    team.membersNotShown === 0 && (
                      <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-500">Squad to be announced</p>
                    )
                  )}
                  {team.membersNotShown > 0 && (
                    <p className={`text-sm text-slate-500 ${team.members.length > 0 ? 'mt-1' : 'mt-3 border-t border-slate-100 pt-3'}`}>
                      {notShownText(team.membersNotShown, team.members.length)}
                    </p>
                  )}
                </Panel>
              ))}
            </ul>
          </section>
        ))}
      </SectionState>
    </div>
  );
}
