/**
 * Runs in the browser before the app's own code (Next's client instrumentation file).
 *
 * Zod 4 checks once whether it may compile parsers with `new Function`. Our Content-Security-Policy
 * forbids eval, so that check only left a CSP violation in the browser's issues on every page that
 * validates a form (Lighthouse best practices 96 on /start-trial and /libro-de-reclamaciones);
 * the parsers it then used were the uncompiled ones anyway. Zod reads this global object when it
 * loads (the one `z.config()` writes), so saying "jitless" here skips the check without bundling
 * zod into every page. tests/unit/zod-jitless.test.ts checks that zod still honours it.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodConfig = ((globalThis as ZodGlobal).__zod_globalConfig ??= {});
zodConfig.jitless = true;

export {};
