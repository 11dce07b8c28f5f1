import { PAYMENT_PROVIDER_NAMES, type LegalServices } from './services';
import type { LegalDocument } from './types';
import { LEGAL_VERSIONS } from './versions';

export type { LegalDocument, LegalSection } from './types';

/** The payment page we send a customer to, if any, and whose cookies it may set. */
function paymentPageCookies({ payments, yape }: LegalServices): string {
  if (payments === null) return 'Por ahora no cobramos en línea, así que tampoco te llevamos a la página de pago de otra empresa.';
  const name = PAYMENT_PROVIDER_NAMES[payments];
  const when = yape ? 'Cuando activas tu plan, cambias tu tarjeta o pagas un mes con Yape' : 'Cuando activas tu plan o gestionas tu suscripción';
  return `${when}, te llevamos a la página de pago segura de ${name}, nuestro procesador de pagos. Esa página pertenece a ${name}, que puede usar sus propias cookies para procesar el pago y prevenir fraudes, según su propia política de cookies.`;
}

export const cookiesTitle = 'Política de cookies';

export const cookies = (services: LegalServices): LegalDocument => ({
  title: cookiesTitle,
  version: LEGAL_VERSIONS.cookies,
  intro:
    'Las cookies son pequeños archivos que un sitio web guarda en tu navegador. En Vitrina usamos lo mínimo: solo las cookies estrictamente necesarias para que puedas iniciar sesión y usar tu panel. No usamos cookies de analítica ni de publicidad, y por eso no te mostramos ningún aviso de cookies. A continuación te explicamos cada tipo, incluidos los que no usamos.',
  sections: [
    {
      id: 'esenciales',
      heading: 'Cookies esenciales (las únicas que usamos)',
      paragraphs: [
        'Son las que permiten que el sitio funcione de forma segura. Sin ellas no podrías iniciar sesión ni entrar a tu panel.',
        'Si solo visitas nuestra web sin iniciar sesión (por ejemplo, para leer el blog o ver los precios), no guardamos cookies más allá de lo estrictamente necesario para que la página funcione.',
      ],
      bullets: [
        'Cookie de sesión (better-auth.session_token): se crea cuando inicias sesión y sirve para reconocerte mientras navegas por tu panel, para que no tengas que ingresar tu contraseña en cada página. No se usa para nada más.',
        'Cookie de verificación en dos pasos: solo para el equipo de Vitrina que usa un código de verificación; dura unos minutos, mientras se completa el ingreso.',
      ],
    },
    {
      id: 'rendimiento',
      heading: 'Cookies de rendimiento o analítica (no las usamos)',
      paragraphs: [
        'Estas cookies sirven para contar visitas y medir cómo se usa un sitio. Nosotros no usamos herramientas de analítica como Google Analytics ni otras similares, así que no guardamos este tipo de cookies en tu navegador.',
      ],
    },
    {
      id: 'funcionales',
      heading: 'Cookies funcionales o de preferencias (no las usamos)',
      paragraphs: [
        'Estas cookies recuerdan opciones como el idioma o la región para personalizar tu experiencia. Nuestro sitio no las necesita y no las utiliza.',
      ],
    },
    {
      id: 'marketing',
      heading: 'Cookies de marketing o publicidad (no las usamos)',
      paragraphs: [
        'Estas cookies siguen tu navegación entre distintos sitios para mostrarte anuncios. No usamos ninguna: no instalamos píxeles de redes sociales ni de plataformas de publicidad, y no compartimos tu navegación con anunciantes.',
      ],
    },
    {
      id: 'terceros',
      heading: 'Cookies de terceros',
      paragraphs: ['En nuestras páginas no cargamos cookies de otras empresas.', paymentPageCookies(services)],
    },
    {
      id: 'control',
      heading: 'Cómo controlar las cookies',
      paragraphs: [
        'Puedes ver, bloquear o borrar las cookies desde la configuración de tu navegador (Chrome, Firefox, Safari, Edge u otro). Si bloqueas la cookie de sesión, podrás seguir leyendo nuestras páginas públicas, pero no podrás iniciar sesión ni usar tu panel.',
        'Como no usamos cookies opcionales, no hay nada que debas aceptar o rechazar para navegar por nuestro sitio. Si algún día añadimos una herramienta de analítica, te pediremos tu consentimiento antes de activarla y actualizaremos esta política.',
      ],
    },
    {
      id: 'duracion',
      heading: 'Cuánto duran',
      paragraphs: [
        'La cookie de sesión tiene una duración limitada: se mantiene mientras tu sesión está activa, se renueva mientras usas tu panel y se elimina cuando cierras sesión o cuando vence. No guardamos cookies permanentes con otros fines.',
      ],
    },
    {
      id: 'contacto',
      heading: 'Contacto',
      paragraphs: [
        'Si tienes dudas sobre esta política, escríbenos al correo de contacto que aparece en nuestra página de Contacto (/contact) y al pie de cada página. Para saber más sobre cómo tratamos tus datos, revisa nuestra Política de privacidad (/privacy-policy).',
      ],
    },
  ],
});
