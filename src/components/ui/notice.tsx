import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CheckCircle2 },
  warning: { box: 'border-orange-200 bg-orange-50 text-orange-800', Icon: AlertTriangle },
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: XCircle },
} as const;

export type NoticeTone = keyof typeof tones;

/** An inline message: green success, orange warning, red error (SPEC.md §4). */
export function Notice({ tone, children, className }: { tone: NoticeTone; children: ReactNode; className?: string }) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
