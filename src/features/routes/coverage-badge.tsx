import type { Coverage } from '@/api/schemas';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export const coverageLabels: Record<Coverage, string> = {
  local: 'Local',
  interstate: 'Interstate',
  international: 'International',
};

const coverageTones: Record<Coverage, BadgeTone> = {
  local: 'blue',
  interstate: 'indigo',
  international: 'purple',
};

export function CoverageBadge({ coverage }: { coverage: Coverage }) {
  return <Badge tone={coverageTones[coverage]}>{coverageLabels[coverage]}</Badge>;
}
