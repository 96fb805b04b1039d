import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withSportAndCategory } from '../../db/event-sport-category-join';
import {
  attendance,
  auditLog,
  companies,
  coupons,
  eventSportCategories,
  events,
  otpSends,
  paymentOrderLines,
  paymentOrders,
  payments,
  refunds,
  registrations,
  securityEvents,
  sessions,
  sportCategories,
  sports,
  teams,
  userIdentities,
  users,
} from '../../db/schema/index';

/**
 * The most rows one export section holds (newest first): a person's registrations, orders and
 * coupons stay far below it; it bounds the long-lived logs (sessions, code sends, audit entries).
 */
export const EXPORT_SECTION_LIMIT = 1000;

/** Reads everything the export holds about one person of one tenant: every query names both. */
export async function readPersonalData(db: Database, tenantId: number, userId: number) {
  const [profile] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      emailUnsubscribedAt: users.emailUnsubscribedAt,
      gender: users.gender,
      dateOfBirth: users.dateOfBirth,
      companyName: companies.name,
      role: users.role,
      profileUrl: users.profileUrl,
      isPreRegistered: users.isPreRegistered,
      mfaEnabled: users.mfaEnabled,
      privacyPolicyVersion: users.privacyPolicyVersion,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  if (!profile) return undefined;

  const ssoLinks = await db
    .select({
      provider: userIdentities.provider,
      subject: userIdentities.subject,
      email: userIdentities.email,
      createdAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .limit(EXPORT_SECTION_LIMIT);

  const myRegistrations = await withSportAndCategory(
    db
      .select({
        id: registrations.id,
        event: events.name,
        sport: sports.name,
        category: sportCategories.name,
        team: teams.name,
        status: registrations.status,
        createdAt: registrations.createdAt,
      })
      .from(registrations)
      .$dynamic(),
    registrations.eventSportCategoryId,
  )
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(and(eq(registrations.userId, userId), eq(events.tenantId, tenantId)))
    .orderBy(desc(registrations.createdAt))
    .limit(EXPORT_SECTION_LIMIT);

  const myAttendance = await withSportAndCategory(
    db
      .select({
        event: events.name,
        sport: sports.name,
        category: sportCategories.name,
        eventDay: attendance.eventDay,
        direction: attendance.direction,
        attendanceType: attendance.attendanceType,
        method: attendance.method,
        recordedAt: attendance.recordedAt,
        undoneAt: attendance.undoneAt,
      })
      .from(attendance)
      .$dynamic(),
    attendance.eventSportCategoryId,
  )
    .innerJoin(events, eq(events.id, attendance.eventId))
    .where(and(eq(attendance.userId, userId), eq(attendance.tenantId, tenantId)))
    .orderBy(desc(attendance.recordedAt))
    .limit(EXPORT_SECTION_LIMIT);

  const myCoupons = await db
    .select({
      code: coupons.code,
      title: coupons.title,
      partner: coupons.partner,
      value: coupons.value,
      expiresAt: coupons.expiresAt,
      redeemedAt: coupons.redeemedAt,
      createdAt: coupons.createdAt,
    })
    .from(coupons)
    .where(and(eq(coupons.userId, userId), eq(coupons.tenantId, tenantId)))
    .orderBy(desc(coupons.createdAt))
    .limit(EXPORT_SECTION_LIMIT);

  return {
    profile,
    ssoLinks,
    registrations: myRegistrations,
    attendance: myAttendance,
    coupons: myCoupons,
    orders: await readOrders(db, tenantId, userId),
    ...(await readSignInHistory(db, tenantId, userId, profile.phone)),
  };
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof readPersonalData>>>;

/** The person's orders with their lines, payments and refunds. */
async function readOrders(db: Database, tenantId: number, userId: number) {
  const orders = await db
    .select({
      id: paymentOrders.id,
      event: events.name,
      amountMinor: paymentOrders.amountMinor,
      currency: paymentOrders.currency,
      provider: paymentOrders.provider,
      status: paymentOrders.status,
      refundedMinor: paymentOrders.refundedMinor,
      receiptNumber: paymentOrders.receiptNumber,
      paidAt: paymentOrders.paidAt,
      createdAt: paymentOrders.createdAt,
    })
    .from(paymentOrders)
    .innerJoin(events, eq(events.id, paymentOrders.eventId))
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.tenantId, tenantId)))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(EXPORT_SECTION_LIMIT);
  const orderIds = orders.map((order) => order.id);
  if (orderIds.length === 0) return [];
  const lines = await db
    .select({
      orderId: paymentOrderLines.orderId,
      registrationId: paymentOrderLines.registrationId,
      amountMinor: paymentOrderLines.amountMinor,
      refundedMinor: paymentOrderLines.refundedMinor,
      releasedAt: paymentOrderLines.releasedAt,
    })
    .from(paymentOrderLines)
    .where(inArray(paymentOrderLines.orderId, orderIds));
  const capturedPayments = await db
    .select({
      orderId: payments.orderId,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      status: payments.status,
      capturedAt: payments.capturedAt,
    })
    .from(payments)
    .where(inArray(payments.orderId, orderIds));
  const orderRefunds = await db
    .select({
      orderId: refunds.orderId,
      amountMinor: refunds.amountMinor,
      status: refunds.status,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds));
  return orders.map((order) => ({
    ...order,
    lines: lines.filter((line) => line.orderId === order.id),
    payments: capturedPayments.filter((payment) => payment.orderId === order.id),
    refunds: orderRefunds.filter((refund) => refund.orderId === order.id),
  }));
}

/** Sessions, security events, codes sent to the person's number and audit entries by or about them. */
async function readSignInHistory(db: Database, tenantId: number, userId: number, phone: string | null) {
  const mySessions = await db
    .select({
      method: sessions.method,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.tenantId, tenantId)))
    .orderBy(desc(sessions.createdAt))
    .limit(EXPORT_SECTION_LIMIT);
  const mySecurityEvents = await db
    .select({ kind: securityEvents.kind, detail: securityEvents.detail, at: securityEvents.at })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.at))
    .limit(EXPORT_SECTION_LIMIT);
  const codeSends = phone
    ? await db
        .select({ sentAt: otpSends.sentAt, ip: otpSends.ip, allowance: otpSends.allowance })
        .from(otpSends)
        .where(and(eq(otpSends.tenantId, tenantId), eq(otpSends.phone, phone)))
        .orderBy(desc(otpSends.sentAt))
        .limit(EXPORT_SECTION_LIMIT)
    : [];
  // Before/after are left out: an admin's entries describe other people too.
  const auditEntries = await db
    .select({
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      actorUserId: auditLog.actorUserId,
      at: auditLog.at,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        or(eq(auditLog.actorUserId, userId), and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)))),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(EXPORT_SECTION_LIMIT);
  return { sessions: mySessions, securityEvents: mySecurityEvents, codeSends, auditEntries };
}
