/**
 * Nombres visibles (en español) de las opciones del formulario de prueba.
 * Los valores son las claves que se guardan; las etiquetas son lo que ve el cliente.
 */

export interface SelectOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/* Rubro ------------------------------------------------------------- */

export const industryValues = [
  'restaurant',
  'retail',
  'healthcare',
  'automotive',
  'real-estate',
  'professional-services',
  'home-services',
  'fitness',
  'beauty',
  'other',
] as const;

export type IndustryValue = (typeof industryValues)[number];

export const industryLabels: Readonly<Record<IndustryValue, string>> = {
  restaurant: 'Restaurante',
  retail: 'Tienda / comercio',
  healthcare: 'Salud',
  automotive: 'Automotriz',
  'real-estate': 'Inmobiliaria',
  'professional-services': 'Servicios profesionales',
  'home-services': 'Servicios para el hogar',
  fitness: 'Gimnasio / fitness',
  beauty: 'Belleza / estética',
  other: 'Otro',
};

export const industryOptions: readonly SelectOption<IndustryValue>[] = industryValues.map((value) => ({ value, label: industryLabels[value] }));

/* Preferencia sobre el sitio --------------------------------------- */

export const sitePreferenceValues = ['keep_as_is', 'redesign', 'no_site_build_new'] as const;

export type SitePreferenceValue = (typeof sitePreferenceValues)[number];

export const sitePreferenceLabels: Readonly<Record<SitePreferenceValue, string>> = {
  keep_as_is: 'Mantener mi sitio actual y mejorarlo',
  redesign: 'Rediseñar mi sitio actual',
  no_site_build_new: 'No tengo sitio, quiero uno nuevo',
};

export const sitePreferenceOptions: readonly SelectOption<SitePreferenceValue>[] = sitePreferenceValues.map((value) => ({
  value,
  label: sitePreferenceLabels[value],
}));

/* Tono de los textos ----------------------------------------------- */

export const copyToneValues = ['professional', 'friendly', 'direct'] as const;

export type CopyToneValue = (typeof copyToneValues)[number];

export const copyToneLabels: Readonly<Record<CopyToneValue, string>> = {
  professional: 'Profesional',
  friendly: 'Cercano y amigable',
  direct: 'Directo y conciso',
};

export const copyToneOptions: readonly SelectOption<CopyToneValue>[] = copyToneValues.map((value) => ({ value, label: copyToneLabels[value] }));
