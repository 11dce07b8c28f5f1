'use server';
import { userAction } from '@/lib/actions/guard';
import { siteIdSchema } from '../site-ids';
import { addEmailAddress, prepareEmailDomain, removeEmailAddress, verifyEmailDomain } from './professional-email';
import { addEmailAddressSchema, emailAddressIdSchema } from './schemas';

/** 'Correo profesional' (issue 26): the site's owner, from the dashboard; each operation finds the site through resolveOwnSite. */
export const prepareEmailDomainAction = userAction(siteIdSchema, async ({ siteId }, actor) => prepareEmailDomain(actor, siteId));
export const verifyEmailDomainAction = userAction(siteIdSchema, async ({ siteId }, actor) => verifyEmailDomain(actor, siteId));
export const addEmailAddressAction = userAction(addEmailAddressSchema, async (input, actor) => addEmailAddress(actor, input));
export const removeEmailAddressAction = userAction(emailAddressIdSchema, async (input, actor) => removeEmailAddress(actor, input));
