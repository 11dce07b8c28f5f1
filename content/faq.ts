import { emailAddressCount, PLAN_EMAIL_ADDRESSES } from './plans';
import { PAYMENT_PROVIDER_NAMES, type LegalServices } from './legal/services';
import type { FaqItem } from './types';

export type { FaqItem } from './types';

type Thirteen<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T, T];

/** '¿Cómo puedo pagar?': the provider this deployment uses, Yape when it is offered, and the receipt. */
function howToPay({ payments, yape, receipts }: LegalServices): string {
  const receipt = receipts ? ' Por cada pago recibes tu boleta o factura electrónica, que también encuentras en tu panel.' : '';
  if (payments === null) {
    return `Solo pagas cuando ya viste tu sitio y decides activarlo: en ese momento nos escribes, activamos tu plan y te indicamos cómo pagar.${receipt}`;
  }
  const name = PAYMENT_PROVIDER_NAMES[payments];
  const card = `Con tarjeta de crédito o débito, a través de ${name}, una plataforma de pagos segura; nosotros nunca vemos ni guardamos el número completo de tu tarjeta. El cobro con tarjeta es mensual y automático, y desde tu panel puedes gestionar tu suscripción.`;
  const yapeLine = yape
    ? ' Si prefieres no usar tarjeta, puedes pagar mes a mes con Yape: antes de cada vencimiento te enviamos por correo un enlace de pago.'
    : '';
  return `${card}${yapeLine}${receipt}`;
}

/** The spec's 13 questions; the payment answers follow the services this deployment runs. */
export const faqs = (services: LegalServices): Thirteen<FaqItem> => [
  {
    question: '¿Cómo funciona la prueba gratis de 5 días?',
    answer:
      'Llenas el formulario con los datos de tu negocio y empezamos a trabajar en tu sitio. Tus 5 días empiezan cuando te enviamos la vista previa: en ellos la ves, pides cambios y decides si te quedas. Si no te convence, no pagas nada.',
  },
  {
    question: '¿Necesito tarjeta de crédito para empezar?',
    answer: services.yape
      ? 'No. Para la prueba no te pedimos ninguna tarjeta. Solo pagas cuando ya viste tu sitio terminado y decides activarlo, con tarjeta o con Yape; recién ahí se hace el primer cobro.'
      : 'No. Para la prueba no te pedimos ninguna tarjeta. Solo pagas cuando ya viste tu sitio terminado y decides activarlo; recién ahí se hace el primer cobro.',
  },
  {
    question: '¿En cuánto tiempo estará listo mi sitio?',
    answer:
      'En 5 días hábiles. Si necesitas una tienda en línea o un proyecto a medida, toma de 7 a 10 días hábiles. Después de enviar el formulario te mandamos por correo, en menos de 2 horas, el tiempo estimado y el enlace donde verás la vista previa.',
  },
  {
    question: '¿Puedo pedir cambios a mi sitio?',
    answer:
      'Claro. Durante los primeros 5 días los cambios son gratis, todos los que necesites. Después, los cambios menores (un texto, una foto, un precio, un horario) están incluidos en tu plan. Si quieres algo grande, como una sección nueva o un rediseño, te enviamos una cotización antes de hacer nada.',
  },
  {
    question: '¿Puedo cancelar cuando quiera?',
    answer:
      'Sí, sin contratos de permanencia ni penalidades. Si cancelas durante la prueba no se te cobra nada. Si ya estás suscrito, no se te vuelve a cobrar, y tu sitio sigue en línea hasta que termine el mes que pagaste y durante 60 días más.',
  },
  {
    question: '¿Qué pasa con mi sitio si cancelo?',
    answer:
      'Sigue en línea hasta que termine el mes que pagaste y 60 días más; si reactivas tu plan en ese tiempo, no pierdes nada. Después, depende de cuánto tiempo llevas con nosotros: si tu plan terminó durante tu primer año, eliminamos el sitio; si terminó después, lo suspendemos y guardamos su contenido, y vuelve a estar en línea en cuanto pagues. Y desde que cumples un año, puedes descargar tu sitio desde tu panel con «Descargar mi sitio» para guardarlo o llevarlo a otro proveedor.',
  },
  {
    question: '¿El precio va a subir?',
    answer:
      'Nuestro precio de lanzamiento sube S/ 5 por cada 100 clientes nuevos, pero solo para quienes se suscriben después. Si entras hoy, te quedas con tu precio. Y si algún día cambiamos las tarifas, te avisamos con 30 días de anticipación.',
  },
  {
    question: '¿Tengo que comprar un dominio?',
    answer:
      'No es obligatorio. Te damos un subdominio gratis para que tu sitio esté en línea desde el primer día. Si ya tienes un dominio propio (por ejemplo, .pe o .com), lo conectamos; y si quieres uno nuevo, te orientamos para registrarlo a nombre de tu negocio.',
  },
  {
    question: '¿Incluye correo profesional?',
    answer: `Sí, con tu propio dominio: direcciones como contacto@tunegocio.pe, que dan mucha más confianza que una cuenta genérica, y lo que te escriban llega al correo que ya usas. El Plan Básico incluye ${emailAddressCount(PLAN_EMAIL_ADDRESSES.basic)} y el Plan Crecimiento ${emailAddressCount(PLAN_EMAIL_ADDRESSES.growth)}; las creas tú desde tu panel. Si aún no tienes dominio, te orientamos para registrarlo. En el plan Personalizado puedes tener correos para todo tu equipo.`,
  },
  {
    question: '¿Mi negocio aparecerá en Google?',
    answer:
      'Todos los sitios salen con optimización SEO: títulos, descripciones, velocidad y estructura pensados para los buscadores. En el plan Crecimiento, además, escribimos y publicamos un artículo al mes y trabajamos el SEO todos los meses. Nadie puede garantizar el primer lugar, pero sí te damos una base sólida para que te encuentren.',
  },
  {
    question: '¿Para qué tipo de negocios es Vitrina?',
    answer:
      'Para cualquier negocio pequeño o mediano del Perú: restaurantes, agencias de turismo, tiendas, salones de belleza, talleres, consultorios, gimnasios, estudios profesionales y más.',
  },
  {
    question: '¿Cuánto tardan en responder si necesito ayuda?',
    answer:
      'Te respondemos en un plazo de 24 a 48 horas en días hábiles. Puedes escribirnos desde tu panel o por correo. Los clientes del plan Personalizado cuentan con soporte prioritario 24/7.',
  },
  {
    question: '¿Cómo puedo pagar?',
    answer: howToPay(services),
  },
];

/** The sentence the 'what kind of businesses' answer gains once the count of active customers backs it (lib/social-proof/claims.ts). */
export const faqCustomersSentence = (customers: number) => `Hoy trabajan con nosotros más de ${customers} negocios.`;
export const FAQ_WITH_CUSTOMERS = '¿Para qué tipo de negocios es Vitrina?';
