import { describe, expect, it } from 'vitest';
import { plans, PLAN_EMAIL_ADDRESSES } from '@/content/plans';
import { emailAddressLimit } from '@/lib/billing/plans';
import { loadConfig } from '@/lib/config/load';
import { addEmailAddressSchema } from '@/lib/sites/email/schemas';

const SITE = '0b6f3c1e-6a1f-4c55-9a43-1f2f3b4c5d6e';
const parse = (localPart: string, forwardTo = 'rosa@gmail.com') => addEmailAddressSchema.safeParse({ siteId: SITE, localPart, forwardTo });
const message = (localPart: string, forwardTo?: string) => parse(localPart, forwardTo).error?.issues[0]?.message;

describe('Correo profesional: what each plan promises and allows', () => {
  it('is promised on every paid plan, and counted for an active paid plan only', () => {
    const text = (key: string) => plans.find((plan) => plan.key === key)!.features.filter((feature) => feature.includes('Correo profesional'));
    expect(text('growth')).toEqual([`Correo profesional: hasta ${PLAN_EMAIL_ADDRESSES.growth} direcciones con tu dominio`]);
    expect(text('basic')).toEqual(['Correo profesional: 1 dirección con tu dominio']);
    expect(PLAN_EMAIL_ADDRESSES).toEqual({ basic: 1, growth: 5 });

    expect(emailAddressLimit({ planType: 'growth', status: 'active' })).toBe(5);
    expect(emailAddressLimit({ planType: 'basic', status: 'active' })).toBe(1);
    expect(emailAddressLimit({ planType: 'trial', status: 'trial' })).toBe(0);
    expect(emailAddressLimit({ planType: 'growth', status: 'past_due' })).toBe(0);
    expect(emailAddressLimit({ planType: 'basic', status: 'past_due' })).toBe(0);
    expect(emailAddressLimit({ planType: 'growth', status: 'canceled' })).toBe(0);
    expect(emailAddressLimit({ planType: 'prod_unknown', status: 'active' })).toBe(0);
    expect(emailAddressLimit(null)).toBe(0);
  });

  it('takes letters, digits, dots and hyphens for the name, in lower case, and refuses the reserved ones', () => {
    expect(parse('  Contacto ').data).toMatchObject({ localPart: 'contacto', forwardTo: 'rosa@gmail.com' });
    expect(parse('ventas.lima-2').success).toBe(true);
    expect(parse('Rosa.Huaman@Gmail.com'.split('@')[0]!, ' Rosa.Huaman@Gmail.COM ').data?.forwardTo).toBe('rosa.huaman@gmail.com');
    for (const bad of ['.contacto', 'contacto.', '-ventas', 'ven..tas', 'peña', 'con tacto', 'a@b', 'ventas_lima', 'x'.repeat(65)]) {
      expect(parse(bad).success, bad).toBe(false);
    }
    expect(message('')).toBe('Escribe el nombre de la dirección, por ejemplo contacto');
    expect(message('peña')).toContain('Usa solo letras sin tildes, números, puntos y guiones');
    for (const reserved of ['postmaster', 'Abuse', 'hostmaster', 'mailer-daemon']) {
      expect(message(reserved), reserved).toBe('Ese nombre está reservado para los servicios de correo. Elige otro, por ejemplo contacto o ventas.');
    }
    expect(message('contacto', 'no-es-correo')).toBe('Escribe un correo válido, por ejemplo tunombre@gmail.com');
  });

  it('is configured by both EMAIL_FORWARDING_API_* variables or neither, and one alone names the other', () => {
    expect(loadConfig({}).emailForwarding).toBeUndefined();
    expect(loadConfig({ EMAIL_FORWARDING_API_URL: 'https://api.forwardemail.net/', EMAIL_FORWARDING_API_TOKEN: 'token' }).emailForwarding).toEqual({
      apiUrl: 'https://api.forwardemail.net',
      token: 'token',
      timeoutMs: 8_000,
    });
    expect(() => loadConfig({ EMAIL_FORWARDING_API_URL: 'https://api.forwardemail.net' })).toThrow(/EMAIL_FORWARDING_API_TOKEN: required/);
    expect(() => loadConfig({ EMAIL_FORWARDING_API_TOKEN: 'token' })).toThrow(/EMAIL_FORWARDING_API_URL: required/);
    expect(() => loadConfig({ EMAIL_FORWARDING_API_URL: 'api.forwardemail.net', EMAIL_FORWARDING_API_TOKEN: 'token' })).toThrow(/EMAIL_FORWARDING_API_URL/);
  });
});
