import { AlertTriangle, CheckCircle2, XCircle } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  success: { box: 'border-green-200 bg-green-50 text-green-800', icon: CheckCircle2 },
  warning: { box: 'border-orange-200 bg-orange-50 text-orange-800', icon: AlertTriangle },
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: XCircle },
} as const;

export type NoticeTone = keyof typeof tones;

/** An inline message: green success, orange warning, red error (docs/product.md#session). */
export function Notice({ tone, children, className }: { tone: NoticeTone; children: ReactNode; className?: string }) {
  const { box, icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon node={icon} className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
