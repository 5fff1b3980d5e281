import { Button } from '@/components/ui/button';

/** The two buttons under a reasoned, destructive step (cancel, reject): keep it, or confirm it. */
export function ConfirmButtons({
  keep,
  confirm,
  confirming,
  pending,
  onKeep,
}: {
  keep: string;
  confirm: string;
  /** The confirm button's text while the server has not answered. */
  confirming: string;
  pending: boolean;
  onKeep: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onKeep} disabled={pending}>
        {keep}
      </Button>
      <Button type="submit" variant="danger" disabled={pending}>
        {pending ? confirming : confirm}
      </Button>
    </div>
  );
}
