/** Sección de un documento legal. `id` sirve como ancla (#id) en la página. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** Documento legal (términos, privacidad, cookies). */
export interface LegalDocument {
  title: string;
  /** Su versión (content/legal/versions.ts): el día de su último cambio, que la página muestra. */
  version: string;
  intro: string;
  sections: readonly LegalSection[];
}
