import { Plus } from 'lucide';
import { Button, type ButtonProps } from './button';
import { Icon } from './icons';

/** A section's small "add" button: a plus, then what it adds ("Add endpoint"). */
export function AddButton({ children, ...props }: Omit<ButtonProps, 'size'>) {
  return (
    <Button size="sm" {...props}>
      <Icon node={Plus} className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}
