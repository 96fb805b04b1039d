import type { CertificateKind } from '@podium/contracts/certificates/certificate';

/** What a person's certificate of one category should say: a medal and its place, or participation. */
export interface Entitlement {
  userId: number;
  kind: CertificateKind;
  place: number | null;
}

/**
 * Who is owed which certificate in a decided category: every medallist a medal certificate with
 * their place (shared places share medals: two people placed 3rd both get bronze), everyone else
 * checked in a participation certificate. An undecided category owes nothing.
 */
export function entitlementsOf(medallists: Array<{ userId: number; place: number }>, checkedInUserIds: number[]): Entitlement[] {
  if (medallists.length === 0) return [];
  const placeOf = new Map(medallists.map((medallist) => [medallist.userId, medallist.place]));
  const participants = [...new Set(checkedInUserIds)].filter((userId) => !placeOf.has(userId));
  return [
    ...medallists.map((medallist): Entitlement => ({ userId: medallist.userId, kind: 'medal', place: medallist.place })),
    ...participants.map((userId): Entitlement => ({ userId, kind: 'participation', place: null })),
  ];
}

/**
 * The changes that bring the live certificates in line with what is owed: a live certificate that
 * says something else (another place, medal instead of participation) or is owed no more is
 * withdrawn, and each person owed one without a matching live certificate gets a new one.
 */
export function planCertificateChanges(
  live: Array<{ id: number; userId: number; kind: CertificateKind; place: number | null }>,
  owed: Entitlement[],
): { withdrawIds: number[]; issue: Entitlement[] } {
  const owedByUser = new Map(owed.map((entitlement) => [entitlement.userId, entitlement]));
  const kept = new Set<number>();
  const withdrawIds: number[] = [];
  for (const certificate of live) {
    const entitlement = owedByUser.get(certificate.userId);
    if (entitlement && entitlement.kind === certificate.kind && entitlement.place === certificate.place) kept.add(certificate.userId);
    else withdrawIds.push(certificate.id);
  }
  return { withdrawIds, issue: owed.filter((entitlement) => !kept.has(entitlement.userId)) };
}
