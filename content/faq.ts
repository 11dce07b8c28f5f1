import type { FaqItem } from './types';

export type { FaqItem } from './types';

type Thirteen<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T, T];

export const faqs: Thirteen<FaqItem> = [
  {
    question: '¿Cómo funciona la prueba gratis de 5 días?',
    answer:
      'Llenas el formulario con los datos de tu negocio y empezamos a trabajar en tu sitio. Tienes 5 días para verlo, pedir cambios y decidir si te quedas. Si no te convence, no pagas nada.',
  },
  {
    question: '¿Necesito tarjeta de crédito para empezar?',
    answer:
      'No. Para la prueba no te pedimos ninguna tarjeta. Solo la ingresas cuando ya viste tu sitio terminado y decides activarlo; recién ahí se hace el primer cobro.',
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
      'Sí, sin contratos de permanencia ni penalidades. Si cancelas durante la prueba no se te cobra nada. Si ya estás suscrito, dejas de pagar desde el siguiente mes y tu sitio se mantiene 60 días más antes de desactivarse.',
  },
  {
    question: '¿Qué pasa con mi sitio si cancelo?',
    answer:
      'Depende de cuánto tiempo llevas con nosotros. Si cancelas durante el primer año, el sitio se da de baja. Si cancelas después de un año, podemos entregarte el código de tu sitio a través de un servicio como GitHub, para que lo conserves o lo lleves a otro proveedor.',
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
    answer:
      'Sí. Tu plan incluye un correo con el nombre de tu negocio, que da mucha más confianza que una cuenta genérica. En el plan Personalizado puedes tener correos ilimitados para todo tu equipo.',
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
    answer:
      'Con tarjeta de crédito o débito. Los pagos se procesan a través de Stripe, una plataforma de pagos segura; nosotros nunca vemos ni guardamos el número completo de tu tarjeta. El cobro es mensual y automático, y desde tu panel puedes gestionar tu suscripción.',
  },
];

/** The sentence the 'what kind of businesses' answer gains once the count of active customers backs it (lib/social-proof/claims.ts). */
export const faqCustomersSentence = (customers: number) => `Hoy trabajan con nosotros más de ${customers} negocios.`;
export const FAQ_WITH_CUSTOMERS = '¿Para qué tipo de negocios es Vitrina?';
