import 'server-only';
import { readSiteStage, type SiteStage } from '@/lib/customer-site/site-stage';

/**
 * Why the plan buttons are not open yet, in the customer's words; null when they are. The same
 * sentence is the line under the inactive buttons and the refusal of a checkout opened anyway.
 */
export const CHECKOUT_CLOSED: Record<SiteStage, string | null> = {
  no_project: null,
  approved: null,
  building: 'Podrás elegir tu plan cuando te enviemos la vista previa de tu sitio y la apruebes con «Aprobar y activar»: así solo pagas por lo que ya viste.',
  in_review: 'Primero revisa tu sitio y apruébalo con «Aprobar y activar»: así solo pagas por lo que ya viste.',
  removed: 'Tu sitio anterior fue eliminado. Escríbenos y preparamos uno nuevo: podrás elegir tu plan cuando lo apruebes.',
};

/** CHECKOUT_CLOSED for one customer. */
export async function readCheckoutClosedReason(userId: string): Promise<string | null> {
  return CHECKOUT_CLOSED[await readSiteStage({ userId })];
}
