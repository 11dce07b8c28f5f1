import {
  Globe,
  HeartHandshake,
  Lightbulb,
  Mail,
  MailCheck,
  MapPin,
  Palette,
  RefreshCw,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
  Sparkles,
  TrendingUp,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/types';

const ICONS: Record<IconName, LucideIcon> = {
  Zap,
  Smartphone,
  Search,
  HeartHandshake,
  Server,
  Globe,
  ShieldCheck,
  TrendingUp,
  Mail,
  MailCheck,
  Palette,
  MapPin,
  Lightbulb,
  Sparkles,
  Workflow,
  RefreshCw,
};

/** Content names its icons; this draws them (server-rendered SVG, no client code). */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}

/** The round tinted badge that holds a content icon on cards. */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
      <ContentIcon name={name} className="size-5" />
    </span>
  );
}
