import { escapeHtml } from '@/lib/html/escape';
import { langPath, type SiteLang } from '@/lib/sites/document/english';
import { liveSiteCsp } from '@/lib/sites/serve/site-responses';
import { formMessageIn } from './form-messages';

/** The page's own words, in the language of the page the form was sent from. */
const WORDS = {
  es: {
    htmlLang: 'es-PE',
    title: 'No se pudo enviar',
    heading: 'No se pudo enviar tu mensaje',
    back: 'Vuelve atrás con el botón de tu navegador: lo que escribiste sigue en el formulario. O',
    contact: 've a Contacto',
  },
  en: {
    htmlLang: 'en',
    title: 'Not sent',
    heading: 'Your message could not be sent',
    back: "Go back with your browser's back button: what you wrote is still in the form. Or",
    contact: 'go to Contact',
  },
} as const;

/**
 * What a site's form answers when it cannot send: the reason and a way back, in the visitor's
 * language. Going back in the browser keeps what the visitor typed in the form.
 */
export function formErrorPage(message: string, status: number, lang: SiteLang = 'es'): Response {
  const words = WORDS[lang];
  const html = `<!doctype html><html lang="${words.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${words.title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;color:#222}main{max-width:32rem;padding:2rem}a{color:#1f4e9c}</style></head>
<body><main><h1>${words.heading}</h1><p>${escapeHtml(formMessageIn(message, lang))}</p><p>${escapeHtml(words.back)} <a href="${langPath(lang, 'contacto')}">${words.contact}</a>.</p></main></body></html>`;
  // On the site's host, like its pages: the same script-free policy (next.config.ts sends none there).
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': liveSiteCsp() },
  });
}
