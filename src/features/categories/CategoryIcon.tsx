import {
  Apple,
  BadgeCheck,
  Bitcoin,
  Blocks,
  BookBookmark,
  BookOpen,
  Bot,
  Brain,
  Briefcase,
  BuildingComplex,
  Camera,
  ChartColumn,
  Clapperboard,
  Clock,
  Code,
  Compass,
  Database,
  Dumbbell,
  EighthNotes,
  FileText,
  FingerprintPattern,
  Flower2,
  GraduationCap,
  Handshake,
  Headphones,
  HeartHandshake,
  HeartPulse,
  House,
  Images,
  Kanban,
  Laptop,
  LayoutGrid,
  Link as LinkIcon,
  Mail,
  Megaphone,
  MessageCircle,
  Mic,
  Package,
  Palette,
  PanelsTopLeft,
  PenTool,
  PiggyBank,
  Presentation,
  Printer,
  Repeat,
  Rocket,
  Scale,
  Search,
  Share2,
  Shield,
  ShoppingBag,
  ShoppingCart,
  SquarePlay,
  Sprout,
  Stethoscope,
  Tag,
  Target,
  Terminal,
  ThumbsUp,
  Timer,
  TrendingUp,
  Truck,
  UserCheck,
  Users,
  Wallet,
  Workflow,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';

/**
 * The icon of each name the categories table uses (kebab-case lucide names),
 * imported one by one so the bundle carries only these, never the whole set.
 * lucide 1.x renamed some (bar-chart-3 is ChartColumn, building-2 is
 * BuildingComplex…) and dropped brand logos: Instagram shows a picture
 * gallery and YouTube a play button instead.
 */
export const CATEGORY_ICONS: Readonly<Record<string, LucideIcon>> = {
  apple: Apple,
  'badge-check': BadgeCheck,
  'bar-chart-3': ChartColumn,
  bitcoin: Bitcoin,
  blocks: Blocks,
  'book-marked': BookBookmark,
  'book-open': BookOpen,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  'building-2': BuildingComplex,
  camera: Camera,
  clapperboard: Clapperboard,
  clock: Clock,
  code: Code,
  compass: Compass,
  database: Database,
  dumbbell: Dumbbell,
  'file-text': FileText,
  fingerprint: FingerprintPattern,
  'flower-2': Flower2,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  headphones: Headphones,
  'heart-handshake': HeartHandshake,
  'heart-pulse': HeartPulse,
  house: House,
  instagram: Images,
  kanban: Kanban,
  laptop: Laptop,
  layout: PanelsTopLeft,
  'layout-grid': LayoutGrid,
  link: LinkIcon,
  mail: Mail,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  mic: Mic,
  music: EighthNotes,
  package: Package,
  palette: Palette,
  'pen-tool': PenTool,
  'piggy-bank': PiggyBank,
  presentation: Presentation,
  printer: Printer,
  repeat: Repeat,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  'share-2': Share2,
  shield: Shield,
  'shopping-bag': ShoppingBag,
  'shopping-cart': ShoppingCart,
  sprout: Sprout,
  stethoscope: Stethoscope,
  target: Target,
  terminal: Terminal,
  'thumbs-up': ThumbsUp,
  timer: Timer,
  'trending-up': TrendingUp,
  truck: Truck,
  'user-check': UserCheck,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
  wrench: Wrench,
  youtube: SquarePlay,
};

/** What a category shows when its icon name is not one the app knows (a category added later, a typo). */
export const FALLBACK_CATEGORY_ICON: LucideIcon = Tag;

/** The icon for a categories row's icon name; the fallback for any name not in the map. */
export function categoryIcon(name: string): LucideIcon {
  // hasOwn, so a name like "constructor" is not found on the object's prototype.
  return (Object.hasOwn(CATEGORY_ICONS, name) && CATEGORY_ICONS[name]) || FALLBACK_CATEGORY_ICON;
}

interface CategoryIconProps {
  /** The icon name from the categories table (kebab-case). */
  name: string;
  size?: number;
  className?: string;
}

/** A category's icon. Decorative: the category's name is always written beside it. */
export function CategoryIcon({ name, size = 18, className }: CategoryIconProps) {
  // createElement, not <Icon />: the icon is looked up from a fixed table (never made during render),
  // which the hooks linter cannot tell from a component created on the fly.
  return createElement(categoryIcon(name), { 'aria-hidden': true, size, className });
}
