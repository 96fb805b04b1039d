import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useAdminHarness } from '../../../../test/admin-harness';
import { auditLog, identityProviders } from '../../../db/schema/index';

describe('admin tenant settings: coupon rules and sign-in providers', () => {
  const admin = useAdminHarness();
  const { send } = admin;
  const audit = async (entity: string) =>
    admin.harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, admin.tenant.id), eq(auditLog.entity, entity)));

  it('lists, creates, updates and disables coupon rules, each audited', async () => {
    const created = await send('POST', '/api/admin/coupon-rules', {
      trigger: 'medal',
      title: 'Medal treat',
      partner: 'Cafe Uno',
      value: 'Free coffee',
      validDays: 30,
    });
    expect(created.statusCode).toBe(200);
    const rule = created.json().data;
    expect(rule).toMatchObject({ trigger: 'medal', validDays: 30, isActive: true });
    expect((await send('PATCH', `/api/admin/coupon-rules/${rule.id}`, { value: 'Two coffees' })).json().data.value).toBe('Two coffees');
    expect((await send('PATCH', `/api/admin/coupon-rules/${rule.id}`, { isActive: false })).json().data.isActive).toBe(false);
    expect((await send('GET', '/api/admin/coupon-rules')).json().data).toEqual([expect.objectContaining({ id: rule.id, isActive: false })]);
    const rows = await audit('coupon_rule');
    expect(rows.map((row) => row.action)).toEqual(['coupon-rule.created', 'coupon-rule.updated', 'coupon-rule.disabled']);
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ value: 'Free coffee' }),
      after: expect.objectContaining({ value: 'Two coffees' }),
    });
  });

  it('refuses a coupon rule with an unknown trigger, with a message', async () => {
    const bad = await send('POST', '/api/admin/coupon-rules', { trigger: 'birthday', title: 'X', partner: 'Y', value: 'Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('registration, check-in or medal');
  });

  it('stores a sign-in provider with its client secret write-only (sealed, never shown back), and audits changes', async () => {
    const created = await send('POST', '/api/admin/identity-providers', {
      connection: 'google',
      clientId: 'podium.apps.googleusercontent.com',
      clientSecret: 'very-secret-value',
    });
    expect(created.statusCode, created.body).toBe(200);
    const provider = created.json().data;
    expect(provider).toMatchObject({ connection: 'google', secretConfigured: true, isEnabled: true });
    expect(provider).not.toHaveProperty('clientSecret');
    expect(created.body).not.toContain('very-secret-value');

    const off = await send('PATCH', `/api/admin/identity-providers/${provider.id}`, { isEnabled: false });
    expect(off.json().data).toMatchObject({ isEnabled: false, secretConfigured: true });
    const cleared = await send('PATCH', `/api/admin/identity-providers/${provider.id}`, { clientSecret: null });
    expect(cleared.json().data).toMatchObject({ secretConfigured: false });
    const twice = await send('POST', '/api/admin/identity-providers', { connection: 'google', clientId: 'again' });
    expect(twice.statusCode).toBe(409);
    const listed = await send('GET', '/api/admin/identity-providers');
    expect(listed.json().data).toHaveLength(1);
    expect(listed.body).not.toContain('very-secret-value');

    const rows = await audit('identity_provider');
    expect(rows.map((row) => row.action)).toEqual(['identity-provider.created', 'identity-provider.updated', 'identity-provider.updated']);
    expect(JSON.stringify(rows)).not.toContain('very-secret-value');
    const [stored] = await admin.harness.database.db
      .select()
      .from(identityProviders)
      .where(eq(identityProviders.tenantId, admin.tenant.id));
    expect(JSON.stringify(stored)).not.toContain('very-secret-value');
  });

  it('refuses naming a server variable for the secret, with a message saying what to do instead', async () => {
    const named = await send('POST', '/api/admin/identity-providers', {
      connection: 'github',
      clientId: 'x',
      clientSecretEnv: 'SSO_SECRET_GOOGLE',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toContain('Enter the client secret itself');
    const stored = await admin.harness.database.db.select().from(identityProviders).where(eq(identityProviders.tenantId, admin.tenant.id));
    expect(stored).toHaveLength(1);
  });
});
