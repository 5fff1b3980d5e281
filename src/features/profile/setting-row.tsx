import { useId } from 'react';
import { Switch } from '@/components/ui/switch';

export interface SettingRowProps {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A labelled on/off setting: the switch is named by the label and described by the line under it. */
export function SettingRow({ label, description, checked, onCheckedChange }: SettingRowProps) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </p>
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
    </li>
  );
}
