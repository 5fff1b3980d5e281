import { Button } from '@/components/ui/button';

/** The two buttons under a step that needs words first (cancel, reject, a location): leave it, or confirm it. */
export function ConfirmButtons({
  keep,
  confirm,
  confirming,
  pending,
  onKeep,
  tone = 'danger',
}: {
  keep: string;
  confirm: string;
  /** The confirm button's text while the server has not answered. */
  confirming: string;
  pending: boolean;
  onKeep: () => void;
  /** `danger` for a step that turns a customer away; `primary` otherwise. */
  tone?: 'danger' | 'primary';
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onKeep} disabled={pending}>
        {keep}
      </Button>
      <Button type="submit" variant={tone} disabled={pending}>
        {pending ? confirming : confirm}
      </Button>
    </div>
  );
}
