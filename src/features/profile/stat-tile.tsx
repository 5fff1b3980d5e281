import { Icon, type IconNode } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

const tones = {
  green: 'bg-green-50 text-green-700',
  blue: 'bg-blue-50 text-blue-700',
  yellow: 'bg-yellow-50 text-yellow-700',
  red: 'bg-red-50 text-red-700',
} as const;
export type StatTone = keyof typeof tones;

/**
 * One number of the delivery statistics: a dt/dd pair, so it reads "Pending, 3". The icon
 * sits inside the dt (a dl's groups may hold only dt and dd), beside the text from 480 px up.
 */
export function StatTile({
  label,
  value,
  icon,
  tone,
}: {
  label: string;
  value: number;
  icon: IconNode;
  tone: StatTone;
}) {
  return (
    <div className="relative rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200/70 ring-inset min-[480px]:pl-[4.25rem]">
      <dt className="text-sm font-medium text-slate-600">
        <span
          className={cn(
            'mb-2 flex size-10 items-center justify-center rounded-lg min-[480px]:absolute min-[480px]:top-1/2 min-[480px]:left-4 min-[480px]:mb-0 min-[480px]:-translate-y-1/2',
            tones[tone],
          )}
        >
          <Icon node={icon} className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value.toLocaleString('en-NG')}</dd>
    </div>
  );
}

export function StatTileSkeleton() {
  return (
    <div className="relative rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200/70 ring-inset min-[480px]:pl-[4.25rem]">
      <Skeleton className="mb-2 size-10 rounded-lg min-[480px]:absolute min-[480px]:top-1/2 min-[480px]:left-4 min-[480px]:mb-0 min-[480px]:-translate-y-1/2" />
      <div className="space-y-2">
        <Skeleton className="h-3.5 w-20" />
        <Skeleton className="h-6 w-10" />
      </div>
    </div>
  );
}
