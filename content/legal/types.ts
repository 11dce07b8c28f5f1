/** Sección de un documento legal. `id` sirve como ancla (#id) en la página. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** Documento legal estático (términos, privacidad, cookies). */
export interface LegalDocument {
  title: string;
  /** Fecha legible en español. */
  lastUpdated: string;
  /** Misma fecha en formato ISO, para <time dateTime>. */
  lastUpdatedISO: string;
  intro: string;
  sections: readonly LegalSection[];
}
