import { trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { draftSite } from '@/lib/sites/publish/versions';
import { publishSite } from '@/lib/sites/publish/publish';
import { createAdminActor, createUser } from './auth';

/** A customer whose site the team drafted from the template and published, with both actors. */
export async function liveSite(businessName = 'Pollería El Buen Sabor') {
  const owner = await createUser({ name: `Dueña de ${businessName}` });
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({
      userId: owner.id,
      businessName,
      email: owner.email,
      industry: 'restaurant',
      businessType: 'restaurant',
      phone: '987 654 321',
      targetLocation: 'Trujillo',
    })
    .returning();
  const admin = await createAdminActor();
  const { siteId, label } = await draftSite(admin, submission!.id);
  await publishSite(admin, siteId);
  const actor: Actor = { userId: owner.id, role: 'customer', email: owner.email, name: 'Dueña', twoFactorEnabled: false };
  return { siteId, label, actor, admin, email: owner.email };
}
