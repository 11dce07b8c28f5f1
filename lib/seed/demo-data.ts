/** Demo blog articles, keywords and contact messages for `npm run db:seed`. */
export const demoArticles = [
  {
    title: '5 razones para que tu restaurante tenga su propia web',
    slug: '5-razones-para-que-tu-restaurante-tenga-su-propia-web',
    excerpt: 'Tu carta, tu ubicación y tus reservas en un solo lugar: así ayuda una web propia a llenar mesas.',
    content:
      '<h2>Tu carta siempre a mano</h2><p>Tus clientes buscan el menú antes de salir de casa. Una web propia lo muestra actualizado, sin depender de fotos borrosas en redes.</p><h2>Reservas por WhatsApp</h2><p>Un botón directo convierte visitas en reservas.</p>',
    seoKeywords: 'web para restaurantes, carta digital, reservas por whatsapp, restaurantes Lima',
    status: 'published' as const,
    sourceType: 'topic' as const,
    sourceValue: 'Webs para restaurantes',
  },
  {
    title: 'Cómo aparecer en Google Maps con tu negocio',
    slug: 'como-aparecer-en-google-maps-con-tu-negocio',
    excerpt: 'Paso a paso para que te encuentren quienes buscan lo que vendes cerca de ellos.',
    content:
      '<h2>Crea tu perfil de empresa</h2><p>Registra tu negocio con la dirección exacta, horarios y fotos reales.</p><h2>Enlázalo con tu web</h2><p>Google confía más en los negocios con un sitio propio y datos coherentes.</p>',
    seoKeywords: 'google maps, seo local, negocios Perú',
    status: 'published' as const,
    sourceType: 'keyword' as const,
    sourceValue: 'google maps negocio',
  },
  {
    title: 'Tienda online o catálogo: qué le conviene a tu negocio',
    slug: 'tienda-online-o-catalogo-que-le-conviene-a-tu-negocio',
    excerpt: 'No todos los negocios necesitan carrito de compras. Te ayudamos a elegir.',
    content:
      '<h2>El catálogo vende por WhatsApp</h2><p>Muestra tus productos con precios y recibe pedidos por chat.</p><h2>La tienda cobra sola</h2><p>Cuando vendes mucho y a todo el país, el pago en línea ahorra tiempo.</p>',
    seoKeywords: 'tienda online, catálogo digital, ventas por whatsapp',
    status: 'published' as const,
    sourceType: 'topic' as const,
    sourceValue: 'Tienda online vs catálogo',
  },
  {
    title: 'Borrador: ideas de contenido para tu blog de turismo',
    slug: 'borrador-ideas-de-contenido-para-tu-blog-de-turismo',
    excerpt: 'Temas que atraen viajeros a tu agencia durante todo el año.',
    content: '<p>Rutas, temporadas, consejos de altura y testimonios de viajeros.</p>',
    seoKeywords: 'turismo, blog de viajes, agencias de viaje',
    status: 'draft' as const,
    sourceType: 'keyword' as const,
    sourceValue: 'blog turismo',
  },
];

export const demoKeywords = [
  'diseño web para restaurantes en Lima',
  'cómo vender por WhatsApp',
  'página web para agencia de turismo en Cusco',
  'SEO local para negocios en Arequipa',
] as const;

export const demoContactMessages = [
  { name: 'Carlos Mendoza', email: 'carlos@ejemplo.pe', message: 'Hola, tengo una ferretería en Trujillo. ¿El plan Básico incluye catálogo de productos?' },
  { name: 'Lucía Torres', email: 'lucia@ejemplo.pe', message: '¿Pueden migrar mi web actual de WordPress a su servicio sin perder el dominio?' },
];
