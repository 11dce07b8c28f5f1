import { MessageCircle } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

const GREETING = 'Hola, quiero información sobre mi página web con Vitrina.';

/** wa.me wants the number in international form, digits only (51 + the mobile number). */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(GREETING)}`;
}

type Props = { number: string | undefined; className?: string };

/** A WhatsApp chat button; renders nothing when WHATSAPP_NUMBER is not configured. */
export function WhatsAppLink({ number, className }: Props) {
  if (!number) return null;
  return (
    <a
      href={whatsappUrl(number)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex h-10 items-center gap-2 rounded-md bg-[#0f7a40] px-4 text-sm font-medium text-white hover:bg-[#0b6334]', className)}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Escríbenos por WhatsApp
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
