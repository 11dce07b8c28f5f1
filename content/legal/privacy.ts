import { PAYMENT_PROVIDER_NAMES, type LegalServices } from './services';
import type { LegalDocument } from './types';
import { LEGAL_VERSIONS } from './versions';

export type { LegalDocument, LegalSection } from './types';

/** The processors that receive payment and receipt data: exactly the ones this deployment uses. */
function paymentProcessors({ payments, yape, receipts }: LegalServices): string[] {
  const processors: string[] = [];
  if (payments === 'stripe') {
    processors.push(
      'Stripe, Inc. (Estados Unidos): procesa los pagos con tarjeta y gestiona las suscripciones. Recibe tu nombre, tu correo y los datos de tu tarjeta, y guarda el registro de tus pagos.',
    );
  }
  if (payments === 'mercadopago') {
    processors.push(
      `${PAYMENT_PROVIDER_NAMES.mercadopago}, del grupo Mercado Libre (sus servidores pueden estar fuera del Perú): procesa los pagos con tarjeta y las suscripciones mensuales${yape ? ', y los pagos mes a mes con Yape' : ''}. En su página de pago recibe directamente de ti los datos con los que pagas, que nosotros no vemos; de nosotros recibe solo el plan, el monto y una referencia interna de tu cuenta, y nos informa el resultado de cada pago.`,
    );
  }
  if (receipts) {
    processors.push(
      'Nuestro operador de comprobantes electrónicos, autorizado por la SUNAT (OSE/PSE): recibe los datos de cada boleta o factura (tu nombre o razón social, tu DNI, carné de extranjería o RUC, tu dirección fiscal si pides factura, tu correo, y el plan y el monto pagado) para emitirla y enviarla a la SUNAT, como exige la ley.',
    );
  }
  return processors;
}

export const privacyTitle = 'Política de privacidad';

