import {
  Car,
  Flower2,
  HeartPulse,
  House,
  Landmark,
  PiggyBank,
  Shield,
  Sun,
  Tag,
  Thermometer,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";

/** The lucide icons a category may use (the value stored is the icon's name). */
export const CATEGORY_ICONS: Record<string, LucideIcon> = {
  tag: Tag,
  "heart-pulse": HeartPulse,
  sun: Sun,
  landmark: Landmark,
  thermometer: Thermometer,
  "flower-2": Flower2,
  "piggy-bank": PiggyBank,
  house: House,
  car: Car,
  shield: Shield,
  zap: Zap,
  wrench: Wrench,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = CATEGORY_ICONS[name] ?? Tag;
  return <Icon aria-hidden className={className ?? "size-4 text-emerald-600 dark:text-emerald-400"} />;
}
