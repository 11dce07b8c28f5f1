/**
 * The page a suspended site answers: HTTP 503, Spanish, and nothing that belonged to the customer
 * (no name, no logo, no contact data). Plain HTML with inline style, so it needs nothing else.
 */
const HTML = `<!doctype html>
<html lang="es-PE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sitio no disponible</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f6f6;color:#222}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.6rem}</style>
</head><body><main><h1>Este sitio no está disponible por ahora</h1><p>Vuelve a visitarlo más tarde.</p></main></body></html>`;

export function unavailableSiteResponse(): Response {
  return new Response(HTML, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '86400' },
  });
}
