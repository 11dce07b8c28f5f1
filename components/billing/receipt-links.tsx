/** The id of a receipt's entry in 'Tus comprobantes', which a payment in 'Pagos' links to. */
export const receiptAnchor = (number: string) => `comprobante-${number}`;

/** The PDF and XML of one receipt, named for screen readers by its number. */
export function ReceiptLinks({ number, pdfUrl, xmlUrl }: { number: string; pdfUrl: string | null; xmlUrl: string | null }) {
  if (!pdfUrl && !xmlUrl) return null;
  return (
    <span className="flex gap-3">
      {pdfUrl ? (
        <a className="text-primary underline" href={pdfUrl} target="_blank" rel="noopener noreferrer">
          Descargar PDF<span className="sr-only"> de {number}</span>
        </a>
      ) : null}
      {xmlUrl ? (
        <a className="text-primary underline" href={xmlUrl} target="_blank" rel="noopener noreferrer">
          XML<span className="sr-only"> de {number}</span>
        </a>
      ) : null}
    </span>
  );
}
