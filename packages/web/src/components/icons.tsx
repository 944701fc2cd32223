import type { PersonalityId } from '@stellara/contract/plans';
import {
  Compass,
  Eye,
  Flame,
  Hourglass,
  Leaf,
  type LucideIcon,
  Moon,
  Orbit,
  Sparkles,
  Sun,
  Sunset,
  Target,
  WandSparkles,
  Waves,
} from 'lucide-react';
import type { ThemeId } from '../themes/themes.ts';

export const themeIcons: Record<ThemeId, LucideIcon> = {
  moon: Moon,
  cosmic: Sparkles,
  mystic: Eye,
  nature: Leaf,
  sunset: Sunset,
  ocean: Waves,
  galaxy: Orbit,
  sun: Sun,
};

export const personalityIcons: Record<PersonalityId, LucideIcon> = {
  guide: Compass,
  witchy: Flame,
  mystical: WandSparkles,
  mentor: Hourglass,
  coach: Target,
};
