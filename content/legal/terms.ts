import type { PlanPrices } from '../plans';
import type { CtaLink } from '../types';
import { PAYMENT_PROVIDER_NAMES, type LegalServices } from './services';
import type { LegalDocument, LegalSection } from './types';
import { LEGAL_VERSIONS } from './versions';

export type { LegalDocument, LegalSection } from './types';

type Fourteen<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T, T, T];

export interface TermsDocument extends LegalDocument {
  sections: Fourteen<LegalSection>;
}

/** Sección 4: cómo se paga la primera vez, con el proveedor que este despliegue usa (o ninguno). */
function approvalAndPayment({ payments, yape }: LegalServices): string[] {
  const first = 'No cobramos nada hasta que revises tu sitio y lo apruebes.';
  if (payments === null) {
    return [
      `${first} Cuando estés conforme, nos escribes, activamos tu plan y te indicamos cómo pagar el primer mes. Recién en ese momento pagas.`,
      'Nunca te pediremos los datos de tu tarjeta por correo, por teléfono ni por WhatsApp.',
    ];
  }
  const name = PAYMENT_PROVIDER_NAMES[payments];
  const how = yape ? ', con tarjeta de crédito o débito, o con Yape si eliges pagar mes a mes' : ' e ingresas los datos de tu tarjeta';
  return [
    `${first} Cuando estés conforme, activas tu plan y pagas en la página de pago segura de ${name}, nuestro procesador de pagos${how}. Recién en ese momento se realiza el primer cobro.`,
    `Vitrina no ve ni guarda el número completo de tu tarjeta; esos datos los maneja directamente ${name}.`,
  ];
}

/** Sección 5, después del párrafo de los planes: cómo se paga cada mes, la instalación y qué comprobante recibes. */
function monthlyBilling({ payments, yape, receipts }: LegalServices): string[] {
  const charging =
    payments === null
      ? ['La suscripción se paga por adelantado cada mes. Cuando activemos tu plan te indicaremos cómo hacerlo.']
      : [
          `${yape ? 'Si pagas con tarjeta, la' : 'La'} suscripción se cobra por adelantado cada mes, de forma automática, en la tarjeta que registraste. Desde tu panel puedes ver tu plan y tu próxima fecha de renovación, y cambiar tu tarjeta.`,
          ...(yape
            ? [
                `Si eliges pagar mes a mes con Yape, el cobro no es automático: unos días antes de cada vencimiento te enviamos por correo un enlace de pago de ${PAYMENT_PROVIDER_NAMES[payments]}, válido por 5 días. Si el mes vence sin pagarse, te avisamos, y en cuanto pagas el enlace tu plan vuelve a estar al día.`,
              ]
            : []),
        ];
  const receipt = receipts
    ? 'Por cada pago emitimos tu comprobante electrónico, boleta o factura según los datos que nos des, a través de un operador de comprobantes electrónicos autorizado por la SUNAT (OSE/PSE). Lo encuentras en tu panel, en «Tus comprobantes».'
    : 'Por cada pago te entregamos la boleta o factura que corresponda.';
  return [
    ...charging,
    'La instalación tiene un costo normal de S/ 250 en el plan Básico y de S/ 500 en el plan Crecimiento. Mientras esté vigente la promoción, la instalación es gratis. En el plan Personalizado, el precio y las condiciones se fijan en la cotización que aceptes.',
    receipt,
    ...(payments === null ? [] : ['Si un cobro no se puede realizar, te avisaremos para que actualices tu medio de pago.']),
  ];
}

/**
 * Los términos nombran los precios de quien se suscribe hoy (la sección de cambios de precios
 * dice que cada cliente conserva el precio con el que se suscribió) y los servicios de pago y de
 * comprobantes que este despliegue usa de verdad.
 */
