import { Mail, Phone } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { PartnerProfile } from '@/api/schemas';
import { Skeleton } from '@/components/ui/card';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** The partner's company and contact details, read-only. */
export function ProfileSummary({ profile }: { profile: PartnerProfile }) {
  return (
    <div>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
        >
          {initials(profile.companyName) || '?'}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Company name</p>
          <p className="text-lg font-semibold break-words text-slate-900">{profile.companyName}</p>
          <p className="text-sm text-slate-600">
            {profile.firstName} {profile.lastName}
          </p>
        </div>
      </div>
      <dl className="mt-5 space-y-3 border-t border-slate-100 pt-5 text-sm">
        <div className="relative pl-7">
          <dt className="text-xs font-medium text-slate-500">
            <Icon node={Mail} className="absolute top-0.5 left-0 size-4 text-slate-400" aria-hidden="true" />
            Email
          </dt>
          <dd className="font-medium break-all text-slate-900">{profile.email}</dd>
        </div>
        <div className="relative pl-7">
          <dt className="text-xs font-medium text-slate-500">
            <Icon node={Phone} className="absolute top-0.5 left-0 size-4 text-slate-400" aria-hidden="true" />
            Phone
          </dt>
          <dd className="font-medium text-slate-900">{profile.phone}</dd>
        </div>
      </dl>
    </div>
  );
}

export function ProfileSummarySkeleton() {
  return (
    <div aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3.5 w-28" />
        </div>
      </div>
      <div className="mt-5 space-y-4 border-t border-slate-100 pt-5">
        <Skeleton className="h-9 w-52" />
        <Skeleton className="h-9 w-40" />
      </div>
    </div>
  );
}
