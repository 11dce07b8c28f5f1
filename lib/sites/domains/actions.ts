'use server';
import { adminAction, userAction } from '@/lib/actions/guard';
import { siteIdSchema } from '../site-ids';
import { removeSiteDomain, setSiteDomain, verifySiteDomain } from './domains';
import { siteDomainSchema } from './schemas';

/**
 * 'Conectar mi dominio' (issue 14): the owner from the dashboard, the team from the panel. Each
 * pair runs one operation; the scope says whose sites it reaches.
 */
export const setOwnSiteDomainAction = userAction(siteDomainSchema, async (input, actor) => setSiteDomain(actor, input, 'own'));
export const verifyOwnSiteDomainAction = userAction(siteIdSchema, async ({ siteId }, actor) => verifySiteDomain(actor, siteId, 'own'));
export const removeOwnSiteDomainAction = userAction(siteIdSchema, async ({ siteId }, actor) => removeSiteDomain(actor, siteId, 'own'));
export const setSiteDomainAction = adminAction(siteDomainSchema, async (input, actor) => setSiteDomain(actor, input, 'any'));
export const verifySiteDomainAction = adminAction(siteIdSchema, async ({ siteId }, actor) => verifySiteDomain(actor, siteId, 'any'));
export const removeSiteDomainAction = adminAction(siteIdSchema, async ({ siteId }, actor) => removeSiteDomain(actor, siteId, 'any'));
