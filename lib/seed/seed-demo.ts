import 'server-only';
import { deliveryDueOn } from '@/lib/submissions/delivery';
import { and, eq, inArray } from 'drizzle-orm';
import { blogArticles, blogKeywordsQueue, contactSubmissions, messages, subscriptions, trialSubmissions, user } from '@/db/schema';
import { getAuth } from '@/lib/auth/auth';
import { createOrPromoteAdmin } from '@/lib/auth/create-admin';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { demoArticles, demoContactMessages, demoKeywords } from './demo-data';

export const DEMO_ADMIN = { email: 'admin@vitrina.local', password: 'vitrina-admin-demo' } as const;
export const DEMO_CUSTOMER = { email: 'cliente@vitrina.local', password: 'vitrina-cliente-demo', name: 'Rosa Quispe' } as const;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo data for development. Every step looks for its rows first, so running it twice
 * creates nothing new. Returns the admin credentials to print.
 */
export async function seedDemoData() {
  const db = getDb();
  const admin = getConfig().seedAdmin ?? DEMO_ADMIN;
  const { userId: adminId } = await createOrPromoteAdmin({ ...admin, name: 'Equipo Vitrina' });

  let [customer] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_CUSTOMER.email)).limit(1);
  if (!customer) {
    const created = await getAuth().api.signUpEmail({ body: { ...DEMO_CUSTOMER } });
    customer = { id: created.user.id };
    await db.update(user).set({ phone: '+51 987 654 321' }).where(eq(user.id, customer.id));
  }

  let [submission] = await db.select({ id: trialSubmissions.id }).from(trialSubmissions).where(eq(trialSubmissions.userId, customer.id)).limit(1);
  if (!submission) {
    [submission] = await db
      .insert(trialSubmissions)
      .values({
        userId: customer.id,
        businessName: 'Cevichería La Caleta',
        businessType: 'restaurant',
        industry: 'restaurant',
        email: DEMO_CUSTOMER.email,
        phone: '+51 987 654 321',
        websiteUrl: null,
        googleBusinessUrl: 'https://maps.app.goo.gl/ejemplo',
        mainGoal: 'no_site_build_new',
        targetAudience: 'friendly',
        preferredStyle: 'friendly',
        copyTone: 'friendly',
        colorPreferences: 'Azul marino y blanco',
        exampleWebsites: 'https://ejemplo-restaurante.pe',
        seoKeywords: 'cevichería en Chorrillos, ceviche fresco, almuerzo marino',
        targetLocation: 'Av. Huaylas 240, Lima, Perú',
        additionalInfo: 'Queremos mostrar la carta y recibir reservas por WhatsApp.',
        dueOn: deliveryDueOn({ industry: 'restaurant', isQuoteRequest: false }, new Date()),
      })
      .returning({ id: trialSubmissions.id });
  }
  if (!submission) throw new Error('demo submission was not created');

  await db
    .insert(subscriptions)
    // No preview yet, so the trial's 5 days have not started (they start with the first preview).
    .values({ userId: customer.id, status: 'trial', planType: 'trial' })
    .onConflictDoNothing({ target: subscriptions.userId });

  const [anyMessage] = await db.select({ id: messages.id }).from(messages).where(eq(messages.submissionId, submission.id)).limit(1);
  if (!anyMessage) {
    await db.insert(messages).values([
      {
        senderId: adminId,
        recipientId: customer.id,
        submissionId: submission.id,
        subject: 'Project Update',
        message: '¡Hola Rosa! Recibimos tu solicitud. En unas horas te enviamos el tiempo estimado y el enlace de vista previa.',
      },
      {
        senderId: customer.id,
        recipientId: null,
        submissionId: submission.id,
        subject: 'Mensaje del cliente',
        message: '¡Gracias! ¿Pueden incluir una sección con fotos de nuestros platos?',
      },
    ]);
  }

  const slugs = demoArticles.map((a) => a.slug);
  const existingSlugs = new Set((await db.select({ slug: blogArticles.slug }).from(blogArticles).where(inArray(blogArticles.slug, slugs))).map((r) => r.slug));
  const newArticles = demoArticles.filter((a) => !existingSlugs.has(a.slug));
  if (newArticles.length > 0) {
    await db.insert(blogArticles).values(
      newArticles.map((a, i) => ({
        ...a,
        authorId: adminId,
        publishedAt: a.status === 'published' ? new Date(Date.now() - (i + 1) * 7 * DAY) : null,
      })),
    );
  }

  const existingKeywords = new Set(
    (
      await db
        .select({ keyword: blogKeywordsQueue.keyword })
        .from(blogKeywordsQueue)
        .where(inArray(blogKeywordsQueue.keyword, [...demoKeywords]))
    ).map((r) => r.keyword),
  );
  const newKeywords = demoKeywords.filter((k) => !existingKeywords.has(k));
  if (newKeywords.length > 0) await db.insert(blogKeywordsQueue).values(newKeywords.map((keyword) => ({ keyword })));

  for (const contact of demoContactMessages) {
    const [found] = await db
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(and(eq(contactSubmissions.email, contact.email), eq(contactSubmissions.message, contact.message)))
      .limit(1);
    if (!found) await db.insert(contactSubmissions).values(contact);
  }

  return { admin: { email: admin.email, password: getConfig().seedAdmin ? '(from ADMIN_PASSWORD)' : admin.password }, customer: DEMO_CUSTOMER };
}
