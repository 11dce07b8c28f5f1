import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogArticles, blogKeywordsQueue, contactSubmissions, messages, trialSubmissions } from '@/db/schema';
import type { ActionResult } from '@/lib/actions/result';
import {
  addKeywordsAction,
  deleteArticleAction,
  deleteKeywordAction,
  generateArticleAction,
  publishArticleAction,
  unpublishArticleAction,
  updateArticleAction,
} from '@/lib/blog/admin-actions';
import { markContactReadAction } from '@/lib/contact/admin-actions';
import { getDb } from '@/lib/db/client';
import { sendProjectUpdateAction } from '@/lib/messages/admin-actions';
import { deleteSubmissionAction } from '@/lib/admin/actions';
import {
  generateWebsitePromptAction,
  getWebsitePromptAction,
  updateSubmissionSiteUrlAction,
  updateSubmissionStatusAction,
  uploadReferenceImageAction,
} from '@/lib/submissions/actions';
import { createUser, signIn, signOut } from '../helpers/auth';

/**
 * Every admin action is a public HTTP endpoint: each one must refuse an anonymous caller and a
 * signed-in customer before touching anything, whatever the input.
 */
let ids: { submission: string; article: string; keyword: string; contact: string };
let customer: { id: string; email: string; password: string };

beforeAll(async () => {
  const db = getDb();
  customer = await createUser();
  const [submission] = await db.insert(trialSubmissions).values({ userId: customer.id, businessName: 'Bodega Don Lucho', email: customer.email }).returning();
  const [article] = await db.insert(blogArticles).values({ title: 'Borrador', slug: 'borrador', content: '<p>x</p>', status: 'draft' }).returning();
  const [keyword] = await db.insert(blogKeywordsQueue).values({ keyword: 'pendiente' }).returning();
  const [contact] = await db.insert(contactSubmissions).values({ name: 'Ana', email: 'ana@example.pe', message: 'Hola, quisiera información.' }).returning();
  if (!submission || !article || !keyword || !contact) throw new Error('fixtures not created');
  ids = { submission: submission.id, article: article.id, keyword: keyword.id, contact: contact.id };
});

const png = () => new File([Buffer.from('89504e470d0a1a0a', 'hex')], 'x.png', { type: 'image/png' });

type Call = [name: string, run: () => Promise<ActionResult<unknown>>];
// Built lazily: the ids exist only after beforeAll.
const calls = (): Call[] => [
  ['updateSubmissionStatus', () => updateSubmissionStatusAction({ submissionId: ids.submission, status: 'cancelled' })],
  ['updateSubmissionSiteUrl', () => updateSubmissionSiteUrlAction({ submissionId: ids.submission, field: 'published', url: 'https://hack.example' })],
  ['deleteSubmission', () => deleteSubmissionAction({ submissionId: ids.submission })],
  ['uploadReferenceImage', () => uploadReferenceImageAction({ submissionId: ids.submission, file: png() })],
  ['generateWebsitePrompt', () => generateWebsitePromptAction({ submissionId: ids.submission })],
  ['getWebsitePrompt', () => getWebsitePromptAction({ submissionId: ids.submission })],
  ['sendProjectUpdate', () => sendProjectUpdateAction({ submissionId: ids.submission, message: 'Hola' })],
  ['markContactRead', () => markContactReadAction({ id: ids.contact })],
  ['generateArticle', () => generateArticleAction({ sourceType: 'topic', sourceValue: 'tema' })],
  ['publishArticle', () => publishArticleAction({ articleId: ids.article })],
  ['unpublishArticle', () => unpublishArticleAction({ articleId: ids.article })],
  ['updateArticle', () => updateArticleAction({ articleId: ids.article, title: 'Hackeado', excerpt: '', seoKeywords: '', content: '<p>x</p>' })],
  ['deleteArticle', () => deleteArticleAction({ articleId: ids.article })],
  ['addKeywords', () => addKeywordsAction({ keywords: 'uno\ndos' })],
  ['deleteKeyword', () => deleteKeywordAction({ keywordId: ids.keyword })],
];

async function expectNothingChanged() {
  const db = getDb();
  const [submission] = await db.select().from(trialSubmissions).where(eq(trialSubmissions.id, ids.submission));
  expect(submission).toMatchObject({ status: 'pending', publishedUrl: null, referenceImageUrl: null, generatedPrompt: null });
  const [article] = await db.select().from(blogArticles).where(eq(blogArticles.id, ids.article));
  expect(article).toMatchObject({ title: 'Borrador', status: 'draft' });
  expect(await db.select().from(blogArticles)).toHaveLength(1);
  expect(await db.select().from(blogKeywordsQueue)).toHaveLength(1);
  expect(await db.select().from(messages)).toHaveLength(0);
  const [contact] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, ids.contact));
  expect(contact?.read).toBe(false);
}

describe('admin actions refuse an anonymous caller', () => {
  beforeAll(() => signOut());
  it.each(calls())('%s', async (_name, run) => {
    expect(await run()).toMatchObject({ ok: false, code: 'unauthenticated' });
  });
});

describe('admin actions refuse a signed-in customer', () => {
  beforeAll(async () => signIn(customer.email, customer.password));
  it.each(calls())('%s', async (_name, run) => {
    expect(await run()).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('after every refusal', () => {
  it('left every row as it was', async () => {
    await expectNothingChanged();
  });
});
