import type { PlanPrices } from './plans';
import type { CtaLink } from './types';

export interface NextStep {
  title: string;
  description: string;
}

export interface TrialSuccessPage {
  title: string;
  description: string;
  nextStepsTitle: string;
  /** The last step names the Básico's price. */
  nextSteps: (prices: PlanPrices) => readonly [NextStep, NextStep, NextStep, NextStep];
  dashboardButton: CtaLink;
}

export interface TrialCancelPage {
  title: string;
  description: string;
  reassurance: string;
  retryButton: CtaLink;
  homeButton: CtaLink;
  /** Texto antes del correo de contacto (la página inserta el correo). */
  helpBefore: string;
  /** Texto después del correo de contacto. */
  helpAfter: string;
}

/** /trial/success: la vista previa quedó en cola. */
export const trialSuccessPage: TrialSuccessPage = {
  title: '¡Listo! Tu vista previa está en cola',
  description: 'Recibimos los datos de tu negocio y tu sitio ya está en nuestra lista de trabajo. No tienes que hacer nada más por ahora.',
  nextStepsTitle: '¿Qué sigue?',
  nextSteps: ({ basic }) => [
    {
      title: 'Te enviamos un tiempo estimado',
      description: 'En menos de 2 horas te llega un correo con el tiempo estimado de entrega de tu sitio.',
    },
    {
      title: 'Armamos tu sitio a mano',
      description: 'Nuestro equipo lo construye pensando en tu negocio. Normalmente toma de 3 a 5 días.',
    },
    {
      title: 'Recibes el enlace de tu vista previa',
      description: 'Te mandamos el enlace para que veas tu sitio y nos pidas los cambios que quieras. Desde ese día corren tus 5 días de prueba gratis.',
    },
    {
      title: 'Tú decides',
      description: `Si te gusta, te lo quedas por ${basic}/mes. Si no, cancelas antes de que termine la prueba y no pagas nada.`,
    },
  ],
  dashboardButton: { label: 'Ir a mi panel', href: '/dashboard' },
};

/** /trial/cancel: la prueba no se inició. */
export const trialCancelPage: TrialCancelPage = {
  title: 'Tu prueba no se inició',
  description: 'No se completó el proceso, así que no recopilamos ninguna información de pago.',
  reassurance: 'No se hizo ningún cobro. Puedes volver a intentarlo cuando quieras.',
  retryButton: { label: 'Volver a intentarlo', href: '/start-trial' },
  homeButton: { label: 'Ir al inicio', href: '/' },
  helpBefore: '¿Tuviste algún problema? Escríbenos a',
  helpAfter: 'y te ayudamos a empezar.',
};