export const privacy = (services: LegalServices): LegalDocument => ({
  title: privacyTitle,
  version: LEGAL_VERSIONS.privacy,
  intro:
    'En Vitrina cuidamos tus datos personales como cuidaríamos los nuestros. Aquí te contamos qué datos recopilamos, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos, de acuerdo con la Ley N.° 29733, Ley de Protección de Datos Personales, y su Reglamento, aprobado por el Decreto Supremo N.° 016-2024-JUS. Vitrina es responsable del tratamiento de los datos que nos entregas al usar este sitio y nuestro servicio.',
  sections: [
    {
      id: 'datos-que-recopilamos',
      heading: 'Datos que recopilamos',
      paragraphs: ['Solo pedimos los datos que necesitamos para darte el servicio. Según lo que hagas en nuestra web, pueden ser:'],
      bullets: [
        'Datos de tu cuenta: nombre completo, correo electrónico, teléfono y contraseña (que guardamos cifrada, nunca en texto legible).',
        'Datos de tu negocio, que nos das en el formulario de prueba: nombre del negocio, rubro, dirección, ciudad y país, sitio web actual, preferencias de diseño y de tono, colores, palabras clave, sitios de referencia, comentarios e imágenes de referencia.',
        'Mensajes: lo que nos escribes desde el formulario de contacto (nombre, correo y mensaje) o desde tu panel.',
        'Datos de suscripción: plan, estado, fechas de prueba y de renovación, y el identificador de cliente que nos asigna el procesador de pagos. Los datos de tu tarjeta los recibe directamente el procesador de pagos; nosotros no vemos ni guardamos el número completo.',
        'Datos para tus comprobantes: si quieres boleta, tu nombre y, si lo indicas, tu DNI o carné de extranjería; si quieres factura, el RUC, la razón social y la dirección fiscal.',
        'Datos del Libro de Reclamaciones: la información que registras al presentar un reclamo o una queja.',
        'Datos técnicos básicos: registros del servidor (por ejemplo, dirección IP, tipo de navegador, fecha y página solicitada) y, mientras tengas una sesión abierta, la dirección IP y el navegador desde los que ingresaste. Sirven para mantener el servicio seguro y resolver errores.',
      ],
    },
    {
      id: 'uso-de-los-datos',
      heading: 'Para qué usamos tus datos',
      paragraphs: [
        'Usamos tus datos para las siguientes finalidades:',
        'No vendemos tus datos ni los usamos para publicidad de terceros. Tampoco usamos herramientas de analítica ni de publicidad que sigan tu navegación.',
      ],
      bullets: [
        'Crear y administrar tu cuenta y tu prueba gratis.',
        'Diseñar, construir, publicar y mantener el sitio web de tu negocio.',
        'Preparar, con ayuda de un servicio de inteligencia artificial, un borrador de instrucciones para construir tu sitio a partir de los datos de tu negocio. Nuestro equipo revisa siempre el resultado.',
        'Cobrar tu suscripción y emitir los comprobantes que correspondan.',
        'Responder tus consultas, enviarte avisos sobre tu proyecto y comunicarte cambios en el servicio, los precios o estos documentos.',
        'Atender reclamos y quejas del Libro de Reclamaciones.',
        'Proteger el servicio frente a fraudes y usos indebidos, y cumplir nuestras obligaciones legales.',
      ],
    },
    {
      id: 'proteccion-de-los-datos',
      heading: 'Cómo protegemos tus datos',
      paragraphs: [
        'Aplicamos medidas técnicas y organizativas razonables para evitar que tus datos se pierdan, se alteren o los vea alguien que no debe:',
        'Ningún sistema es infalible. Si ocurriera un incidente de seguridad que afecte tus datos, te avisaremos y tomaremos las medidas que exige la ley.',
      ],
      bullets: [
        'Toda la comunicación con nuestra web viaja cifrada (HTTPS).',
        'Las contraseñas se guardan con un cifrado de un solo sentido (hash).',
        'Solo las personas de nuestro equipo que lo necesitan para su trabajo pueden acceder a tus datos.',
        'Trabajamos con proveedores que cuentan con medidas de seguridad reconocidas.',
      ],
    },
    {
      id: 'con-quien-compartimos',
      heading: 'Con quién compartimos tus datos',
      paragraphs: [
        'Para dar el servicio nos apoyamos en algunos proveedores que tratan datos por encargo nuestro, solo para las tareas que les asignamos. Varios de ellos están fuera del Perú, por lo que tus datos pueden ser objeto de transferencia internacional (flujo transfronterizo). Al hacerlo, procuramos que esos proveedores ofrezcan un nivel de protección adecuado, como lo exige la ley:',
        'Fuera de estos casos, solo compartiremos tus datos cuando una autoridad competente lo exija conforme a la ley, o cuando tú nos lo pidas.',
      ],
      bullets: [
        ...paymentProcessors(services),
        'Proveedor de envío de correos por SMTP (sus servidores pueden estar fuera del Perú): entrega los correos que te enviamos, como avisos de tu proyecto, copias de tus hojas de reclamación y respuestas a tus mensajes. Recibe tu nombre, tu correo y el contenido de cada mensaje.',
        'Proveedor de inteligencia artificial compatible con la API de OpenAI (por defecto OpenAI, Estados Unidos): lo usamos solo para preparar borradores de las instrucciones de tu sitio, a partir de los datos de tu negocio, y de los artículos de nuestro blog. No le enviamos tu contraseña, tus datos de pago ni tus hojas de reclamación.',
        'Proveedores de hosting, base de datos y almacenamiento en la nube (por ejemplo, Vercel y un almacenamiento compatible con Amazon S3, con servidores en Estados Unidos): alojan nuestra web, tu sitio, nuestra base de datos y los archivos que nos envías.',
      ],
    },
    {
      id: 'tus-derechos',
      heading: 'Tus derechos y cómo ejercerlos',
      paragraphs: [
        'Como titular de tus datos tienes los derechos de acceso, rectificación, cancelación y oposición (conocidos como derechos ARCO), además del derecho a la portabilidad y a revocar tu consentimiento cuando el tratamiento se base en él. Puedes ejercerlos así:',
        'Atenderemos tu solicitud en los plazos que establece la ley. Para proteger tus datos, podemos pedirte que confirmes tu identidad. Ten en cuenta que eliminar tu cuenta pone fin al servicio y a tu sitio, y que algunos datos deben conservarse por obligación legal (ver la sección de conservación).',
        'Si consideras que no atendimos bien tu solicitud, puedes presentar una reclamación ante la Autoridad Nacional de Protección de Datos Personales, del Ministerio de Justicia y Derechos Humanos.',
      ],
      bullets: [
        'Acceso y portabilidad: en tu panel, entra a la sección «Mis datos» y usa «Descargar mis datos» para obtener al instante una copia en formato JSON de tu perfil, tus solicitudes, tus mensajes, tu suscripción y tus consentimientos.',
        'Rectificación: escríbenos desde tu panel o por correo indicando qué dato debemos corregir y lo actualizamos.',
        'Cancelación (supresión): en «Mis datos», usa «Eliminar mi cuenta» y confirma con tu contraseña. Cancelamos tu suscripción, cerramos tus sesiones en todos tus dispositivos, borramos tu cuenta y tus datos personales y te enviamos un correo de confirmación. Solo conservamos lo que la ley exige (ver la sección de conservación).',
        'Oposición y revocación del consentimiento: escríbenos para oponerte a un uso concreto de tus datos o para dejar de recibir correos comerciales, y lo atenderemos.',
        'En todos los casos también puedes escribirnos al correo de contacto que figura en nuestra página de Contacto.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'Solo usamos las cookies estrictamente necesarias para que el sitio funcione, como la cookie que mantiene abierta tu sesión cuando ingresas a tu panel. No usamos cookies de analítica ni de publicidad, por eso no verás un aviso de cookies. Encuentra el detalle en nuestra Política de cookies (/cookie-policy).',
      ],
    },
    {
      id: 'conservacion',
      heading: 'Cuánto tiempo guardamos tus datos',
      paragraphs: ['Guardamos tus datos solo mientras los necesitamos para la finalidad por la que los recopilamos:'],
      bullets: [
        'Datos de cuenta, del negocio y del proyecto: mientras tengas una cuenta con nosotros. Si la eliminas, los borramos, salvo lo que debamos conservar por ley.',
        'Mensajes del formulario de contacto: el tiempo necesario para atender tu consulta y hacerle seguimiento.',
        'Hojas de reclamación del Libro de Reclamaciones: como mínimo 2 años, según exige la normativa de protección al consumidor, aunque elimines tu cuenta.',
        'Información de pagos y comprobantes: durante el plazo que exige la normativa tributaria.',
        'Registros técnicos del servidor: por un periodo breve, solo para seguridad y resolución de errores.',
      ],
    },
    {
      id: 'cambios-a-esta-politica',
      heading: 'Cambios a esta política',
      paragraphs: [
        'Podemos actualizar esta política cuando cambie el servicio o la ley. Publicaremos aquí la nueva versión con su fecha de actualización y, si el cambio es importante, te avisaremos por correo con anticipación.',
      ],
    },
    {
      id: 'contacto',
      heading: 'Contacto',
      paragraphs: [
        'Si tienes preguntas sobre esta política o sobre el uso de tus datos, escríbenos al correo de contacto que aparece en nuestra página de Contacto (/contact) y al pie de cada página. Te responderemos en un plazo de 24 a 48 horas en días hábiles.',
      ],
    },
  ],
});
