'use server';
import { revalidatePath } from 'next/cache';
import { userAction } from '@/lib/actions/guard';
import { ownSiteSchema } from '../site-ids';
import { deleteAllOwnSiteLeads, deleteOwnSiteLead, markSiteLeadRead } from './leads';
import { siteLeadIdSchema } from './schemas';

/** 'Marcar como leído' in 'Mensajes de tu web': the owner's own leads only. */
export const markSiteLeadReadAction = userAction(siteLeadIdSchema, async ({ leadId }, actor) => {
  await markSiteLeadRead(actor, leadId);
  revalidatePath('/dashboard');
});

/** 'Eliminar' and 'Eliminar todos' in 'Mensajes de tu web': the owner's own leads only. */
export const deleteSiteLeadAction = userAction(siteLeadIdSchema, async ({ leadId }, actor) => {
  await deleteOwnSiteLead(actor, leadId);
  revalidatePath('/dashboard');
});
export const deleteAllSiteLeadsAction = userAction(ownSiteSchema, async ({ siteId }, actor) => {
  const result = await deleteAllOwnSiteLeads(actor, siteId);
  revalidatePath('/dashboard');
  return result;
});
