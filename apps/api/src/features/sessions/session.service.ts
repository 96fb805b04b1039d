import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '@podium/contracts/messages';
import type { UserRow } from '../users';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions, type SessionRow } from './session.repository';
import { readSessionToken, signSessionToken, type SessionTokenClaims } from './session-token';

export interface AuthenticatedSession {
  session: SessionRow;
  user: UserRow;
}

/** Starts, reads and ends signed-in sessions. A token is only as good as its session row. */
export class SessionService {
  private readonly secret: Uint8Array;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    sessionSecret: string,
    private readonly ttlDays: number,
  ) {
    this.secret = new TextEncoder().encode(sessionSecret);
  }

  /** A new session at every sign-in; lifetime is absolute (no sliding renewal). */
  async startSession(
    user: { id: number; tenantId: number },
    method: string,
    client: { userAgent?: string; ip?: string } = {},
    db: Database = this.db,
  ): Promise<{ token: string; session: SessionRow }> {
    const createdAt = this.clock.now();
    const expiresAt = new Date(createdAt.getTime() + this.ttlDays * 86_400_000);
    const session = await insertSession(db, {
      tenantId: user.tenantId,
      userId: user.id,
      method,
      createdAt,
      expiresAt,
      userAgent: client.userAgent?.slice(0, 300),
      ip: client.ip,
    });
    const token = await signSessionToken(this.secret, {
      sessionId: session.id,
      userId: user.id,
      tenantId: user.tenantId,
      issuedAt: createdAt,
      expiresAt,
    });
    return { token, session };
  }

  /**
   * The claims of a valid token of `tenantId`, without reading the session row. Only for a caller
   * that reads the row in its own statement (the check-in, to save a round trip) with the same
   * rules as `findLiveSession`: that id, that user and tenant, not revoked, not expired.
   */
  async readClaims(token: string | undefined, tenantId: number): Promise<SessionTokenClaims | undefined> {
    if (!token) return undefined;
    const claims = await readSessionToken(this.secret, token, this.clock.now());
    return claims && claims.tenantId === tenantId ? claims : undefined;
  }

  /** The session a token names, when the token is valid, the session live, and both belong to `tenantId`. */
  async findSession(token: string | undefined, tenantId: number): Promise<AuthenticatedSession | undefined> {
    const claims = await this.readClaims(token, tenantId);
    if (!claims) return undefined;
    const found = await findLiveSession(this.db, claims.sessionId, this.clock.now());
    if (!found || found.user.id !== claims.userId || found.session.tenantId !== tenantId) return undefined;
    return found;
  }

  /** Like findSession, but refuses with 401 when there is no live session. */
  async requireSession(
    token: string | undefined,
    tenantId: number,
    message: string = MESSAGES.checkIn.sessionExpired,
  ): Promise<AuthenticatedSession> {
    const found = await this.findSession(token, tenantId);
    if (!found) throw new DomainError('UNAUTHENTICATED', message);
    return found;
  }

  async endSession(sessionId: string): Promise<void> {
    await revokeSession(this.db, sessionId, this.clock.now());
  }

  async endAllSessions(userId: number, keepSessionId?: string): Promise<void> {
    await revokeUserSessions(this.db, userId, this.clock.now(), keepSessionId);
  }
}