export const terms = ({ basic, growth }: PlanPrices, services: LegalServices): TermsDocument => ({
  title: 'Términos y condiciones',
  version: LEGAL_VERSIONS.terms,
  intro:
    'Estos términos explican, en palabras sencillas, cómo funciona Vitrina, qué te ofrecemos y qué esperamos de ti. Léelos con calma antes de empezar tu prueba; si algo no queda claro, escríbenos y te lo explicamos.',
  sections: [
    {
      id: 'aceptacion',
      heading: 'Aceptación de los términos',
      paragraphs: [
        'Al crear una cuenta, empezar la prueba gratis o contratar cualquiera de nuestros planes, aceptas estos términos y nuestra Política de privacidad. Si no estás de acuerdo con ellos, te pedimos que no uses el servicio.',
        'Si te registras en nombre de un negocio, confirmas que tienes autorización para hacerlo y que el negocio también queda sujeto a estos términos. Para contratar debes ser mayor de edad.',
      ],
    },
    {
      id: 'descripcion-del-servicio',
      heading: 'Qué es Vitrina',
      paragraphs: [
        'Vitrina es un servicio de páginas web por suscripción para negocios del Perú. Nuestro equipo construye tu sitio a partir de la información que nos das, con ayuda de herramientas de inteligencia artificial, y lo revisa antes de mostrártelo.',
        'Según el plan que elijas, la suscripción incluye:',
      ],
      bullets: [
        'El diseño y la construcción de tu sitio, adaptado a celulares, tablets y computadoras.',
        'Hosting, un subdominio gratis y certificado SSL.',
        'Optimización SEO, formulario de contacto, correo profesional y logo.',
        'En el plan Crecimiento: hasta 20 páginas, blog integrado, un artículo SEO al mes, SEO avanzado mensual y actualizaciones de contenido mensuales.',
        'En el plan Personalizado: las funciones acordadas en la cotización (por ejemplo, tienda en línea, reservas, membresías o integraciones).',
      ],
    },
    {
      id: 'prueba-gratuita',
      heading: 'Prueba gratis de 5 días',
      paragraphs: [
        'Puedes probar Vitrina gratis durante 5 días, que empiezan a contar cuando te enviamos la vista previa de tu sitio; mientras lo construimos, la prueba no corre. Para empezar no te pedimos tarjeta de crédito ni de débito.',
        'Después de enviar el formulario, te escribimos por correo en un plazo de 2 horas con el tiempo estimado de entrega y el enlace donde verás la vista previa de tu sitio. Normalmente la construcción toma de 3 a 5 días.',
        'Si durante la prueba decides no continuar, no pagas nada y no quedas comprometido a nada.',
      ],
    },
    {
      id: 'aprobacion-y-cobro',
      heading: 'Primero apruebas, después pagas',
      paragraphs: approvalAndPayment(services),
    },
    {
      id: 'planes-y-facturacion',
      heading: 'Planes y facturación mensual',
      paragraphs: [
        `Ofrecemos tres planes: Básico (${basic} al mes), Crecimiento (${growth} al mes) y Personalizado (a cotizar). Las características de cada uno se muestran en la sección de precios de nuestra web.`,
        ...monthlyBilling(services),
      ],
    },
    {
      id: 'cancelacion',
      heading: 'Cancelación',
      paragraphs: [
        'Puedes cancelar tu suscripción cuando quieras, sin penalidades ni contratos de permanencia. Lo haces desde tu panel o escribiéndonos.',
        'Si cancelas durante la prueba gratis, no se te cobra nada. Si cancelas con una suscripción activa, no se te volverá a cobrar en los meses siguientes; lo que ya pagaste cubre el periodo en curso, y tu sitio sigue en línea hasta que termine y durante el periodo de gracia de la sección siguiente.',
      ],
    },
    {
      id: 'periodo-de-gracia',
      heading: 'Periodo de gracia de 60 días',
      paragraphs: [
        'Cuando tu plan deja de estar pagado, porque lo cancelaste o porque no se pudo cobrar, tu sitio sigue en línea durante un periodo de gracia de 60 días, contados desde el día en que vence el último periodo pagado. Te avisamos por correo cuando empieza y 7 días antes de que termine.',
        'Si reactivas tu plan durante esos 60 días, tu sitio sigue como está, sin perder nada. Si no, al terminar el periodo de gracia tu sitio sale de línea, y lo que pasa con él depende de cuánto tiempo llevas con nosotros (ver la sección siguiente).',
      ],
    },
    {
      id: 'propiedad-del-sitio',
      heading: 'Qué pasa con tu sitio: primer año, suspensión y descarga',
      paragraphs: [
        'Si tu plan deja de estar pagado durante tu primer año con nosotros (contado desde tu primer pago), al terminar el periodo de gracia eliminamos el sitio y su contenido de nuestros servidores. Reservamos su dirección para ti durante 90 días más, por si quieres volver.',
        'Si eso ocurre después de tu primer año, al terminar el periodo de gracia tu sitio queda suspendido: deja de verse en internet, pero guardamos todo su contenido. Si vuelves a pagar tu plan, lo publicamos otra vez al instante, tal como estaba.',
        'Desde que cumples un año con nosotros, puedes descargar tu sitio cuando quieras con el botón «Descargar mi sitio» de tu panel: recibes un archivo .zip con sus páginas e imágenes, que puedes guardar o publicar con otro proveedor.',
        'En cualquier caso, los textos, fotos, logos y demás materiales que tú nos entregaste siguen siendo tuyos. Si tu dominio propio está registrado a tu nombre, también sigue siendo tuyo.',
      ],
    },
    {
      id: 'cambios-y-revisiones',
      heading: 'Cambios y revisiones',
      paragraphs: [
        'Durante los primeros 5 días, todos los cambios que pidas a tu sitio son gratis, hasta que quede como lo quieres.',
        'Después, los cambios menores están incluidos en tu suscripción. Los cambios grandes se cotizan aparte, y solo los hacemos si aceptas la cotización.',
      ],
      bullets: [
        'Cambios menores: actualizar textos, precios, horarios, fotos o datos de contacto, y ajustes pequeños de diseño.',
        'Cambios grandes: secciones o páginas nuevas fuera de tu plan, rediseños, nuevas funciones o integraciones.',
      ],
    },
    {
      id: 'contenido-del-cliente',
      heading: 'Tu contenido y tus responsabilidades',
      paragraphs: [
        'Eres responsable de la información, los textos, las imágenes y las marcas que nos entregas para tu sitio. Al enviárnoslos, confirmas que tienes derecho a usarlos y nos autorizas a utilizarlos solo para construir, publicar y mantener tu sitio.',
        'También te comprometes a:',
      ],
      bullets: [
        'Darnos información verdadera y mantener actualizados tus datos de contacto.',
        'No usar el sitio para actividades ilegales, engañosas o que afecten derechos de terceros.',
        'Cuidar la contraseña de tu cuenta y avisarnos si sospechas de un uso no autorizado.',
        'Revisar el contenido de tu sitio antes de aprobarlo, incluidos los textos que preparemos con ayuda de inteligencia artificial.',
      ],
    },
    {
      id: 'cambios-de-precios-y-terminos',
      heading: 'Cambios de precios y de estos términos',
      paragraphs: [
        'Nuestros precios actuales son de lanzamiento: suben S/ 5 por cada 100 clientes nuevos. Esa subida aplica solo a quienes se suscriben después; si ya eres cliente, mantienes el precio con el que te suscribiste mientras tu suscripción siga activa.',
        'Si por otro motivo necesitamos cambiar el precio de tu plan, te avisaremos por correo con al menos 30 días de anticipación.',
        'Si modificamos estos términos, te avisaremos con al menos 15 días de anticipación y publicaremos aquí la nueva versión con su fecha. Si no estás de acuerdo con los cambios, puedes cancelar antes de que entren en vigencia.',
      ],
    },
    {
      id: 'soporte',
      heading: 'Soporte',
      paragraphs: [
        'Puedes escribirnos desde tu panel o por correo. Respondemos en un plazo de 24 a 48 horas en días hábiles (de lunes a viernes, sin contar feriados).',
        'El plan Personalizado incluye soporte prioritario 24/7.',
      ],
    },
    {
      id: 'limitacion-de-responsabilidad',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'Trabajamos para que tu sitio esté siempre disponible y funcione bien, pero no podemos garantizar que nunca haya interrupciones, por ejemplo por mantenimiento o por fallas de proveedores externos como el hosting o los servicios de internet.',
        'Hasta donde lo permite la ley, nuestra responsabilidad total frente a ti por cualquier reclamo relacionado con el servicio se limita al monto que nos pagaste en los últimos 3 meses. No respondemos por ganancias dejadas de percibir ni por daños indirectos.',
        'Nada de lo anterior limita los derechos que te reconoce el Código de Protección y Defensa del Consumidor (Ley N.° 29571) ni otras normas que no se puedan dejar de lado por contrato.',
      ],
    },
    {
      id: 'ley-aplicable-y-contacto',
      heading: 'Ley aplicable, Libro de Reclamaciones y contacto',
      paragraphs: [
        'Estos términos se rigen por las leyes de la República del Perú. Si surge algún desacuerdo, primero buscaremos resolverlo contigo de forma directa; si no es posible, podrás acudir a las autoridades competentes del Perú, incluido el INDECOPI.',
        'Conforme al Código de Protección y Defensa del Consumidor (Ley N.° 29571), ponemos a tu disposición nuestro Libro de Reclamaciones virtual en /libro-de-reclamaciones, donde puedes registrar un reclamo o una queja.',
        'Para cualquier consulta sobre estos términos, escríbenos al correo de contacto que aparece en nuestra página de Contacto y al pie de cada página.',
      ],
    },
  ],
});

/** Botón al final de la página de términos. */
export const termsCta: CtaLink = {
  label: 'Probar Gratis 5 Días',
  href: '/start-trial',
};
