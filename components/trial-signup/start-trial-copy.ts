/**
 * What /start-trial and the quote request's page (/start-trial/cotizacion) say above the form:
 * the same form, two promises. A quote is custom work, delivered in 7 to 10 business days
 * (lib/submissions/delivery.ts gives it 10), not the trial's few days.
 */
import { QUOTE_REQUEST_PATH } from '@/content/plans';

export type StartTrialCopy = {
  metaTitle: string;
  metaDescription: string;
  path: string;
  title: string;
  intro: string;
  promises: readonly [string, string, string];
  submit: string;
  /** The message once the request is in, for a new visitor and for a signed-in customer. */
  done: { newAccount: string; signedIn: string };
  /** Under it, what is made meanwhile: the first sketch (decision 0038), for a trial; none for a quote. */
  doneNext: string | null;
};

export const TRIAL_COPY: StartTrialCopy = {
  metaTitle: 'Prueba gratis 5 días',
  metaDescription: 'Cuéntanos sobre tu negocio en unos 3 minutos y armamos tu sitio web. 5 días gratis, sin tarjeta.',
  path: '/start-trial',
  title: 'Empieza tu prueba gratis de 5 días',
  intro: 'Cuéntanos sobre tu negocio (toma unos 3 minutos). Sin tarjeta: solo pagas si decides quedarte con tu sitio.',
  promises: ['✓ Te escribimos en menos de 2 horas', '✓ Normalmente lo armamos en 3 a 5 días', '✓ Cambios gratis durante la prueba'],
  submit: 'Empezar mi prueba gratis',
  done: { newAccount: '¡Cuenta creada! Redirigiendo a tu panel...', signedIn: '¡Solicitud enviada! Redirigiendo a tu panel...' },
  doneNext: 'Ya estamos armando tu primer boceto: lo verás en tu panel en unos segundos.',
};

export const QUOTE_COPY: StartTrialCopy = {
  metaTitle: 'Solicita tu cotización: plan Personalizado',
  metaDescription: 'Cuéntanos qué necesita tu negocio (tienda en línea, reservas, membresías...) y te preparamos una propuesta a medida. Sin costo ni tarjeta.',
  path: QUOTE_REQUEST_PATH,
  title: 'Solicita tu cotización',
  intro:
    'Cuéntanos sobre tu negocio y lo que necesitas (toma unos 3 minutos): tienda en línea, reservas, membresías o lo que tengas en mente. Pedir la cotización no cuesta nada y no te pedimos tarjeta.',
  promises: ['✓ Te escribimos en menos de 2 horas', '✓ Un proyecto a medida toma de 7 a 10 días hábiles', '✓ Solo pagas si aceptas la propuesta'],
  submit: 'Solicitar mi cotización',
  done: { newAccount: '¡Cuenta creada y cotización solicitada! Redirigiendo a tu panel...', signedIn: '¡Cotización solicitada! Redirigiendo a tu panel...' },
  doneNext: null,
};
