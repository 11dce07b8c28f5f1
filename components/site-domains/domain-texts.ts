/** The domain settings' words: Spanish for the customer's dashboard, English for the admin panel. */
export type DomainTexts = {
  heading: string;
  intro: (siteAddress: string) => string;
  label: string;
  save: string;
  saved: string;
  verified: string;
  pending: string;
  /** A verified domain whose last check failed: still served until the daily re-check's limit. */
  failing: string;
  failingNote: string;
  verifiedToast: (domain: string) => string;
  recordsCaption: string;
  /** Under the records of a root domain ('negocio.pe'), which cannot hold a CNAME. */
  rootNote: (domain: string) => string;
  type: string;
  name: string;
  value: string;
  verify: string;
  checking: string;
  remove: string;
  removeTitle: string;
  removeDescription: (domain: string, siteAddress: string) => string;
  removeLabels: { cancel: string; confirm: string; pending: string };
};

export const DOMAIN_TEXTS: Record<'es' | 'en', DomainTexts> = {
  es: {
    heading: 'Tu dominio',
    intro: (siteAddress) => `Tu sitio siempre está en ${siteAddress}. Si tienes un dominio propio, conéctalo aquí y tu sitio se verá también en él.`,
    label: 'Dominio',
    save: 'Conectar dominio',
    saved: 'Dominio guardado: crea los registros DNS y pulsa «Verificar» en los próximos 7 días; si no, lo quitamos y tendrás que escribirlo de nuevo.',
    verified: 'Verificado',
    pending: 'Pendiente de verificación',
    failing: 'Verificado, con problemas',
    failingNote:
      'Tu sitio todavía responde en este dominio, pero en la última revisión faltaban sus registros DNS. Vuelve a crearlos como aparecen abajo: si siguen faltando unos días, lo desconectaremos.',
    verifiedToast: (domain) => `¡Listo! Tu sitio ya responde en ${domain}.`,
    recordsCaption: 'Crea estos registros en el panel DNS de tu proveedor de dominio:',
    rootNote: (domain) =>
      `${domain} es un dominio raíz, y la mayoría de proveedores no aceptan un registro CNAME en él. Crea un registro ALIAS o ANAME (algunos lo llaman «CNAME flattening») con el valor de arriba. Si tu proveedor no ofrece ninguno, conecta www.${domain} en su lugar: ahí sí va un CNAME.`,
    type: 'Tipo',
    name: 'Nombre',
    value: 'Valor',
    verify: 'Verificar',
    checking: 'Verificando...',
    remove: 'Desconectar',
    removeTitle: 'Desconectar dominio',
    removeDescription: (domain, siteAddress) => `Tu sitio dejará de verse en ${domain} y seguirá en ${siteAddress}.`,
    removeLabels: { cancel: 'Cancelar', confirm: 'Desconectar', pending: 'Desconectando...' },
  },
  en: {
    heading: 'Custom domain',
    intro: (siteAddress) => `The site always answers at ${siteAddress}. A verified custom domain serves it too and becomes its canonical address.`,
    label: 'Domain',
    save: 'Set domain',
    saved: 'Domain saved: the customer must create the DNS records, then verify within 7 days (unverified domains are dropped after that).',
    verified: 'Verified',
    pending: 'Pending verification',
    failing: 'Verified, failing checks',
    failingNote: 'Still served, but its DNS records were missing at the last check; the daily re-check disconnects it after a few failing days.',
    verifiedToast: (domain) => `Verified: the site now answers at ${domain}.`,
    recordsCaption: 'DNS records to create at the domain provider:',
    rootNote: (domain) =>
      `${domain} is a root domain: most registrars refuse a CNAME there. Use an ALIAS/ANAME record with the value above, or connect www.${domain} instead.`,
    type: 'Type',
    name: 'Name',
    value: 'Value',
    verify: 'Verify',
    checking: 'Checking...',
    remove: 'Remove',
    removeTitle: 'Remove custom domain',
    removeDescription: (domain, siteAddress) => `The site will stop answering at ${domain} and stay at ${siteAddress}.`,
    removeLabels: { cancel: 'Cancel', confirm: 'Remove', pending: 'Removing...' },
  },
};
