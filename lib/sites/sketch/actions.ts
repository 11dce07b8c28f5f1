'use server';

import { noInputSchema, userAction } from '@/lib/actions/guard';
import { getOwnFirstSketch } from './own-sketch';

/** Where the signed-in customer's first sketch stands: the dashboard asks while it is being made. */
export const ownFirstSketchAction = userAction(noInputSchema, (_input, actor) => getOwnFirstSketch(actor));
