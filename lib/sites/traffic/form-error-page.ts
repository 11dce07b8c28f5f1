import { escapeHtml } from '@/lib/html/escape';
import { liveSiteCsp } from '@/lib/sites/serve/site-responses';

/**
 * What a site's contact form answers when it cannot send: the reason in Spanish and a way back.
 * Going back in the browser keeps what the visitor typed in the form.
 */
export function formErrorPage(message: string, status: number): Response {
  const html = `<!doctype html><html lang="es-PE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>No se pudo enviar</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;color:#222}main{max-width:32rem;padding:2rem}a{color:#1f4e9c}</style></head>
<body><main><h1>No se pudo enviar tu mensaje</h1><p>${escapeHtml(message)}</p><p>Vuelve atrás con el botón de tu navegador: lo que escribiste sigue en el formulario. O <a href="/contacto">ve a Contacto</a>.</p></main></body></html>`;
  // On the site's host, like its pages: the same script-free policy (next.config.ts sends none there).
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': liveSiteCsp() },
  });
}
