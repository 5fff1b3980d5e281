import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { Switch } from '@/components/ui/switch';

export interface SettingRowProps {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A setting's name and the line under it, beside its on/off switch, which they name and
 * describe. `heading`: the name is the heading of what follows (a customer message's template).
 */
export function SettingSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  heading = false,
  className,
}: SettingRowProps & { heading?: boolean; className?: string }) {
  const id = useId();
  const Label = heading ? 'h3' : 'p';
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <div className="min-w-0">
        <Label id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </Label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-500">
          {description}
        </p>
      </div>
      <Switch
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

/** A labelled on/off setting in a list. */
export function SettingRow(props: SettingRowProps) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <SettingSwitch {...props} />
    </li>
  );
}
