import { z } from 'zod';

/** Inputs of the logo's actions besides the brief (lib/submissions/logo-brief.ts). Safe for client components. */
export const chooseLogoSchema = z.object({ optionId: z.uuid('Esa opción ya no está disponible. Recarga la página y elige otra.') });
export const siteLogoSchema = z.object({ siteId: z.uuid('site not found') });
export const logoOptionSchema = z.object({ siteId: z.uuid('site not found'), optionId: z.uuid('That option is gone already.') });
export const uploadLogoOptionSchema = z.object({ siteId: z.uuid('site not found'), file: z.instanceof(File, { message: 'choose an image file' }) });
