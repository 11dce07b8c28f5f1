import { z } from 'zod';

/**
 * Names mail systems and abuse desks expect to reach the domain's operator (RFC 2142 and the
 * mailer's own): a customer does not hand them out as a forwarding address.
 */
export const RESERVED_LOCAL_PARTS = ['postmaster', 'abuse', 'hostmaster', 'mailer-daemon', 'noc', 'security', 'root', 'webmaster'] as const;

const LOCAL_PART_SHAPE = /^[a-z0-9](?:[a-z0-9.-]{0,62}[a-z0-9])?$/;

/** 'Nueva dirección': the part before the @ (letters, digits, dots, hyphens) and where its mail goes. */
export const addEmailAddressSchema = z.object({
  siteId: z.uuid('Site not found'),
  localPart: z
    .string({ error: 'Escribe el nombre de la dirección, por ejemplo contacto' })
    .trim()
    .toLowerCase()
    .min(1, 'Escribe el nombre de la dirección, por ejemplo contacto')
    .max(64, 'El nombre puede tener hasta 64 caracteres')
    .refine((value) => LOCAL_PART_SHAPE.test(value) && !value.includes('..'), {
      message: 'Usa solo letras sin tildes, números, puntos y guiones, sin empezar ni terminar con punto o guion (por ejemplo ventas o info.tienda)',
    })
    .refine((value) => !(RESERVED_LOCAL_PARTS as readonly string[]).includes(value), {
      message: 'Ese nombre está reservado para los servicios de correo. Elige otro, por ejemplo contacto o ventas.',
    }),
  forwardTo: z
    .string({ error: 'Escribe el correo donde quieres recibir los mensajes' })
    .trim()
    .toLowerCase()
    .max(254, 'El correo es demasiado largo')
    .pipe(z.email('Escribe un correo válido, por ejemplo tunombre@gmail.com')),
});

export const emailAddressIdSchema = z.object({ siteId: z.uuid('Site not found'), addressId: z.uuid('Address not found') });
