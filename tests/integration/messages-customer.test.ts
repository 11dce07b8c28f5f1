import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages, trialSubmissions, user } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { markMessagesReadAction, sendCustomerMessageAction } from '@/lib/messages/actions';
import { listSystemMessages } from '@/lib/messages/admin-queries';
import { createUser, signIn, signOut } from '../helpers/auth';
import { mailTo } from '../helpers/mailbox';

beforeEach(() => signOut());

async function customerWithProject(options: { previewUrl?: string } = {}) {
  const customer = await createUser();
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({ userId: customer.id, businessName: `Bodega ${customer.id.slice(0, 5)}`, email: customer.email, previewUrl: options.previewUrl ?? null })
    .returning();
  if (!submission) throw new Error('no submission');
  return { ...customer, submissionId: submission.id };
}

const allMessages = () => getDb().select().from(messages);

const mailsTo = (address: string) => mailTo(address).catch(() => []);

describe('before any administrator exists', () => {
  it("answers 'No se pudo encontrar un administrador' and stores nothing", async () => {
    const customer = await customerWithProject();
    await signIn(customer.email, customer.password);
    const result = await sendCustomerMessageAction({ message: 'Hola, ¿hay alguien?' });
    expect(result).toMatchObject({ ok: false, error: 'No se pudo encontrar un administrador' });
    expect(await allMessages()).toHaveLength(0);
  });
});

describe('a customer writes to the team', () => {
  it('stores a team message whose sender, recipient, subject and submission the server chooses', async () => {
    const admins = [await createUser({ admin: true }), await createUser({ admin: true })];
    const customer = await customerWithProject();
    const other = await customerWithProject();
    await signIn(customer.email, customer.password);

    const result = await sendCustomerMessageAction({
      message: '  ¿Pueden agregar la carta de postres?  ',
      // None of these are the client's to choose; they must be ignored.
      senderId: other.id,
      recipientId: admins[0]?.id,
      submissionId: other.submissionId,
      subject: 'Falso',
      isRevisionRequest: true,
    });
    expect(result).toEqual({ ok: true, data: undefined });

    const rows = await getDb().select().from(messages).where(eq(messages.senderId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      senderId: customer.id,
      recipientId: null,
      submissionId: customer.submissionId,
      subject: 'Mensaje del cliente',
      message: '¿Pueden agregar la carta de postres?',
      isRevisionRequest: false,
      read: false,
    });
    // Every administrator hears about it.
    for (const admin of admins) {
      const [mail] = await mailsTo(admin.email);
      expect(mail?.text).toContain('¿Pueden agregar la carta de postres?');
    }
  });

  it('works for a customer without a project yet (no submission to attach)', async () => {
    await createUser({ admin: true });
    const customer = await createUser();
    await signIn(customer.email, customer.password);
    expect((await sendCustomerMessageAction({ message: 'Quiero empezar' })).ok).toBe(true);
    const [row] = await getDb().select().from(messages).where(eq(messages.senderId, customer.id));
    expect(row?.submissionId).toBeNull();
  });

  it('refuses a blank or over-long message with a Spanish field error and stores nothing', async () => {
    await createUser({ admin: true });
    const customer = await customerWithProject();
    await signIn(customer.email, customer.password);
    const before = (await allMessages()).length;
    const blank = await sendCustomerMessageAction({ message: ' \n\t ' });
    expect(blank).toMatchObject({ ok: false, fieldErrors: { message: ['Escribe tu mensaje'] } });
    const long = await sendCustomerMessageAction({ message: 'a'.repeat(2001) });
    expect(long).toMatchObject({ ok: false, fieldErrors: { message: ['El mensaje debe tener como máximo 2000 caracteres'] } });
    expect(long.ok ? '' : long.values?.message).toHaveLength(2001);
    expect(await allMessages()).toHaveLength(before);
  });

  it('keeps HTML and unusual characters as text', async () => {
    await createUser({ admin: true });
    const customer = await customerWithProject();
    await signIn(customer.email, customer.password);
    const text = '<b>negrita</b> <script>alert("x")</script> ñandú 🦙 \u0000fin';
    expect((await sendCustomerMessageAction({ message: text })).ok).toBe(true);
    const [row] = await getDb().select().from(messages).where(eq(messages.senderId, customer.id));
    expect(row?.message).toBe('<b>negrita</b> <script>alert("x")</script> ñandú 🦙 fin');
  });

  it('refuses an anonymous caller', async () => {
    await createUser({ admin: true });
    const before = (await allMessages()).length;
    expect(await sendCustomerMessageAction({ message: 'Hola' })).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await allMessages()).toHaveLength(before);
  });

  it('limits how many messages one account sends per hour', async () => {
    await createUser({ admin: true });
    const customer = await customerWithProject();
    await signIn(customer.email, customer.password);
    const codes: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const result = await sendCustomerMessageAction({ message: `Mensaje ${i}` });
      codes.push(result.ok ? 'ok' : (result.code ?? ''));
    }
    expect(codes.slice(0, 20).every((c) => c === 'ok')).toBe(true);
    expect(codes[20]).toBe('rate_limited');
  });
});

describe('marking received messages read', () => {
  it('marks only the caller’s own messages; ids of someone else’s change nothing', async () => {
    const admin = await createUser({ admin: true });
    const alice = await customerWithProject();
    const bob = await customerWithProject();
    const [forAlice, forBob] = await getDb()
      .insert(messages)
      .values([
        { senderId: admin.id, recipientId: alice.id, submissionId: alice.submissionId, subject: 'Project Update', message: 'Hola Alice' },
        { senderId: admin.id, recipientId: bob.id, submissionId: bob.submissionId, subject: 'Project Update', message: 'Hola Bob' },
      ])
      .returning();
    if (!forAlice || !forBob) throw new Error('no messages');

    expect(await markMessagesReadAction({ ids: [forAlice.id] })).toMatchObject({ ok: false, code: 'unauthenticated' });

    await signIn(bob.email, bob.password);
    expect(await markMessagesReadAction({ ids: [forAlice.id] })).toEqual({ ok: true, data: { updated: 0 } });

    await signIn(alice.email, alice.password);
    expect(await markMessagesReadAction({ ids: [forAlice.id, forBob.id] })).toEqual({ ok: true, data: { updated: 1 } });
    const read = Object.fromEntries((await allMessages()).map((m) => [m.id, m.read]));
    expect(read[forAlice.id]).toBe(true);
    expect(read[forBob.id]).toBe(false);

    expect(await markMessagesReadAction({ ids: ['not-a-uuid'] })).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('an account stored with an enormous name (before names were checked)', () => {
  it('reaches the team clipped, in the e-mail and in the Messages tab', async () => {
    const admin = await createUser({ admin: true });
    const customer = await customerWithProject();
    await getDb()
      .update(user)
      .set({ name: 'Ñ'.repeat(2_000_000) })
      .where(eq(user.id, customer.id));
    await signIn(customer.email, customer.password);
    expect(await sendCustomerMessageAction({ message: 'Hola equipo' })).toMatchObject({ ok: true });

    const mail = (await mailsTo(admin.email)).find((m) => m.text.includes('Hola equipo'));
    expect(mail).toBeDefined();
    expect(mail!.subject.length).toBeLessThan(150);
    expect(JSON.stringify(mail).length).toBeLessThan(5_000);

    const listed = (await listSystemMessages({ userId: admin.id, role: 'admin', email: admin.email, name: 'Admin', twoFactorEnabled: false })).find(
      (m) => m.sender?.email === customer.email,
    );
    expect(listed?.sender?.name).toBe(`${'Ñ'.repeat(99)}…`);
  });
});
